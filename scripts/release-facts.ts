// Lists the facts of a range of Gladys versions, to start a release post from data:
// the tags in the range with their dates, the merged pull requests (number and title, from the
// commit subjects), and the integrations, scene steps and dashboard widgets the range added or
// removed (the product's catalogue files and interface strings at both ends of the range).
//
// Usage: npm run release:facts -- <from> <to> --product <Gladys checkout or bare clone> [--json]
//   npm run release:facts -- 4.85.0 4.86.1 --product ../Gladys
// <from> and <to> are versions (`4.85.0`) or tags (`v4.85.0`); the range is the commits after <from>
// up to <to>. --json prints the facts as JSON instead of Markdown.
//
// The output is facts, not prose: pull-request titles are the product's words, to be read, never
// pasted into a post (CONTRIBUTING.md, "A release post").
import {execFileSync} from 'node:child_process';
import {parseArgs} from 'node:util';

const {values, positionals} = parseArgs({
  options: {product: {type: 'string'}, json: {type: 'boolean', default: false}},
  allowPositionals: true,
});
const {product} = values;
const [fromArg, toArg] = positionals;
if (!product || !fromArg || !toArg) {
  console.error(
    'Usage: npm run release:facts -- <from> <to> --product <Gladys checkout or bare clone> [--json]',
  );
  process.exit(2);
}
const tagOf = (v: string) => (v.startsWith('v') ? v : `v${v}`);
const from = tagOf(fromArg);
const to = tagOf(toArg);

/** Runs git in the product's repository; throws with git's own message when it fails. */
const git = (...gitArgs: string[]) =>
  execFileSync('git', ['-C', product!, ...gitArgs], {encoding: 'utf8', maxBuffer: 64 << 20});
for (const tag of [from, to]) {
  try {
    git('rev-parse', '--verify', '--quiet', `${tag}^{commit}`);
  } catch {
    console.error(`No tag ${tag} in ${product}: give versions that Gladys has tagged (v4.54.0 …)`);
    process.exit(2);
  }
}

/** Tags in the range, oldest first, with the date of each tagged commit. */
const tags = git('tag', '--contains', from, '--merged', to, '--sort=version:refname', 'v4.*')
  .split('\n')
  .filter((t) => t && t !== from)
  .map((tag) => ({tag, date: git('log', '-1', '--format=%cs', tag).trim()}));

/** A pull request: its number, its title (the product's words) and the commit's date. */
type PullRequest = {number: number; title: string; date: string};

/** Pull requests merged in a range: `Title (#1234)` subjects, and merge commits of pull requests. */
function pullRequests(range: string): PullRequest[] {
  const prs: PullRequest[] = [];
  for (const line of git('log', '--format=%s%x09%cs', range).split('\n').filter(Boolean)) {
    const [subject = '', date = ''] = line.split('\t');
    const squash = subject.match(/^(.*)\s\(#(\d+)\)$/);
    const merge = subject.match(/^Merge pull request #(\d+)/);
    if (squash) prs.push({number: Number(squash[2]), title: squash[1]!, date});
    else if (merge) prs.push({number: Number(merge[1]), title: subject, date});
  }
  return prs.sort((a, b) => a.number - b.number);
}

/** What a version offers, by kind. */
/** Interface strings: nested objects of strings. */
type Strings = {[key: string]: string | Strings};

type Offer = Record<'integrations' | 'sceneTriggers' | 'sceneActions' | 'widgets', Set<string>>;

/** What a version's catalogue and strings offer: integrations, scene steps and widget types. */
function offerAt(rev: string): Offer {
  const show = (file: string) => {
    try {
      return git('show', `${rev}:${file}`);
    } catch {
      return null;
    }
  };
  const integrations = new Set<string>();
  for (const file of ['devices', 'communications', 'calendars', 'weathers']) {
    const text = show(`front/src/config/integrations/${file}.json`);
    if (text) for (const entry of JSON.parse(text) as {key: string}[]) integrations.add(entry.key);
  }
  const en = JSON.parse(show('front/src/config/i18n/en.json') ?? '{}') as {
    editScene?: {triggers?: Strings; actions?: Strings};
    dashboard?: {boxTitle?: Strings};
  };
  const keysOf = (object: Strings | undefined, prefix = ''): string[] =>
    Object.entries(object ?? {}).flatMap(([k, v]) =>
      typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`),
    );
  return {
    integrations,
    sceneTriggers: new Set(keysOf(en.editScene?.triggers)),
    sceneActions: new Set(keysOf(en.editScene?.actions)),
    widgets: new Set(Object.keys(en.dashboard?.boxTitle ?? {})),
  };
}

const before = offerAt(from);
const after = offerAt(to);
const diff = (name: keyof Offer) => ({
  added: [...after[name]].filter((k) => !before[name].has(k)).sort(),
  removed: [...before[name]].filter((k) => !after[name].has(k)).sort(),
});
const facts = {
  range: {from, to},
  tags,
  // Per tag, the pull requests it brought (those after the previous tag of the range).
  releases: tags.map((t, i) => ({
    ...t,
    pullRequests: pullRequests(`${i === 0 ? from : tags[i - 1]!.tag}..${t.tag}`),
  })),
  integrations: diff('integrations'),
  sceneTriggers: diff('sceneTriggers'),
  sceneActions: diff('sceneActions'),
  widgets: diff('widgets'),
};

if (values.json) {
  console.log(JSON.stringify(facts, null, 2));
} else {
  const out = [`# Gladys ${from} → ${to}`, ''];
  for (const release of facts.releases) {
    out.push(`## ${release.tag} (${release.date})`, '');
    if (release.pullRequests.length === 0) out.push('No pull request in the commit subjects.');
    for (const pr of release.pullRequests) out.push(`- #${pr.number} ${pr.title}`);
    out.push('');
  }
  const kinds: [keyof Offer, string][] = [
    ['integrations', 'Integrations'],
    ['sceneTriggers', 'Scene triggers'],
    ['sceneActions', 'Scene actions and conditions'],
    ['widgets', 'Dashboard widgets'],
  ];
  for (const [name, title] of kinds) {
    const {added, removed} = facts[name];
    out.push(`## ${title}`, '');
    out.push(
      `- added: ${added.join(', ') || 'none'}`,
      `- removed: ${removed.join(', ') || 'none'}`,
      '',
    );
  }
  console.log(out.join('\n'));
}
