// The rewrite of the docs version's props file (index.ts), in CommonJS so the loader uses it as is.

/**
 * Removes what no page of this site reads from the props of the docs plugin's version route: the
 * `description` of every doc in `version.docs`. Docusaurus puts that map, with every doc's title,
 * description and sidebar, into a chunk that every docs page loads (a quarter of the French
 * chunk's 49 KB); only the theme's `DocCard` (category cards, `useDocById`) reads a description
 * from it, and the site shows no such card (tests/data/docsVersionProps.test.ts).
 *
 * @param {string} source the JSON of one route props file of the docs plugin
 * @param {string} file its path, for the error message
 * @returns {{json: string, trimmed: number}} the JSON to bundle and how many descriptions went;
 *   a props file of another route (tags…) comes back as it was, with `trimmed` 0
 * @throws Error naming the file when a version's `docs` entry is not the shape this was written
 *   for (`{id, title, description?, sidebar?}`): a Docusaurus upgrade changed it
 */
function trimVersionProps(source, file) {
  const props = JSON.parse(source);
  const docs = props && props.version && props.version.docsSidebars ? props.version.docs : null;
  if (!docs) return {json: source, trimmed: 0};
  const known = new Set(['id', 'title', 'description', 'sidebar']);
  let trimmed = 0;
  for (const [id, doc] of Object.entries(docs)) {
    const unknown = Object.keys(doc).filter((key) => !known.has(key));
    if (doc.id !== id || unknown.length) {
      throw new Error(
        `[docs-version-props] ${file}: the doc "${id}" of version.docs has fields this site does not know (${unknown.join(', ') || 'id differs'}); check what the theme reads from them (src/plugins/docs-version-props)`,
      );
    }
    if ('description' in doc) {
      delete doc.description;
      trimmed += 1;
    }
  }
  return {json: JSON.stringify(props), trimmed};
}

module.exports = {trimVersionProps};
