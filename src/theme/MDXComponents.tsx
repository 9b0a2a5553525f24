import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * The theme's MDX components, with Markdown tables made keyboard-scrollable
 * when they overflow (see src/components/ScrollableTable).
 */
const components: typeof MDXComponents = {...MDXComponents, table: ScrollableTable};

export default components;
