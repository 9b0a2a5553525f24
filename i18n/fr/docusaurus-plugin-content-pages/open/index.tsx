import type {ReactNode} from 'react';
import OpenMetricsPage from '@site/src/pages/open/_components/OpenMetricsPage';
import copy from './_copy';

/** French route of the open metrics page (`/fr/open/`): the page with its French copy. */
export default function OpenMetrics(): ReactNode {
  return <OpenMetricsPage copy={copy} />;
}
