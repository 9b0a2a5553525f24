// Which interface strings the product's front end can render: the keys of its i18n files that its
// code refers to, directly or through a key it builds at run time. A string that no code refers to
// (left behind when a button was renamed) is dead, and a page must not quote it as a label.

/**
 * Every quoted string of JavaScript source: '…', "…" and `…` (template literals keep their
 * `${…}` parts, which {@link keyPattern} turns into wildcards).
 *
 * @param code the text of a .js or .jsx file
 * @returns the strings, without their quotes
 */
export function quotedStrings(code: string) {
  const found = [];
  for (const m of code.matchAll(
    /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g,
  )) {
    found.push(m[1] ?? m[2] ?? m[3]);
  }
  return found;
}

/**
 * A regular expression matching the keys a quoted string can stand for, or null when it names no
 * key pattern. `${…}` parts match one or more characters, dots included; a string ending with a dot
 * (`'integration.tuya.setup.' + name`) matches every key under it.
 *
 * @param text a quoted string of the front end's code
 * @returns the rendered keys
 */
export function keyPattern(text: string) {
  const dynamic = text.includes('${');
  const prefix = /^[A-Za-z][\w-]*(\.[\w-]+)*\.$/.test(text);
  if (!dynamic && !prefix) return null;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = dynamic
    ? text
        .split(/\$\{[^}]*\}/)
        .map(escape)
        .join('.+')
    : `${escape(text)}.+`;
  // A template must look like a key around its wildcards: `${a}.${b}` qualifies, `${a} ${b}` not.
  if (dynamic && !/^[\w.${}-]+$/.test(text.replace(/\$\{[^}]*\}/g, '${}'))) return null;
  // …and start with a fixed first segment: `${a}.${b}` would match every key.
  if (dynamic && !/^[A-Za-z][\w-]*\./.test(text)) return null;
  return new RegExp(`^${body}$`);
}

/**
 * The keys of `keys` that the front end's code refers to.
 *
 * A key counts as rendered when a quoted string of the code equals it, when it falls under a
 * quoted key pattern ({@link keyPattern}), or when it lies under an object the code reads from the
 * dictionary (`dictionary.deviceFeatureCategory`, `'integration.caldav'` handed to a lookup), which
 * the code may walk with keys of its own.
 *
 * @param keys every flattened key of an i18n file (`a.b.c`)
 * @param sources the text of every .js/.jsx file of `front/src` except the i18n files
 * @returns the rendered keys
 */
export function renderedKeys(keys: readonly string[], sources: readonly string[]): Set<string> {
  const keySet = new Set(keys);
  const rendered = new Set<string>();
  const patterns: RegExp[] = [];
  const subtrees = new Set<string>();
  const isSubtree = (text: string) => keys.some((k) => k.startsWith(`${text}.`));
  for (const code of sources) {
    for (const text of quotedStrings(code)) {
      if (keySet.has(text)) rendered.add(text);
      else if (text.includes('.') && !text.includes(' ') && isSubtree(text)) subtrees.add(text);
      const pattern = keyPattern(text);
      if (pattern) patterns.push(pattern);
    }
    for (const m of code.matchAll(/dictionary((?:\.[A-Za-z_]\w*)+)/g)) {
      const path = m[1].slice(1);
      if (keySet.has(path)) rendered.add(path);
      else subtrees.add(path);
    }
  }
  for (const key of keys) {
    if (rendered.has(key)) continue;
    if (patterns.some((p) => p.test(key))) rendered.add(key);
    else if ([...subtrees].some((s) => key.startsWith(`${s}.`))) rendered.add(key);
  }
  return rendered;
}
