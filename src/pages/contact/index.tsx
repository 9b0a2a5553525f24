import type {ReactNode} from 'react';
import ContactPage from './_components/ContactPage';
import copy from './_copy';

/**
 * Contact page (`/contact/`). The French route is the twin at the same path under
 * `i18n/fr/docusaurus-plugin-content-pages/`, which passes the French copy.
 */
export default function Contact(): ReactNode {
  return <ContactPage copy={copy} />;
}
