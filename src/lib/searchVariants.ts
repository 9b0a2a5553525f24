import {readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The spelling variants of a locale's search (src/plugins/search/client/variants.ts), from
 * `i18n/<locale>/search-variants.json`: `{"groups": [["timezone", "time zone"], …]}`.
 *
 * @param locale the locale being built
 * @returns its groups, each of at least two non-empty spellings
 * @throws Error naming the file when it is missing, does not parse or holds a bad group
 */
export function searchVariants(locale: string): string[][] {
  const file = path.join(__dirname, '..', '..', 'i18n', locale, 'search-variants.json');
  const {groups} = JSON.parse(readFileSync(file, 'utf8')) as {groups: unknown};
  const valid =
    Array.isArray(groups) &&
    groups.every(
      (group) =>
        Array.isArray(group) &&
        group.length >= 2 &&
        group.every((spelling) => typeof spelling === 'string' && /[\p{L}\p{N}]/u.test(spelling)),
    );
  if (!valid) throw new Error(`${file}: "groups" must list groups of two or more spellings`);
  return groups as string[][];
}
