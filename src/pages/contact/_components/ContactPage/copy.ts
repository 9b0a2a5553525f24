import type {ReactNode} from 'react';
import type {ContactFormCopy} from '../ContactForm/copy';

/**
 * The words of the contact page, one object per locale, owned by the page:
 * `src/pages/contact/_copy.tsx` (English) and its twin at the same path under
 * `i18n/fr/docusaurus-plugin-content-pages/` (French). TypeScript checks that both have every field.
 */
export interface ContactCopy {
  /** `<title>` and meta description. */
  meta: {title: string; description: string};
  /** The h1 and the paragraph under it (which links to the community forum). */
  heading: ReactNode;
  intro: ReactNode;
  /**
   * The sentence shown instead of the form when no `CONTACT_ENDPOINT` is configured.
   * @param email the contact address, already a mailto link
   */
  mailto: (email: ReactNode) => ReactNode;
  /** The form's labels, error and status messages. */
  form: ContactFormCopy;
}
