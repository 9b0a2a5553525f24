import type {ReactNode} from 'react';
import IntegrationsPage from '@site/src/pages/integrations/_components/IntegrationsPage';
import copy from './_copy';

/** French route of the integrations directory (`/fr/integrations/`): the page with its French copy. */
export default function Integrations(): ReactNode {
  return <IntegrationsPage copy={copy} />;
}
