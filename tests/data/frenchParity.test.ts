/**
 * Each French doc states the same figures as its English twin.
 *
 * From the body of both versions of a doc (front matter aside), the test takes the figures a
 * reader acts on: durations and times of day (`10 seconds` / `10 secondes`, `24 h`, `07:00` /
 * `7 h`, `two minutes` / `deux minutes`), prices (`€9.99` / `9,99 €`), percentages,
 * temperatures, sizes, electrical and radio units, and port numbers (`port 1883`,
 * `localhost:8080`, `-p 8080:80`), with `<ProductFact />` replaced by the value it shows. It
 * writes each one in a form that does not depend on the language (units and decimal separators
 * normalised, durations in their largest whole unit), then compares the two multisets. A value
 * the English page has more often than the French one is "missing in French"; the other way
 * round, it is "extra in French".
 *
 * Code is read in both locales with the English number format, since code is not translated;
 * link targets and URLs only count for their ports. A difference that is right (a France-only
 * fact, a code block that is language-specific on purpose) goes into `knownDifferences` below,
 * with the reason.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {contentDirs, docTwins, root} from '../../scripts/lib/content.ts';
import {product} from '../../src/data/product.ts';

type Locale = 'en' | 'fr';
/** How numbers are written: English prose, French prose, or code (read the English way). */
type NumberStyle = Locale | 'code';
/** Normalised figure → how many times the text states it. */
type Figures = Map<string, number>;

/**
 * Differences between twins that are right, by doc path relative to the docs folder.
 * `missing`: figures only the English page has; `extra`: figures only the French page has.
 */
const knownDifferences: Record<string, {missing?: string[]; extra?: string[]; reason: string}> = {
  'api/mqtt-api.md': {
    extra: ['22.2 °C'],
    reason:
      'French readers write decimals with a comma: their page adds that MQTT wants 22.2 for 22,2 °C',
  },
  'dev/developing-a-service.md': {
    extra: ['7 h'],
    reason: 'only the French page links the 7-hour live-coding video, which is in French',
  },
};

const space = '[ \\u00a0\\u202f]';
/** A number as each style writes it; the captured text is parsed by {@link parseNumber}. */
const numberPatterns: Record<NumberStyle, string> = {
  en: '\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?',
  code: '\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?',
  fr: `\\d{1,3}(?:${space}\\d{3})+(?:,\\d+)?|\\d+(?:[,.]\\d+)?`,
};

/**
 * Numbers written out in words, from two up: "one" and "un"/"une" are left out, since "une heure"
 * may be "an hour" as well as "one hour".
 */
const spelledNumbers: Record<Locale, Record<string, number>> = {
  en: {
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    fifteen: 15,
    twenty: 20,
    thirty: 30,
    forty: 40,
    fifty: 50,
    sixty: 60,
  },
  fr: {
    deux: 2,
    trois: 3,
    quatre: 4,
    cinq: 5,
    six: 6,
    sept: 7,
    huit: 8,
    neuf: 9,
    dix: 10,
    onze: 11,
    douze: 12,
    quinze: 15,
    vingt: 20,
    trente: 30,
    quarante: 40,
    cinquante: 50,
    soixante: 60,
    // "une dizaine de minutes" says "about ten minutes"
    dizaine: 10,
    douzaine: 12,
    quinzaine: 15,
    vingtaine: 20,
    trentaine: 30,
  },
};
const spelledPattern = (locale: Locale) =>
  Object.keys(spelledNumbers[locale])
    .flatMap((w) => [w, w[0].toUpperCase() + w.slice(1)])
    .join('|');

function parseNumber(text: string, style: NumberStyle): number {
  const spelled = {...spelledNumbers.en, ...spelledNumbers.fr}[text.toLowerCase()];
  if (spelled !== undefined) return spelled;
  const plain =
    style === 'fr'
      ? text.replace(/[ \u00a0\u202f]/g, '').replace(',', '.')
      : text.replace(/,/g, '');
  return Number(plain);
}

/** Seconds in one of each duration unit; months and years are kept apart (their length varies). */
const seconds = {ms: 0.001, s: 1, min: 60, h: 3600, d: 86400, w: 604800} as const;

/**
 * Unit spellings by locale, each mapped to its normalised unit. French pages may also use the
 * international symbols (`GB`, `kWh`), listed under both locales.
 */
const sharedUnits: Record<string, string> = {
  ms: 'ms',
  s: 's',
  sec: 's',
  min: 'min',
  h: 'h',
  '%': '%',
  '€': '€',
  EUR: '€',
  $: '$',
  USD: '$',
  '°C': '°C',
  '°F': '°F',
  kWh: 'kWh',
  Wh: 'Wh',
  kW: 'kW',
  W: 'W',
  V: 'V',
  mAh: 'mAh',
  mA: 'mA',
  GHz: 'GHz',
  MHz: 'MHz',
  kHz: 'kHz',
  Hz: 'Hz',
  dBm: 'dBm',
  dB: 'dB',
  ppm: 'ppm',
  hPa: 'hPa',
  lux: 'lux',
  lx: 'lux',
  km: 'km',
  cm: 'cm',
  mm: 'mm',
  px: 'px',
  'Mbit/s': 'Mbit/s',
  Mbps: 'Mbit/s',
  KB: 'KB',
  kB: 'KB',
  MB: 'MB',
  GB: 'GB',
  TB: 'TB',
  KiB: 'KiB',
  MiB: 'MiB',
  GiB: 'GiB',
};
const unitsByLocale: Record<Locale, Record<string, string>> = {
  en: {
    ...sharedUnits,
    millisecond: 'ms',
    milliseconds: 'ms',
    second: 's',
    seconds: 's',
    secs: 's',
    minute: 'min',
    minutes: 'min',
    mins: 'min',
    hour: 'h',
    hours: 'h',
    hr: 'h',
    hrs: 'h',
    "o'clock": 'h',
    'o’clock': 'h',
    day: 'd',
    days: 'd',
    week: 'w',
    weeks: 'w',
    month: 'month',
    months: 'month',
    year: 'year',
    years: 'year',
    euro: '€',
    euros: '€',
    percent: '%',
    'per cent': '%',
    byte: 'B',
    bytes: 'B',
  },
  fr: {
    ...sharedUnits,
    milliseconde: 'ms',
    millisecondes: 'ms',
    seconde: 's',
    secondes: 's',
    minute: 'min',
    minutes: 'min',
    mn: 'min',
    heure: 'h',
    heures: 'h',
    jour: 'd',
    jours: 'd',
    j: 'd',
    semaine: 'w',
    semaines: 'w',
    mois: 'month',
    an: 'year',
    ans: 'year',
    année: 'year',
    années: 'year',
    euro: '€',
    euros: '€',
    'pour cent': '%',
    Ko: 'KB',
    ko: 'KB',
    Mo: 'MB',
    Go: 'GB',
    To: 'TB',
    Kio: 'KiB',
    Mio: 'MiB',
    Gio: 'GiB',
    octet: 'B',
    octets: 'B',
  },
};

/** Duration units written out in words, the only ones a word may precede (see `unitRegExp`). */
const durationWords: Record<Locale, string> = {
  en: 'seconds?|minutes?|hours?|days?|weeks?|months?|years?',
  fr: 'secondes?|minutes?|heures?|jours?|semaines?|mois|ans|années?',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** `number unit` for one style, longest spellings first so that `minutes` wins over `min`. */
function unitRegExp(style: NumberStyle, locale: Locale): RegExp {
  const spellings = Object.keys(unitsByLocale[locale])
    .sort((a, b) => b.length - a.length)
    .map((u) => escape(u).replace(/ /g, space));
  // English writes "a 10-second delay"; a space, a no-break space or nothing elsewhere
  const separator = locale === 'en' ? `(?:${space}|-)?` : `${space}?`;
  // One word may sit between a number and a spelled-out duration: "301 blue days",
  // "30 derniers jours"
  const gap = `(?:\\p{Ll}{2,12}${space}(?=(?:${durationWords[locale]})(?![\\p{L}\\d])))?`;
  // in prose, small numbers may be written out ("two minutes", "deux minutes")
  const number =
    style === 'code' ? numberPatterns.code : `${numberPatterns[style]}|${spelledPattern(locale)}`;
  return new RegExp(
    `(?<![\\p{L}\\d_.,€$])(${number})${separator}${gap}(${spellings.join('|')})(?![\\p{L}\\d])`,
    'gu',
  );
}

/** A figure in its language-independent form: durations in their largest whole unit. */
function figure(value: number, unit: string): string {
  if (unit in seconds) {
    const total = value * seconds[unit as keyof typeof seconds];
    for (const u of ['w', 'd', 'h', 'min', 's'] as const) {
      if (total >= seconds[u] && Number.isInteger(total / seconds[u])) {
        // a week is written as days: "7 days" and "1 week" are the same figure
        return u === 'w' ? `${(total / seconds[u]) * 7} d` : `${total / seconds[u]} ${u}`;
      }
    }
    return `${Math.round(total * 1000)} ms`;
  }
  if (unit === '€' || unit === '$') return `${unit}${value}`;
  return `${value} ${unit}`;
}

/**
 * The figures of one piece of text.
 * @param text Prose or code, without front matter.
 * @param style How its numbers are written.
 * @param locale Which language's unit words to read.
 */
export function figuresOf(text: string, style: NumberStyle, locale: Locale): string[] {
  const found: string[] = [];
  const take = (re: RegExp, toFigures: (m: RegExpExecArray) => string[]) => {
    text = text.replace(re, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      found.push(...toFigures(match));
      return ' '.repeat(String(args[0]).length);
    });
  };
  const num = (s: string) => parseNumber(s, style);

  // Ports: the first numbers after "port" in the same clause ("port 1883", "ports 1883 and
  // 8883", "the default MQTT port is 1883"), "localhost:8080", "-p 8080:80", compose's "- 1883:1883"
  take(
    /\bports?\b(?:[ \u00a0\u202f]*[:=])?[^.:;|()\n\d]{0,30}?((?:[`*]*\d{2,5}[`*]*(?:[ \u00a0\u202f]*(?:,|\/|and|et|or|ou)[ \u00a0\u202f]*)?)+)/giu,
    (m) => (m[1].match(/\d{2,5}/g) ?? []).map((p) => `port ${Number(p)}`),
  );
  take(/(?:-p|--publish)[ =]["']?(\d{2,5}):(\d{2,5})\b/g, (m) => [
    `port ${+m[1]}`,
    `port ${+m[2]}`,
  ]);
  take(/^[ \t]*-[ \t]*["']?(\d{2,5}):(\d{2,5})\b/gm, (m) => [`port ${+m[1]}`, `port ${+m[2]}`]);
  take(/(?<=[A-Za-z_.\]>}][\w.-]*):(\d{2,5})(?![\d:])/g, (m) => [`port ${+m[1]}`]);

  // Times of day and hours with minutes: "6:00 PM", "07:00", "6 h 30", "6h30", "7 o'clock"
  take(
    new RegExp(
      `(?<![\\d:.])(1[0-2]|0?[1-9])(?::([0-5]\\d))?${space}?([AaPp])\\.?[Mm]\\.?(?![\\p{L}])`,
      'gu',
    ),
    (m) => {
      const hour = (+m[1] % 12) + (m[3].toLowerCase() === 'p' ? 12 : 0);
      return [figure(hour * 60 + Number(m[2] ?? 0), 'min')];
    },
  );
  take(/(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])/g, (m) => [
    figure(+m[1] * 60 + +m[2], 'min'),
  ]);
  take(new RegExp(`(?<![\\w.,])(\\d{1,2})${space}?h${space}?([0-5]\\d)(?![\\w])`, 'g'), (m) => [
    figure(+m[1] * 60 + +m[2], 'min'),
  ]);

  // Amounts written currency first: "€9.99", "$5"
  take(new RegExp(`([€$])${space}?(${numberPatterns[style]})(?![\\d])`, 'g'), (m) => [
    figure(num(m[2]), m[1]),
  ]);

  // Everything else: a number, then a unit (signed for temperatures: "-5 °C")
  take(unitRegExp(style, locale), (m) => {
    const unit = unitsByLocale[locale][m[2].replace(/[ \u00a0\u202f]/g, ' ')];
    return [figure(num(m[1]), unit)];
  });
  return found;
}

/**
 * The text with each `<ProductFact name="…" />` replaced by what it shows in that locale
 * (whole numbers as they are, other numbers with two decimals in the locale's style), a port
 * fact preceded by the word "port".
 */
function withProductFacts(text: string, locale: Locale): string {
  return text.replace(/<ProductFact\s+name="(\w+)"\s*\/>/g, (whole, name: string) => {
    const value: unknown = (product as Record<string, unknown>)[name];
    // a port fact is read as a port wherever the sentence puts it
    const prefix = /Ports?$/.test(name) ? 'port ' : '';
    if (typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value))) {
      return prefix + String(value);
    }
    if (typeof value === 'number') {
      const fixed = value.toFixed(2);
      return locale === 'fr' ? fixed.replace('.', ',') : fixed;
    }
    return whole;
  });
}

/**
 * Splits a doc into prose, code and link targets, and counts the figures of all three. The
 * product's own labels (`<UiLabel>…</UiLabel>`) are left out: each language quotes its interface,
 * whose wording (and numbers written as words or not) the site does not choose.
 */
export function docFigures(source: string, locale: Locale): Figures {
  let body = withProductFacts(matter(source).content, locale)
    .replace(/&nbsp;|&#160;|&#xa0;/gi, '\u00a0')
    .replace(/&#8239;|&#x202f;/gi, '\u202f');
  const code: string[] = [];
  const urls: string[] = [];
  body = body
    .replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, ' ')
    .replace(/^(?:import|export) .*$/gm, ' ')
    .replace(/<UiLabel>[^<]*<\/UiLabel>/g, ' ')
    .replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, (block) => {
      code.push(block.split('\n').slice(1, -1).join('\n'));
      return ' ';
    })
    .replace(/`([^`\n]+)`/g, (_, inline: string) => {
      code.push(inline);
      return ' ';
    })
    .replace(/\]\(([^)\s]+)[^)]*\)|https?:\/\/[^\s)>"']+/g, (whole, target?: string) => {
      urls.push(target ?? whole);
      return target ? '] ' : ' ';
    });

  const all = [
    ...figuresOf(body, locale, locale),
    ...code.flatMap((c) => figuresOf(c, 'code', locale)),
    ...urls.flatMap((u) => figuresOf(u, 'code', locale).filter((f) => f.startsWith('port '))),
  ];
  const counts: Figures = new Map();
  for (const f of all) counts.set(f, (counts.get(f) ?? 0) + 1);
  return counts;
}

/** Figures the first multiset has more often than the second, repeated by the surplus. */
function surplus(a: Figures, b: Figures): string[] {
  return [...a].flatMap(([f, n]) => Array<string>(Math.max(0, n - (b.get(f) ?? 0))).fill(f)).sort();
}

/** What differs between an English doc and its French twin, as a readable line (or null). */
export function parityProblem(rel: string, english: string, french: string): string | null {
  const en = docFigures(english, 'en');
  const fr = docFigures(french, 'fr');
  const known = knownDifferences[rel];
  const drop = (list: string[], allowed: string[] = []) => {
    const rest = [...list];
    for (const f of allowed) {
      const i = rest.indexOf(f);
      if (i !== -1) rest.splice(i, 1);
    }
    return rest;
  };
  const missing = drop(surplus(en, fr), known?.missing);
  const extra = drop(surplus(fr, en), known?.extra);
  if (missing.length === 0 && extra.length === 0) return null;
  const frFile = path.relative(root, path.join(contentDirs.docs.fr, rel));
  const parts = [
    missing.length ? `missing in French: ${missing.join(', ')}` : '',
    extra.length ? `extra in French: ${extra.join(', ')}` : '',
  ].filter(Boolean);
  return `${frFile} (English: docs/${rel}): ${parts.join('; ')}`;
}

test('each French doc states the same durations, prices, units and ports as its English twin', () => {
  const problems = docTwins()
    .map(({rel, en, fr}) => parityProblem(rel, readFileSync(en, 'utf8'), readFileSync(fr, 'utf8')))
    .filter((p): p is string => p !== null);
  assert.deepEqual(problems, [], `\n${problems.join('\n')}\n`);
});

test('the figures are read the same way in both languages', () => {
  const en = (s: string) => figuresOf(s, 'en', 'en').sort();
  const fr = (s: string) => figuresOf(s, 'fr', 'fr').sort();
  const expected = ['10 s', '1 d', '7 d', '€9.99', '50 %'].sort();
  assert.deepEqual(en('Wait 10 seconds, then a 24-hour window, 1 week, €9.99 and 50%.'), expected);
  assert.deepEqual(
    fr(
      'Attendez 10\u00a0secondes, puis une fenêtre de 24\u00a0h, 7 jours, 9,99\u00a0€ et 50\u00a0%.',
    ),
    expected,
  );
  const sizesAndTimes = ['1000 MB', '4 GB', '390 min', '7 h'].sort();
  assert.deepEqual(en('At 07:00, or 6:30, 1,000 MB, 4 GB'), sizesAndTimes);
  assert.deepEqual(fr('À 7 h, ou 6 h 30, 1\u00a0000 Mo, 4 Go'), sizesAndTimes);
  assert.deepEqual(
    en('Open port 1883 and ports 8080, 8443; http://gladys.local:8123 and -p 80:80'),
    ['port 1883', 'port 8080', 'port 8443', 'port 8123', 'port 80', 'port 80'].sort(),
  );
  assert.deepEqual(
    en('Thirty seconds, about ten minutes'),
    fr('Trente secondes, une dizaine de minutes'),
  );
  // version numbers, list numbers and words that merely look like units are not figures
  assert.deepEqual(en('Gladys 4.86.1, step 2. In 2024 an update came.'), []);
});

test('a French doc that changes or drops a figure is reported with the file and the values', () => {
  const english = '---\nid: x\n---\nThe default delay is 10 seconds. MQTT listens on port 1884.\n';
  const right =
    '---\nid: x\n---\nLe délai par défaut est de 10\u00a0secondes. MQTT écoute sur le port 1884.\n';
  const wrong =
    '---\nid: x\n---\nLe délai par défaut est de 5\u00a0secondes. MQTT écoute sur le port 1883.\n';
  assert.equal(parityProblem('scenes/x.md', english, right), null);
  const problem = parityProblem('scenes/x.md', english, wrong) ?? '';
  assert.match(problem, /i18n\/fr\/docusaurus-plugin-content-docs\/current\/scenes\/x\.md/);
  assert.match(problem, /missing in French: 10 s, port 1884/);
  assert.match(problem, /extra in French: 5 s, port 1883/);
});
