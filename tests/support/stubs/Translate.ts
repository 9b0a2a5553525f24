/**
 * Stand-in for `@docusaurus/Translate` under node:test (see
 * tests/support/docusaurusStubs.ts): every text is the English message of the
 * call, as in the English build, with `{name}` placeholders filled from
 * `values`. The `<Translate>` component is not offered: tests load data
 * modules, not React components.
 */
import type {TranslateParam} from '@docusaurus/Translate';

/**
 * Every id translated so far in this process, with its message: lets a data
 * test check that a text goes through `translate()` under the expected id
 * (and so reaches i18n/fr/code.json).
 */
export const translatedIds = new Map<string, string | undefined>();

/**
 * The English text of a `translate()` call.
 *
 * @param param `{message, id, description}` as written in the source
 * @param values strings or numbers replacing `{name}` placeholders; a missing
 *   value leaves its placeholder as written
 * @returns the message with its placeholders filled
 */
export function translate<Str extends string>(
  param: TranslateParam<Str>,
  values?: Record<string, string | number>,
): string {
  if (param.id !== undefined) {
    translatedIds.set(param.id, param.message);
  }
  // Docusaurus shows the id of a call written without a message.
  const text: string = param.message ?? param.id ?? '';
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );
}

/** `<Translate>`: its message with `values` filled in, as text (the real one returns the same). */
export default function Translate({
  id,
  children,
  values,
}: {
  id?: string;
  children?: string;
  values?: Record<string, string | number>;
}): string {
  return translate(id === undefined ? {message: children ?? ''} : {id, message: children}, values);
}
