import type {ReactNode} from 'react';
import IntegrationsPage from './_components/IntegrationsPage';
import copy from './_copy';

/**
 * English route of the integrations directory (`/integrations/`): the page with its English copy.
 * The French route is its twin under `i18n/fr/docusaurus-plugin-content-pages/integrations/`.
 */
export default function Integrations(): ReactNode {
  return <IntegrationsPage copy={copy} />;
}
