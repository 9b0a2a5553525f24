import type {ReactNode} from 'react';
import OpenMetricsPage from './_components/OpenMetricsPage';
import copy from './_copy';

/**
 * English route of the open metrics page (`/open/`): the page with its English copy. The French
 * route is its twin under `i18n/fr/docusaurus-plugin-content-pages/open/`.
 */
export default function OpenMetrics(): ReactNode {
  return <OpenMetricsPage copy={copy} />;
}
