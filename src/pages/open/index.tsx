import type {ReactNode} from 'react';
import messages from '@locale/pages/open.json';
import OpenMetricsPage from './_components/OpenMetricsPage';

/** Open metrics page (`/open/`), with its words from `i18n/<locale>/pages/open.json`. */
export default function OpenMetrics(): ReactNode {
  return <OpenMetricsPage copy={messages} />;
}
