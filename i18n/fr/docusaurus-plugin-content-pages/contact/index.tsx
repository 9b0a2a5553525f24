import type {ReactNode} from 'react';
import ContactPage from '@site/src/pages/contact/_components/ContactPage';
import copy from './_copy';

/** French route of the contact page (`/fr/contact/`): the page with its French copy. */
export default function Contact(): ReactNode {
  return <ContactPage copy={copy} />;
}
