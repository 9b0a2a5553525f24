import type {ReactNode} from 'react';
import messages from '@locale/pages/integrations.json';
import IntegrationsPage from './_components/IntegrationsPage';

/** Integrations directory (`/integrations/`), with its words from `i18n/<locale>/pages/integrations.json`. */
export default function Integrations(): ReactNode {
  return <IntegrationsPage copy={messages} />;
}
