import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {pageUrl} from '../../lib/structuredData';
import {addFaqStructuredData} from './extract';

/** Every `index.html` below `dir`. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * After each locale is built, gives every page that shows questions and
 * answers its `FAQPage` JSON-LD, written from the page's own HTML (rules in
 * `./extract.ts`): pages with the `<Faq>` component (the Gladys Plus page),
 * and docs whose front matter has `faq: true` (the installation FAQ). Reading
 * the built page rather than the source means the structured data holds the
 * text a reader sees, MDX components and translations resolved. Files are
 * replaced atomically, as other plugins read the HTML in the same step.
 *
 * @returns a Docusaurus plugin with only a `postBuild` step.
 */
export default function faqStructuredDataPlugin(context: LoadContext): Plugin {
  return {
    name: 'gladys-faq-structured-data',
    async postBuild({outDir, baseUrl, plugins}) {
      const docs = plugins.find(
        (p) => p.name === 'docusaurus-plugin-content-docs' && p.options.id === 'default',
      )?.content as DocsContent | undefined;
      const faqDocs = new Set(
        (docs?.loadedVersions ?? [])
          .flatMap((version) => version.docs)
          .filter((doc) => doc.frontMatter.faq === true)
          .map((doc) => pageUrl('', doc.permalink)),
      );
      for (const file of await htmlFiles(outDir)) {
        const route =
          `${baseUrl}${path.relative(outDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(
            /\/+$/,
            '/',
          );
        const html = await readFile(file, 'utf8');
        const isFaqDoc = faqDocs.has(route);
        if (!isFaqDoc && !html.includes('data-faq-item')) continue;
        const updated = addFaqStructuredData(
          html,
          pageUrl(context.siteConfig.url, route),
          isFaqDoc,
        );
        if (!updated) {
          if (isFaqDoc)
            throw new Error(`faq-structured-data: ${route} has faq: true but no ## question`);
          continue;
        }
        const temporary = `${file}.faq-tmp`;
        await writeFile(temporary, updated);
        await rename(temporary, file);
      }
    },
  };
}
