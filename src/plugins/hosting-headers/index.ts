import type {LoadContext, Plugin} from '@docusaurus/types';
import {createHash} from 'node:crypto';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {formatHeadersFile, headerRules} from './rules';
import {searchHostsOf} from '../../lib/siteEnv';
import type {HostingHeadersOptions} from '../../lib/pluginOptions';

/** Script types a browser executes (an empty type means JavaScript). */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The `sha256-…` CSP sources of the executable inline scripts of one HTML
 * document (`<script>` without `src`); data blocks such as
 * `application/ld+json` are skipped, since browsers never run them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) {
      continue;
    }
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!executableTypes.has(type)) {
      continue;
    }
    hashes.push(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return hashes;
}

/** Every `.html` file below `dir` (absolute paths). */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Origin of an absolute URL, or null when none is set. */
function originOf(url: string | null): string | null {
  return url ? new URL(url).origin : null;
}

/**
 * Writes `_headers` at the root of the build output after each locale is
 * built, from the rules of `rules.ts`. The Content-Security-Policy lists the
 * hash of every executable inline script found in the HTML built so far (the
 * default locale is built first, so the last pass sees both locales), plus the
 * origins of the contact endpoint and analytics script when those are
 * configured, and Algolia's search hosts when hosted search is (all from
 * `options.siteEnv`).
 *
 * @returns a Docusaurus plugin with only a `postBuild` step.
 */
export default function hostingHeadersPlugin(
  _context: LoadContext,
  {siteEnv}: HostingHeadersOptions,
): Plugin {
  return {
    name: 'gladys-hosting-headers',
    async postBuild({outDir, i18n}) {
      const localePath = i18n.localeConfigs[i18n.currentLocale]?.path ?? i18n.currentLocale;
      // A non-default locale is built into <root>/<locale path>/.
      const rootOutDir =
        i18n.currentLocale === i18n.defaultLocale
          ? outDir
          : path.resolve(outDir, path.relative(localePath, '.'));
      const hashes = new Set<string>();
      for (const file of await htmlFiles(rootOutDir)) {
        for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) {
          hashes.add(hash);
        }
      }
      const rules = headerRules({
        inlineScriptHashes: [...hashes],
        contactOrigin: originOf(siteEnv.contactEndpoint),
        analyticsOrigin: originOf(siteEnv.analyticsScriptUrl),
        searchOrigins: searchHostsOf(siteEnv.algolia)
          .map(originOf)
          .filter((origin) => origin !== null),
      });
      await writeFile(path.join(rootOutDir, '_headers'), formatHeadersFile(rules));
    },
  };
}
