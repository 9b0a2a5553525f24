/**
 * Checks the interface labels a doc quotes (`<UiLabel>…</UiLabel>`) against
 * the product's interface strings. Used by `tests/data/product.test.ts`; no
 * Docusaurus import, so it runs under plain Node.
 */

/** Normalises a label for comparison: no-break spaces as spaces, white space folded, a trailing colon dropped. */
export function normaliseLabel(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s*:\s*$/, '')
    .trim();
}

/**
 * The set of normalised interface strings of one language that the product renders, from
 * `ui-strings.<locale>.json`: its `strings` less the keys listed in `unrendered` (strings of the
 * i18n file that no code of the front end refers to, so no screen shows them).
 */
export function labelSet(
  strings: Record<string, string>,
  unrendered: readonly string[] = [],
): Set<string> {
  const dead = new Set(unrendered);
  return new Set(
    Object.entries(strings)
      .filter(([key]) => !dead.has(key))
      .map(([, text]) => normaliseLabel(text)),
  );
}

/** One `<UiLabel>` found in a Markdown file: its text and 1-based line. */
export type QuotedLabel = {label: string; line: number};

/** Every `<UiLabel>text</UiLabel>` of an MDX source, with its line. */
export function quotedLabels(source: string): QuotedLabel[] {
  const found: QuotedLabel[] = [];
  for (const m of source.matchAll(/<UiLabel>([^<]*)<\/UiLabel>/g)) {
    const line = source.slice(0, m.index).split('\n').length;
    found.push({label: m[1], line});
  }
  return found;
}

/**
 * Whether `label` is one of the product's strings: the same text, or a string whose placeholders
 * are filled with numbers (`Column {{index}}` as `Column 1`). Only numbers: a placeholder that could
 * stand for any words would let almost any label pass.
 */
function isKnown(label: string, known: Set<string>): boolean {
  if (known.has(label)) return true;
  for (const text of known) {
    if (!text.includes('{{')) continue;
    const pattern = text
      .split(/\{\{\s*\w+\s*\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\d+');
    if (new RegExp(`^${pattern}$`).test(label)) return true;
  }
  return false;
}

/**
 * The labels of `source` that the product's strings (`known`) lack, as `line: "label"` texts. A
 * string with placeholders matches a label that fills them with numbers.
 */
export function unknownLabels(source: string, known: Set<string>): string[] {
  return quotedLabels(source)
    .filter(({label}) => !isKnown(normaliseLabel(label), known))
    .map(({label, line}) => `${line}: "${label}"`);
}
