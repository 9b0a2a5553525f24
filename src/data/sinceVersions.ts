/**
 * The since extract of each docs version (`since.json`: the release that brought each feature), by
 * the docs plugin's version name, like ./productVersions.ts. Read when a page is compiled
 * (src/remark/pageData.ts) and by the data tests: no component imports it, so no page's JavaScript
 * carries the whole tables. A release adds one import (`npm run product:extract -- --out X`).
 */
import sinceNext from './product/since.json';
import since486 from './product/4.86/since.json';

/** The since extract of a version (`since.json`): the release that brought each feature. */
export type SinceTable = Record<
  'integrations' | 'steps' | 'widgets' | 'routes',
  Record<string, string>
> & {
  labels: Record<'steps' | 'widgets', Record<string, {en: string; fr: string}>>;
  announced?: Partial<
    Record<'integrations' | 'steps' | 'widgets' | 'routes', Record<string, string>>
  >;
};

/** since.json of each docs version. */
export const sinceByVersion: Readonly<Record<string, SinceTable>> = {
  current: sinceNext as unknown as SinceTable,
  '4.86': since486 as unknown as SinceTable,
};
