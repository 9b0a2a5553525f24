import type {ReactNode} from 'react';
import messages from '@locale/pages/contact.json';
import ContactPage from './_components/ContactPage';

/** Contact page (`/contact/`), with its words from `i18n/<locale>/pages/contact.json`. */
export default function Contact(): ReactNode {
  return <ContactPage copy={messages} />;
}
