/**
 * The writer's loop, as the README gives it: `npm start`, `npm run start:fr` and `npm run start:next` serve the docs from
 * an empty cache, render a doc, and show a saved change without a restart. Each server runs alone
 * (both would write the same `.docusaurus/`), on a free port, and is stopped with its whole process
 * group whatever happens. A failure prints the server's last lines.
 */
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '../../scripts/lib/chromium.ts';
import {answers200, freePort, siteDir, startNpm, stopNpm} from '../support/processes.ts';

/** How long a server may take to compile its first page: generous, for a loaded 2-core machine. */
const startLimitMs = 8 * 60_000;
/** How long a saved change may take to reach the page. */
const reloadLimitMs = 2 * 60_000;

/** The doc each locale's check opens: the docs' home page (slug `/`), and the file behind it. */
const servers = [
  // `npm start` compiles the default docs version only (/docs/, versioned_docs/), `start:next` the
  // next one (/docs/next/, docs/).
  {
    script: 'start',
    docsPath: '/docs/',
    file: 'versioned_docs/version-4.86/installation/hardware.md',
  },
  {script: 'start:next', docsPath: '/docs/next/', file: 'docs/installation/hardware.md'},
  {
    script: 'start:fr',
    docsPath: '/fr/docs/',
    file: 'i18n/fr/docusaurus-plugin-content-docs/version-4.86/installation/hardware.md',
  },
] as const;

/** The `title` of a doc's front matter. */
function titleOf(source: string): string {
  const title = source.match(/^title:\s*(.+)$/m)?.[1]?.trim();
  if (!title) throw new Error('the doc has no title in its front matter');
  return title.replace(/^(['"])(.*)\1$/, '$2');
}

let browser: Browser | undefined;
after(async () => browser?.close());

describe('the writer loop: dev server', {concurrency: 1}, () => {
  for (const {script, docsPath, file} of servers) {
    test(
      `npm run ${script} serves ${docsPath} and shows a saved change`,
      {timeout: startLimitMs + reloadLimitMs + 120_000},
      async () => {
        // An empty cache: what Docusaurus generated and what the bundler kept.
        rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
        rmSync(path.join(siteDir, 'node_modules/.cache/rspack'), {recursive: true, force: true});
        const port = await freePort();
        const server = startNpm(script, [
          '--port',
          String(port),
          '--host',
          '127.0.0.1',
          '--no-open',
        ]);
        const docFile = path.join(siteDir, file);
        const original = readFileSync(docFile, 'utf8');
        const url = `http://127.0.0.1:${port}${docsPath}`;
        try {
          await answers200(server, url, startLimitMs);
          browser ??= await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
          const page = await browser.newPage();
          await page.goto(url);
          const heading = page.locator('article h1').first();
          await heading.waitFor({timeout: startLimitMs});
          assert.equal((await heading.textContent())?.trim(), titleOf(original));

          const marker = `Writer loop check ${Date.now()}`;
          writeFileSync(docFile, `${original}\n${marker}\n`);
          await page.getByText(marker).waitFor({timeout: reloadLimitMs});
          await page.close();
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new Error(
            `${message}\n--- last lines of npm run ${script} ---\n${server.lines.join('\n')}`,
          );
        } finally {
          writeFileSync(docFile, original);
          await stopNpm(server, port);
        }
      },
    );
  }
});
