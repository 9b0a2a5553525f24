import type {ReactNode} from 'react';

/**
 * The words of the thank-you page, one object per locale, owned by the page:
 * `src/pages/payment_success/_copy.tsx` (English) and its twin at the same path under
 * `i18n/fr/docusaurus-plugin-content-pages/` (French). TypeScript checks that both have every field.
 */
export interface PaymentSuccessCopy {
  /** `<title>` and meta description. */
  meta: {title: string; description: string};
  /** The h1 and the paragraph under it. */
  title: ReactNode;
  lead: ReactNode;
  /** "What happens next": the heading and its three numbered steps. */
  next: {
    title: ReactNode;
    email: {title: ReactNode; text: ReactNode};
    /** `text` names the contact address (a mailto link). */
    noEmail: {title: ReactNode; text: ReactNode};
    login: {title: ReactNode; text: ReactNode; button: ReactNode};
  };
  /** "Stay in touch": the forum, its feature-request category and the social accounts. */
  community: {
    title: ReactNode;
    forum: ReactNode;
    forumLink: ReactNode;
    featureRequests: ReactNode;
    socials: ReactNode;
  };
  /** The role under the founder's name. */
  signatureRole: ReactNode;
}
