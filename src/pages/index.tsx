import type {ReactNode} from 'react';
import HomePage from './_components/HomePage';
import copy from './_copy';

/**
 * Home page (`/`). The French route is the twin at the same path under
 * `i18n/fr/docusaurus-plugin-content-pages/`, which passes the French copy.
 */
export default function Home(): ReactNode {
  return <HomePage copy={copy} />;
}
