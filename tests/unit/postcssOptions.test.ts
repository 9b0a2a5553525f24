/**
 * src/plugins/postcss-options: PostCSS gets each plugin made once, with no config search, and the
 * plugin made once turns a stylesheet into the same CSS as the factory that postcss-loader would
 * have called for each stylesheet.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import postcss, {type AcceptedPlugin} from 'postcss';
import postcssOptionsPlugin, {madeOnce} from '../../src/plugins/postcss-options/index.ts';

const requireModule = createRequire(import.meta.url);
const presetEnv = requireModule.resolve('postcss-preset-env');

/** The options Docusaurus gives postcss-loader (@docusaurus/bundler, styleLoader.js). */
const docusaurusOptions = {ident: 'postcss', plugins: [[presetEnv, {}]]};

test('configurePostCss: no config search, postcss-preset-env made once', () => {
  const {configurePostCss} = postcssOptionsPlugin();
  const options = configurePostCss!(docusaurusOptions as never) as {
    config?: unknown;
    ident?: string;
    plugins: unknown[];
  };
  assert.equal(options.config, false);
  assert.equal(options.ident, 'postcss');
  assert.equal(options.plugins.length, 1);
  const [plugin] = options.plugins as {postcssPlugin?: string}[];
  assert.equal(typeof plugin, 'object', 'a plugin, not a module name or a factory');
  assert.equal(plugin!.postcssPlugin, 'postcss-preset-env');
});

test('a plugin made once gives the CSS that the per-stylesheet factory gives', async () => {
  process.env.BROWSERSLIST_ENV = 'production';
  const css = [
    '.a { text-decoration: underline dotted red; mask-image: url(x.svg); }',
    '.b { font-variant-numeric: tabular-nums; user-select: none; }',
    '.c { color: color-mix(in srgb, red 40%, blue); }',
  ].join('\n');
  // What postcss-loader hands PostCSS for a plugin with empty options: the factory itself.
  const factory = requireModule(presetEnv) as AcceptedPlugin;
  const made = madeOnce([presetEnv, {}]);
  const expected = (await postcss([factory]).process(css, {from: 'a.css'})).css;
  // The same plugin serves several stylesheets in a row.
  for (const from of ['a.css', 'b.css']) {
    assert.equal((await postcss([made]).process(css, {from})).css, expected);
  }
  assert.match(expected, /-webkit-mask-image/, 'Autoprefixer ran');
});

test('anything but a module name with options is passed through; a bad module is named', () => {
  const plugin = {postcssPlugin: 'x'};
  assert.equal(madeOnce(plugin), plugin);
  assert.throws(() => madeOnce(['node:path', {}]), /"node:path" does not export a function/);
});
