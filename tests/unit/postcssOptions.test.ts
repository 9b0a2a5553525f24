/**
 * src/plugins/postcss-options: PostCSS gets Docusaurus's options unchanged, plus `config: false`
 * (no config file search).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import postcssOptionsPlugin from '../../src/plugins/postcss-options/index.ts';

test('configurePostCss: no config search, the plugins as Docusaurus gave them', () => {
  const {configurePostCss} = postcssOptionsPlugin();
  const plugins = [['postcss-preset-env', {}]];
  const options = configurePostCss!({ident: 'postcss', plugins} as never) as {
    config?: unknown;
    ident?: string;
    plugins: unknown[];
  };
  assert.equal(options.config, false);
  assert.equal(options.ident, 'postcss');
  assert.equal(options.plugins, plugins);
});
