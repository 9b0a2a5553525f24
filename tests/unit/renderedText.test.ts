/** The reader-side syntax checks find what they must and leave code alone. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {emptyTableHeaders, visibleSyntax} from '../../src/lib/renderedText.ts';

const page = (body: string) => `<html><body><nav>**nav**</nav><main>${body}</main></body></html>`;

test('finds Markdown and MDX syntax left as text in <main>', () => {
  const cases: [string, string][] = [
    ['<p>:::warning Keep the token private</p><p>:::</p>', 'admonition fence'],
    ['<p>Click **Save** to finish</p>', 'bold marker'],
    ['<p>Open the [settings](../x.md) page</p>', 'Markdown link'],
    ['<p>{/* truncate */}</p>', 'MDX comment'],
    ['<p>Run `npm start`</p>', 'backticks'],
    ['<p>## Title</p>', 'heading marker'],
    ['<p>| a | b |</p>', 'table row'],
    ['<p>see [[Page]]</p>', 'wiki link'],
    ['<p>&lt;!-- note --&gt;</p>', 'HTML comment'],
    ['<p>an __init value</p>', 'underscore emphasis'],
  ];
  for (const [html, name] of cases) {
    const found = visibleSyntax(page(html));
    assert.ok(
      found.some((f) => f.startsWith(name)),
      `${name} not found in ${html}: ${found}`,
    );
  }
});

test('leaves code, kbd, SVG and text outside <main> alone', () => {
  assert.deepEqual(
    visibleSyntax(
      page(
        '<p>A <code>**bold**</code> and <kbd>`</kbd></p><pre>:::tip\n| a |</pre><svg><text>](x)</text></svg><p>A line with # inside and a | pipe</p>',
      ),
    ),
    [],
  );
});

test("leaves text quoted from an integration's author alone, and only that", () => {
  assert.deepEqual(
    visibleSyntax(page('<p><span data-author-text>Use `admin` here</span></p>')),
    [],
  );
  assert.notDeepEqual(visibleSyntax(page('<p><span>Use `admin` here</span></p>')), []);
});

test('finds empty table headers, not named ones', () => {
  assert.deepEqual(
    emptyTableHeaders('<table><thead><tr><th></th><th> </th></tr></thead></table>'),
    ['table 1: empty <th>'],
  );
  assert.deepEqual(
    emptyTableHeaders('<table><tr><th scope="row">Connection</th><td>Local</td></tr></table>'),
    [],
  );
  assert.deepEqual(
    emptyTableHeaders(
      page('<table><tr><th>Name<td>x</table><p>Between</p><table><thead><tr><th><th>Plus</table>'),
    ),
    ['table 2: empty <th>'],
    'tables are counted in page order, end tags left out as the minifier does',
  );
  assert.deepEqual(emptyTableHeaders(page('<p>No table</p>')), []);
});
