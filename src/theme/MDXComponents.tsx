import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import UiLabel from '@site/src/components/UiLabel';
import ProductFact from '@site/src/components/ProductFact';
import AtAGlance from '@site/src/components/AtAGlance';
import SceneStepIndex from '@site/src/components/SceneStepIndex';
import Screenshot from '@site/src/components/Screenshot';

/**
 * The theme's MDX components, with Markdown tables made keyboard-scrollable when they overflow (see
 * src/components/ScrollableTable), and the components every doc may use without an import:
 * `<UiLabel>` (an interface label), `<ProductFact>` (a fact of src/data/product.ts), `<AtAGlance>`
 * (an integration's summary), `<SceneStepIndex>` (every step of the scene editor, linked to its doc)
 * and `<Screenshot>` (an image of the product's interface in the page's language).
 * `<InstallCommand>` is no component: src/plugins/install-commands turns it into a code block.
 */
const components: typeof MDXComponents = {
  ...MDXComponents,
  table: ScrollableTable,
  UiLabel,
  ProductFact,
  AtAGlance,
  SceneStepIndex,
  Screenshot,
};

export default components;
