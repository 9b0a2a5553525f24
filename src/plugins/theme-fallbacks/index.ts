import type {LoadContext, Plugin} from '@docusaurus/types';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/** Something of a dependency that a swizzled component relies on, outside its public API. */
export type PrivateTarget =
  /** A file reached by its path inside the package (`pkg/lib/theme/X/styles.module.css`). */
  | {file: string}
  /** A name that an entry point must still export (`@docusaurus/theme-common/internal`). */
  | {module: string; exports: string[]};

/** A swizzle that Docusaurus marks unsafe and that we eject or replace (see src/theme/README.md). */
export type GuardedSwizzle = {
  /** Theme component, as `@theme/<component>`. */
  component: string;
  /** What the copy reaches besides public entry points; empty when it reaches nothing. */
  targets: PrivateTarget[];
};

/**
 * The ejected or replaced components of src/theme that Docusaurus marks unsafe, with the private
 * paths and names each one uses. Keep in step with the table of src/theme/README.md.
 */
export const guardedSwizzles: readonly GuardedSwizzle[] = [
  {
    component: 'CodeBlock/Content',
    targets: [
      {file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css'},
      {module: '@docusaurus/theme-common/internal', exports: ['useCodeBlockContext']},
    ],
  },
  {
    component: 'CodeBlock/Line',
    targets: [{file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css'}],
  },
  {component: 'LastUpdated', targets: []},
  {component: 'BlogPostItem/Header/Info', targets: []},
  {component: 'BlogListPage', targets: []},
  {component: 'BlogArchivePage', targets: []},
  {component: 'NavbarItem/DropdownNavbarItem/Desktop', targets: []},
  {component: 'DocBreadcrumbs/StructuredData', targets: []},
  {component: 'BlogPostPage/StructuredData', targets: []},
  {component: 'SearchPage', targets: []},
];

/**
 * Why a target is out of reach, or null when it is where the copy expects it.
 *
 * @param target one of a swizzle's targets
 * @param resolve resolves a module request from the site
 */
export function missingTarget(
  target: PrivateTarget,
  resolve: (request: string) => string,
): string | null {
  const request = 'file' in target ? target.file : target.module;
  let file: string;
  try {
    file = resolve(request);
  } catch {
    return `${request} cannot be found`;
  }
  if ('file' in target) return existsSync(file) ? null : `${request} cannot be found`;
  const text = readFileSync(file, 'utf8');
  const gone = target.exports.filter((name) => !new RegExp(`\\b${name}\\b`).test(text));
  return gone.length ? `${request} no longer exports ${gone.join(', ')}` : null;
}

/**
 * Falls back to the theme's own component, with a warning and never a failure, when an ejected or
 * replaced swizzle can no longer work with the installed theme (see README.md):
 *
 * - one of its private targets moved: `@theme/<component>` points at the theme's original
 *   (`@theme-original/<component>`) instead of our copy, so the build goes on with stock
 *   behaviour;
 * - the theme no longer has the component at all: our copy is then simply unused.
 *
 * @returns a Docusaurus plugin with only `configureWebpack`
 */
export default function themeFallbacksPlugin(context: LoadContext): Plugin {
  const resolve = createRequire(path.join(context.siteDir, 'package.json')).resolve;
  let warned = false;
  return {
    name: 'gladys-theme-fallbacks',
    configureWebpack(config) {
      const aliases = (config.resolve?.alias ?? {}) as Record<string, string>;
      const fallbacks: Record<string, string> = {};
      const warnings: string[] = [];
      for (const {component, targets} of guardedSwizzles) {
        const original = aliases[`@theme-original/${component}`];
        if (!original) {
          warnings.push(
            `the theme no longer has ${component}: src/theme/${component} is unused (stock behaviour)`,
          );
          continue;
        }
        const missing = targets
          .map((target) => missingTarget(target, resolve))
          .filter((why): why is string => why !== null);
        if (missing.length) {
          fallbacks[`@theme/${component}`] = original;
          warnings.push(
            `src/theme/${component} falls back to the theme's own component: ${missing.join('; ')}`,
          );
        }
      }
      if (!warned) {
        for (const warning of warnings) console.warn(`[theme-fallbacks] ${warning}`);
        warned = true;
      }
      return Object.keys(fallbacks).length ? {resolve: {alias: fallbacks}} : {};
    },
  };
}
