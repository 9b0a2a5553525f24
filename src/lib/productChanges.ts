/**
 * What changed in the Gladys product between the release the docs describe and the next version,
 * commit by commit: `src/data/product/changes-<tag>-<commit>.json`, written by
 * `npm run changes:extract` (hash, date, subject, pull request, interface strings, routes) and
 * completed by hand after reading each commit (what a user sees, a summary, the doc pages of the
 * area, and the pages found describing the change without a correct "Next version" mark).
 * This module types that list, validates it, and folds it into a map by doc page
 * (`src/data/product/changes-by-page.json`) for the people rewriting the docs.
 * No Docusaurus import: the data tests and scripts use it.
 */

/** What a commit changes for a user of Gladys. */
export const VISIBLE_KINDS = ['none', 'label', 'screen', 'behaviour', 'api'] as const;

/**
 * - `none`: nothing a user of the product sees (tooling, tests, contributor files);
 * - `label`: an interface string is added, changed or removed;
 * - `screen`: a screen looks or is laid out differently;
 * - `behaviour`: Gladys does something differently (devices, scenes, integrations);
 * - `api`: a REST route is added, or its request or answer changes.
 */
export type VisibleKind = (typeof VISIBLE_KINDS)[number];

/**
 * One interface string a commit adds, changes or removes (`front/src/config/i18n/{en,fr}.json`).
 * `en` and `fr` are the texts at the reference commit, `null` when a later commit removed the key;
 * `was` holds the texts of the release tag when the key existed there with other texts.
 */
export type ChangeLabel = {
  key: string;
  en: string | null;
  fr: string | null;
  was?: {en: string | null; fr: string | null};
};

/**
 * A route a commit adds, removes or changes. `front` routes are the app's screens
 * (`front/src/components/app.jsx`), `rest` routes are `METHOD /api/…` as the server declares them.
 * `changed` entries are written by hand, with a `note` on what changed in the request or answer.
 */
export type ChangeRoute = {
  kind: 'front' | 'rest';
  route: string;
  change: 'added' | 'removed' | 'changed';
  note?: string;
};

/**
 * A doc page found, when the list was reviewed, describing the change as if the release had it
 * (`unmarked`: no "Next version" mark), or marking as new what the release already has
 * (`wrong-mark`). `note` says what and why, in a line.
 */
export type ChangeReview = {
  page: string;
  issue: 'unmarked' | 'wrong-mark';
  note: string;
};

/** One commit of the product between the release tag and the reference commit. */
export type ProductChange = {
  /** Full 40-character hash. */
  commit: string;
  /** Commit date, `YYYY-MM-DD`. */
  date: string;
  /** The commit's subject, as the product's history has it. */
  subject: string;
  /** Pull request number, when the subject ends with `(#N)`. */
  pr?: number;
  /** What a user sees; `['none']` alone for a change with no effect on the product. */
  visible: VisibleKind[];
  /** One line, written for this site, of what a user sees. */
  summary: string;
  labels: ChangeLabel[];
  routes: ChangeRoute[];
  /** Doc pages describing the area, as paths from the repository root (`docs/app/devices.md`). */
  pages: string[];
  review?: ChangeReview[];
};

/** The whole file: where it comes from, and one entry per commit, oldest first. */
export type ProductChanges = {
  source: {
    repository: string;
    licence: string;
    /** The release tag, such as `v4.86.1`. */
    from: string;
    fromCommit: string;
    /** Full hash of the reference commit. */
    to: string;
    /** Date of the reference commit. */
    date: string;
    path: string;
  };
  changes: ProductChange[];
};

import {readdirSync} from 'node:fs';
import path from 'node:path';

const HASH = /^[0-9a-f]{40}$/;

/** Names the list by commit among the files of `src/data/product/`: `changes-<tag>-<commit>.json`. */
export const CHANGES_FILE = /^changes-\d+\.\d+\.\d+-[0-9a-f]{7,40}\.json$/;

/**
 * The path, from the repository root, of the one list of changes by commit.
 * @param root the repository root
 * @throws Error when `src/data/product/` holds none or several such files
 */
export function changesFile(root: string): string {
  const dir = 'src/data/product';
  const found = readdirSync(path.join(root, dir)).filter((name) => CHANGES_FILE.test(name));
  if (found.length !== 1) {
    throw new Error(
      `${dir} must hold one changes-<tag>-<commit>.json, found: ${found.join(', ') || 'none'}`,
    );
  }
  return `${dir}/${found[0]}`;
}
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Every problem of a changes file, one line each naming the commit and the field.
 * @param data the parsed file
 * @param pageExists whether a path from the repository root is a file (injected so tests can fake it)
 * @returns an empty list when the file is sound
 */
export function changeProblems(
  data: ProductChanges,
  pageExists: (page: string) => boolean,
): string[] {
  const problems: string[] = [];
  const {source, changes} = data;
  if (!/^v\d+\.\d+\.\d+$/.test(source.from)) problems.push(`source.from: "${source.from}"`);
  if (!HASH.test(source.to)) problems.push(`source.to: "${source.to}"`);
  if (!HASH.test(source.fromCommit)) problems.push(`source.fromCommit: "${source.fromCommit}"`);
  if (!DATE.test(source.date)) problems.push(`source.date: "${source.date}"`);
  if (changes.length === 0) problems.push('no change listed');
  const seen = new Set<string>();
  let previousDate = '';
  for (const c of changes) {
    const at = `${c.commit.slice(0, 9)}`;
    if (!HASH.test(c.commit)) problems.push(`${at}: commit is not a full hash`);
    if (seen.has(c.commit)) problems.push(`${at}: listed twice`);
    seen.add(c.commit);
    if (!DATE.test(c.date)) problems.push(`${at}: date "${c.date}"`);
    if (c.date < previousDate) problems.push(`${at}: older than the entry before it`);
    previousDate = c.date;
    if (c.subject.trim() === '') problems.push(`${at}: no subject`);
    const prInSubject = c.subject.match(/\(#(\d+)\)\s*$/)?.[1];
    if (prInSubject !== undefined && c.pr !== Number(prInSubject)) {
      problems.push(`${at}: pr ${c.pr} but the subject ends with #${prInSubject}`);
    }
    if (c.visible.length === 0) problems.push(`${at}: visible is empty (commit not read yet?)`);
    for (const kind of c.visible) {
      if (!(VISIBLE_KINDS as readonly string[]).includes(kind)) {
        problems.push(`${at}: visible "${kind}" is none of ${VISIBLE_KINDS.join(', ')}`);
      }
    }
    if (new Set(c.visible).size !== c.visible.length)
      problems.push(`${at}: visible repeats a kind`);
    if (c.visible.includes('none') && c.visible.length > 1) {
      problems.push(`${at}: visible mixes "none" with other kinds`);
    }
    if (c.summary.trim() === '' || c.summary.includes('\n')) {
      problems.push(`${at}: the summary must be one line`);
    }
    if (c.labels.length > 0 && !c.visible.includes('label') && !c.visible.includes('none')) {
      problems.push(
        `${at}: changes ${c.labels.length} interface strings but visible lacks "label"`,
      );
    }
    if (c.visible.includes('label') && c.labels.length === 0) {
      problems.push(`${at}: visible has "label" but no string is listed`);
    }
    for (const label of c.labels) {
      if (label.en === null && label.fr === null && !label.was) {
        problems.push(`${at}: label ${label.key} has no text at either end`);
      }
    }
    if (c.routes.some((r) => r.kind === 'rest') && !c.visible.includes('api')) {
      problems.push(`${at}: touches REST routes but visible lacks "api"`);
    }
    for (const route of c.routes) {
      if (route.kind === 'rest' && !/^(GET|POST|PUT|PATCH|DELETE) \/api\//.test(route.route)) {
        problems.push(`${at}: REST route "${route.route}"`);
      }
      if (route.kind === 'front' && !route.route.startsWith('/')) {
        problems.push(`${at}: front route "${route.route}"`);
      }
      if (route.change === 'changed' && !route.note) {
        problems.push(`${at}: changed route ${route.route} without a note`);
      }
    }
    if (c.visible.includes('api') && !c.pages.some((page) => page.startsWith('docs/api/'))) {
      problems.push(`${at}: visible has "api" but no page of docs/api/ is listed`);
    }
    if (!c.visible.includes('none') && c.pages.length === 0) {
      problems.push(`${at}: user-visible but no doc page listed`);
    }
    for (const page of c.pages) {
      if (!/^docs\/.+\.mdx?$/.test(page)) problems.push(`${at}: page "${page}" is not a doc path`);
      else if (!pageExists(page)) problems.push(`${at}: page ${page} does not exist`);
    }
    if (new Set(c.pages).size !== c.pages.length) problems.push(`${at}: a page is listed twice`);
    for (const review of c.review ?? []) {
      if (!c.pages.includes(review.page)) {
        problems.push(`${at}: reviewed page ${review.page} missing from pages`);
      }
      if (review.note.trim() === '') problems.push(`${at}: review of ${review.page} has no note`);
    }
  }
  return problems;
}

/** One change as the map by page shows it. */
export type PageChange = Pick<ProductChange, 'commit' | 'pr' | 'subject' | 'visible' | 'summary'>;

/** A review finding as the map by page shows it: the commit it belongs to, and what was found. */
export type PageReview = {commit: string; issue: ChangeReview['issue']; note: string};

/** What `changes-by-page.json` holds. */
export type ChangesByPage = {
  source: ProductChanges['source'] & {derivedFrom: string};
  /** Keyed by doc path, sorted; each page's changes oldest first. */
  pages: Record<string, {changes: PageChange[]; review: PageReview[]}>;
};

/**
 * Folds the list by commit into a map by doc page: for each page, the user-visible changes of its
 * area and the review findings on it.
 * @param data the changes file
 * @param derivedFrom the file's path from the repository root, recorded in `source`
 * @returns pages sorted by path; commits with `visible: ['none']` are left out
 */
export function changesByPage(data: ProductChanges, derivedFrom: string): ChangesByPage {
  const pages: ChangesByPage['pages'] = {};
  for (const c of data.changes) {
    if (c.visible.includes('none')) continue;
    for (const page of c.pages) {
      pages[page] ??= {changes: [], review: []};
      const {commit, pr, subject, visible, summary} = c;
      pages[page].changes.push({
        commit,
        ...(pr === undefined ? {} : {pr}),
        subject,
        visible,
        summary,
      });
      for (const review of c.review ?? []) {
        if (review.page === page) {
          pages[page].review.push({commit, issue: review.issue, note: review.note});
        }
      }
    }
  }
  const sorted = Object.fromEntries(
    Object.keys(pages)
      .sort()
      .map((page) => [page, pages[page]]),
  );
  return {source: {...data.source, derivedFrom}, pages: sorted};
}
