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

test('configurePostCss: no config search, postcss-preset-env made once, on first use', () => {
  const {configurePostCss} = postcssOptionsPlugin();
  const options = configurePostCss!(docusaurusOptions as never) as {
    config?: unknown;
    ident?: string;
    plugins: unknown[];
  };
  assert.equal(options.config, false);
  assert.equal(options.ident, 'postcss');
  assert.equal(options.plugins.length, 1);
  const [creator] = options.plugins as ((() => {postcssPlugin?: string}) & {postcss?: boolean})[];
  assert.equal(typeof creator, 'function', 'a plugin creator, not a module name');
  assert.equal(creator!.postcss, true);
  // Nothing is loaded before PostCSS asks for the plugin (a build with every stylesheet cached).
  assert.equal(requireModule.cache[presetEnv], undefined, 'postcss-preset-env loaded too early');
  const plugin = creator!();
  assert.equal(plugin.postcssPlugin, 'postcss-preset-env');
  assert.equal(creator!(), plugin, 'the same plugin for every stylesheet');
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
  const creator = madeOnce(['node:path', {}]) as () => unknown;
  assert.throws(() => creator(), /"node:path" does not export a function/);
});
