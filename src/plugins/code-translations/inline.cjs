// @ts-check
/**
 * Writes a locale's UI text into the modules that show it (see index.ts): each `translate()` call
 * and `<Translate>` element of a source file whose id is in `messages` gets the locale's message
 * in place of the English one, so the browser no longer needs that id in the main bundle's
 * translation table.
 */
const {parse} = require('@babel/parser');

/** Where the translation API comes from. */
const translateModule = '@docusaurus/Translate';

/**
 * @typedef {{type: string, start: number, end: number, [key: string]: any}} Node
 * @typedef {{code: string, inlined: string[]}} InlineResult
 */

/** @param {Node | undefined} node @returns {string | undefined} the text of a string literal or of a template without expressions */
function staticText(node) {
  if (!node) return undefined;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0].value.cooked;
  if (node.type === 'JSXExpressionContainer') return staticText(node.expression);
  return undefined;
}

/** @param {Node} node @param {(node: Node) => void} visit calls `visit` on every node below `node` */
function walk(node, visit) {
  visit(node);
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    const value = node[key];
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === 'string') walk(child, visit);
    } else if (value && typeof value.type === 'string') {
      walk(value, visit);
    }
  }
}

/**
 * Inlines the messages of `messages` into one source file.
 *
 * @param {string} source the file's TypeScript or JavaScript source (JSX allowed)
 * @param {string} file the file's path, for error messages
 * @param {Record<string, string>} messages translation id → the locale's message, for the ids to inline
 * @returns {InlineResult} the new source, and the ids inlined (once per site)
 * @throws Error naming the file and the id when an id of `messages` appears in the file somewhere
 *   the build cannot write the message in: a `translate()` or `<Translate>` whose message is not a
 *   plain string, or the id used outside the translation API
 */
function inlineTranslations(source, file, messages) {
  if (!source.includes(translateModule)) return {code: source, inlined: []};
  const ast = /** @type {Node} */ (
    /** @type {unknown} */ (
      parse(source, {sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: false})
    )
  );
  /** Local names of the function and of the component. */
  const functions = new Set();
  const components = new Set();
  for (const statement of ast.program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== translateModule)
      continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') components.add(specifier.local.name);
      else if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'translate')
        functions.add(specifier.local.name);
    }
  }
  /** @type {Array<{start: number, end: number, text: string}>} */
  const edits = [];
  /** @type {string[]} */
  const inlined = [];
  /** Start offsets of the id literals that an edit accounts for. */
  const handled = new Set();
  const fail = (/** @type {string} */ id, /** @type {Node} */ node, /** @type {string} */ why) => {
    throw new Error(
      `${file}:${node.loc?.start.line}: the build cannot write the translation of "${id}" into this file: ${why}`,
    );
  };
  walk(ast, (node) => {
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      functions.has(node.callee.name) &&
      node.arguments[0]?.type === 'ObjectExpression'
    ) {
      const props = node.arguments[0].properties;
      const prop = (/** @type {string} */ name) =>
        props.find(
          (/** @type {Node} */ p) =>
            p.type === 'ObjectProperty' &&
            !p.computed &&
            p.key.type === 'Identifier' &&
            p.key.name === name,
        );
      const idProp = prop('id');
      const messageProp = prop('message');
      const id = staticText(idProp?.value) ?? staticText(messageProp?.value);
      if (id === undefined || !(id in messages)) return;
      if (!messageProp || staticText(messageProp.value) === undefined)
        fail(id, node, 'its message is not a plain string');
      edits.push({
        start: messageProp.value.start,
        end: messageProp.value.end,
        text: JSON.stringify(messages[id]),
      });
      if (idProp) handled.add(idProp.value.start);
      else handled.add(messageProp.value.start);
      inlined.push(id);
    } else if (
      node.type === 'JSXElement' &&
      node.openingElement.name.type === 'JSXIdentifier' &&
      components.has(node.openingElement.name.name)
    ) {
      const idAttr = node.openingElement.attributes.find(
        (/** @type {Node} */ a) => a.type === 'JSXAttribute' && a.name.name === 'id',
      );
      // Text made only of white space and a line break is no child for JSX.
      const children = node.children.filter(
        (/** @type {Node} */ child) =>
          !(child.type === 'JSXText' && /^\s*$/.test(child.value) && child.value.includes('\n')),
      );
      const childText =
        children.length === 1
          ? (staticText(children[0]) ??
            (children[0].type === 'JSXText' ? children[0].value : undefined))
          : undefined;
      const id = staticText(idAttr?.value) ?? childText;
      if (id === undefined || !(id in messages)) return;
      if (childText === undefined) fail(id, node, 'its children are not a plain string');
      edits.push({
        start: children[0].start,
        end: children[0].end,
        text: `{${JSON.stringify(messages[id])}}`,
      });
      if (idAttr) handled.add(idAttr.value.start);
      inlined.push(id);
    }
  });
  // Any other literal naming an id to inline is a use the build does not understand.
  walk(ast, (node) => {
    if (node.type === 'StringLiteral' && node.value in messages && !handled.has(node.start)) {
      const inEdit = edits.some((edit) => node.start >= edit.start && node.end <= edit.end);
      if (!inEdit) fail(node.value, node, 'the id is used outside translate() and <Translate>');
    }
  });
  edits.sort((a, b) => b.start - a.start);
  let code = source;
  for (const edit of edits) code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  return {code, inlined};
}

module.exports = {inlineTranslations};
