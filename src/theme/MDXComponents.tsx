import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * The theme's MDX components, with Markdown tables made keyboard-scrollable when they overflow (see
 * src/components/ScrollableTable).
 *
 * The site's own components that every doc may use without an import (`<UiLabel>`,
 * `<ProductFact>`, `<AtAGlance>`, `<SceneStepIndex>`, `<Screenshot>`) are not listed here: a
 * component here is bundled with every docs and blog page. src/remark/mdxAutoImport.ts writes their
 * imports into the files that use them instead. `<InstallCommand>` is no component:
 * src/remark/installCommands.ts turns it into a code block.
 */
const components: typeof MDXComponents = {
  ...MDXComponents,
  table: ScrollableTable,
};

export default components;
