/**
 * `npm run serve` (the README's way to look at a build, and to try the search) serves `build/` in
 * both locales: the docs' home answers 200 with its title in each, then the server is stopped with
 * its process group. A failure prints the server's last lines.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {load} from 'cheerio';
import {locales, page} from '../support/build.ts';
import {answers200, freePort, startNpm, stopNpm} from '../support/processes.ts';

test('npm run serve serves the build in both locales', {timeout: 5 * 60_000}, async () => {
  const port = await freePort();
  const server = startNpm('serve', ['--port', String(port), '--host', '127.0.0.1', '--no-open']);
  try {
    // Up once the home page answers; then each locale's docs must answer at once.
    await answers200(server, `http://127.0.0.1:${port}/`, 3 * 60_000);
    for (const {prefix} of locales) {
      const url = `http://127.0.0.1:${port}${prefix}/docs/`;
      const response = await fetch(url);
      assert.equal(response.status, 200, url);
      const served = load(await response.text());
      assert.equal(served('h1').first().text(), page(`${prefix}/docs/`)('h1').first().text(), url);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n--- last lines of npm run serve ---\n${server.lines.join('\n')}`);
  } finally {
    await stopNpm(server, port);
  }
});
