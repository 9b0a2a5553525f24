import type {ReactNode} from 'react';
import PlusPage from './_components/PlusPage';
import copy from './_copy.json';

/**
 * Gladys Plus page (`/plus/`). The French route is the twin at the same path under
 * `i18n/fr/docusaurus-plugin-content-pages/`, which passes the French copy.
 */
export default function Plus(): ReactNode {
  return <PlusPage copy={copy} />;
}
