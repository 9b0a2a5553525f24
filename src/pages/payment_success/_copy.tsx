import Link from '@docusaurus/Link';
import {links} from '@site/config/links';
import type {PaymentSuccessCopy} from './_components/PaymentSuccess/copy';

/**
 * The English words of the thank-you page (`/payment_success/`). The French ones are at the same
 * path under `i18n/fr/docusaurus-plugin-content-pages/`.
 */
const copy: PaymentSuccessCopy = {
  meta: {
    title: 'Thank you!',
    description:
      'Thank you for subscribing to Gladys Plus. Check your inbox for the email that activates your account, or write to us if it does not arrive.',
  },
  title: 'Thank you!',
  lead: 'Thank you for subscribing to Gladys Plus, and for supporting an independent open-source project.',
  next: {
    title: 'What happens next',
    email: {
      title: 'Check your inbox',
      text: 'We have sent an email to the address you gave at checkout. It contains the link that activates your Gladys Plus account.',
    },
    noEmail: {
      title: 'No email?',
      text: (
        <>
          Look in your spam folder. If it is not there either, write to{' '}
          <Link href={`mailto:${links.email}`}>{links.email}</Link>.
        </>
      ),
    },
    login: {
      title: 'Log in',
      text: 'Once your account is active, log in to Gladys Plus from any browser.',
      button: 'Open Gladys Plus',
    },
  },
  community: {
    title: 'Stay in touch',
    forum:
      'A question, help with your installation, or an idea to contribute? The community forum is the place for it.',
    forumLink: 'Community forum',
    featureRequests: 'Feature requests',
    socials: 'Follow the news of the project:',
  },
  signatureRole: 'Founder of Gladys Assistant',
};

export default copy;
