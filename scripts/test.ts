// Runs every check of the project in order and stops at the first failing step:
// typecheck, lint, format, unit and data tests, the Pages Functions in wrangler, translations, dependency audit, a
// production build of both locales (with the test-only routes), checks of the built
// site (HTML validity, hosting headers and redirects…), and the end-to-end tests in
// headless Chromium (axe on every sitemap page, privacy, CSP, keyboard…), then the
// search e2e tests again against a hosted-search build and a local Algolia stand-in. Prints a closing "N passed, N failed" line.
//
// Options: --skip-build reuses ./build (when it exists); --only=<step,...> runs some steps.
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {parseArgs} from 'node:util';

// Not strict: an option it does not know is left alone, as it always was.
const {values} = parseArgs({
  options: {'skip-build': {type: 'boolean', default: false}, only: {type: 'string'}},
  strict: false,
});
const skipBuild = values['skip-build'] === true && existsSync('build/index.html');
const only = typeof values.only === 'string' ? values.only.split(',') : undefined;

/** Test-build settings: test-only routes on, a local (mocked) contact endpoint. */
const testEnv = {
  ...process.env,
  GLADYS_TEST_ROUTES: 'true',
  CONTACT_ENDPOINT:
    process.env.CONTACT_ENDPOINT ??
    // The port the e2e server listens on (playwright.config.ts), so E2E_PORT moves both.
    `http://localhost:${process.env.E2E_PORT ?? 3210}/__test__/contact-endpoint`,
  ALGOLIA_APP_ID: '',
  ALGOLIA_SEARCH_API_KEY: '',
  ALGOLIA_INDEX_NAME: '',
  ANALYTICS_SCRIPT_URL: '',
};

/** Settings of the hosted-search build: its backend queries tests/support/algoliaServer.ts. */
const hostedEnv = {
  ...testEnv,
  ALGOLIA_APP_ID: 'TESTAPP1',
  ALGOLIA_SEARCH_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'gladys',
  ALGOLIA_SEARCH_HOST: 'http://127.0.0.1:3211',
};

/** Test files of some folders (Node 20's --test does not expand folders or globs). */
const testFiles = (...dirs: string[]) =>
  dirs.flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.test.ts'))
          .map((f) => `${dir}/${f}`)
      : [],
  );

/**
 * TypeScript through tsx, and stand-ins for Docusaurus client modules such as
 * `@docusaurus/Translate`, so that data files calling `translate()` load under node:test.
 */
const nodeTestImports = ['--import', 'tsx', '--import', './tests/support/docusaurusStubs.ts'];

/**
 * Test files run two at a time. Node's default is one fewer than the cores, so a single file at a
 * time on the two-core machines CI uses, where each file's process spends much of its life starting
 * up (tsx, imports) or waiting for a command it spawned. Every file writes only in its own
 * temporary folder and listens on a port the system picks, so two can run side by side.
 */
const fileConcurrency = '--test-concurrency=2';

/** A step: its name, the command and its arguments, whether to skip it, its environment. */
type Step = [name: string, cmd: string, args: string[], skip?: boolean, env?: NodeJS.ProcessEnv];

const steps: Step[] = [
  // The README's commands, run as a reader types them.
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['format', 'npm', ['run', 'format:check']],
  [
    'unit',
    'node',
    [
      ...nodeTestImports,
      '--test',
      fileConcurrency,
      '--test-reporter=spec',
      ...testFiles('tests/unit', 'tests/data'),
    ],
  ],
  // The Pages Functions (functions/) in Cloudflare's local runtime (wrangler pages dev, workerd),
  // against local stand-ins for the services they call.
  [
    'functions',
    'node',
    [...nodeTestImports, '--test', '--test-reporter=spec', ...testFiles('tests/functions')],
  ],
  // The writer's loop: `npm start` and `npm run start:fr` from an empty cache, a saved change
  // shown in the page, and write-translations leaving i18n/fr as committed.
  [
    'writer-loop',
    'node',
    [
      ...nodeTestImports,
      '--test',
      '--test-concurrency=1',
      '--test-reporter=spec',
      ...testFiles('tests/dev'),
    ],
  ],
  // High or critical advisories in shipped dependencies (skipped when the registry cannot answer).
  ['audit', 'npm', ['run', 'audit']],
  // Both locales (a `docusaurus build` process each, scripts/build.ts), with the test settings.
  ['build', 'npm', ['run', 'build'], skipBuild],
  [
    'built-site',
    'node',
    [
      ...nodeTestImports,
      '--test',
      fileConcurrency,
      '--test-reporter=spec',
      ...testFiles('tests/build'),
    ],
  ],
  ['e2e', 'npm', ['run', 'test:e2e']],
  // Hosted search mode: an English build whose search queries a local Algolia stand-in,
  // then the search spec against it (playwright.config.ts, E2E_SEARCH=hosted).
  [
    'build-hosted',
    'npx',
    ['docusaurus', 'build', '--locale', 'en', '--out-dir', 'build-hosted'],
    false,
    hostedEnv,
  ],
  ['e2e-hosted', 'npx', ['playwright', 'test'], false, {...testEnv, E2E_SEARCH: 'hosted'}],
];

let passed = 0;
let failed = 0;
for (const [name, cmd, cmdArgs, skip, env = testEnv] of steps) {
  if (only && !only.includes(name)) continue;
  if (cmdArgs.includes('--test') && !cmdArgs.some((a) => a.endsWith('.test.ts'))) {
    // `node --test` with no file would search the whole repository for tests.
    console.log(`=== ${name}: FAILED (no test file found) ===`);
    failed += 1;
    break;
  }
  if (skip) {
    console.log(`\n=== ${name}: skipped (reusing build/) ===`);
    continue;
  }
  console.log(`\n=== ${name}: ${cmd} ${cmdArgs.join(' ')} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, cmdArgs, {stdio: 'inherit', env});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`=== ${name}: ok (${seconds} s) ===`);
  } else {
    failed += 1;
    console.log(`=== ${name}: FAILED (${seconds} s, exit ${result.status ?? result.signal}) ===`);
    break;
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
