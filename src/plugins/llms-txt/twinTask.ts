import type {LoadContext, RouteConfig} from '@docusaurus/types';
import {createRequire} from 'node:module';
import path from 'node:path';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';
import {collectDiagrams} from '../diagrams/sources';
import {pageForTwin} from './pageForTwin';
import {twinPluginOptions, type TwinSite} from './twinOptions';

/** What the twins of a locale are made from; plain data, so that it crosses to a worker thread. */
export type TwinTaskInput = TwinSite & {
  /** The locale's build folder. */
  outDir: string;
  /** Docusaurus's `.docusaurus` folder (the third-party plugin keeps notes of its own there). */
  generatedFilesDir: string;
  /** `siteConfig.trailingSlash`, which the third-party plugin reads with the base URL. */
  trailingSlash: boolean | undefined;
  /** The route tree Docusaurus gives `postBuild`. */
  routes: RouteConfig[];
};

/** Makes the Markdown twins of one locale; see {@link prepareTwins}. */
export type TwinMaker = (input: TwinTaskInput) => Promise<void>;

/** `readFile` of fs-extra, as the third-party plugin calls it for each page. */
type ReadFile = (file: unknown, ...rest: unknown[]) => Promise<unknown>;

/**
 * Makes the third-party plugin read each built page of `outDir` through {@link pageForTwin}.
 * It has no hook before its HTML parser, so this wraps `readFile` of the fs-extra it imports.
 * Only the twins' worker thread calls this, and a worker thread has a module registry of its
 * own: nothing else in the build sees the wrapper.
 *
 * @param outDir the locale's build folder; files elsewhere, and files that are not `.html`, are
 *   read as they are
 */
function readPagesForTwins(outDir: string): void {
  const fromPlugin = createRequire(require.resolve('@signalwire/docusaurus-plugin-llms-txt'));
  const fsExtra = fromPlugin('fs-extra') as {readFile: ReadFile; gladysReadFile?: ReadFile};
  const readFile = (fsExtra.gladysReadFile ??= fsExtra.readFile);
  const folder = `${path.resolve(outDir)}${path.sep}`;
  const isPage = (file: unknown, rest: unknown[]) =>
    typeof file === 'string' &&
    file.endsWith('.html') &&
    path.resolve(file).startsWith(folder) &&
    typeof rest.at(-1) !== 'function'; // the promise form only
  fsExtra.readFile = (file, ...rest) =>
    isPage(file, rest)
      ? readFile(file, ...rest).then((html) =>
          typeof html === 'string' ? pageForTwin(html) : html,
        )
      : readFile(file, ...rest);
}

/**
 * Gets ready to make Markdown twins: collects the Mermaid source of every diagram (the twins show
 * a diagram as its source) once, before any page is built.
 *
 * @param siteDir the site's root
 * @returns a function that writes the Markdown twin of every doc and post of a locale into its
 *   build folder with `@signalwire/docusaurus-plugin-llms-txt` (which also writes an `llms.txt`
 *   that src/plugins/llms-txt replaces); it throws the third-party plugin's error when a page
 *   cannot be converted (`onRouteError: 'throw'`)
 */
export default function prepareTwins(siteDir: string): TwinMaker {
  const diagramSources = new Map<string, string>();
  for (const diagram of collectDiagrams(siteDir)) {
    diagramSources.set(diagram.key, diagram.source);
  }
  return async (input) => {
    const siteConfig = {
      url: input.siteUrl,
      baseUrl: input.baseUrl,
      title: input.siteTitle,
      trailingSlash: input.trailingSlash,
    };
    readPagesForTwins(input.outDir);
    // The plugin reads its context only to add CLI commands, which a worker never does.
    const plugin = llmsTxtPlugin(
      {siteDir, siteConfig} as unknown as LoadContext,
      twinPluginOptions(input, diagramSources),
    );
    type PostBuildProps = Parameters<NonNullable<(typeof plugin)['postBuild']>>[0];
    await plugin.postBuild?.({
      outDir: input.outDir,
      siteDir,
      generatedFilesDir: input.generatedFilesDir,
      siteConfig,
      routes: input.routes,
    } as unknown as PostBuildProps);
  };
}
