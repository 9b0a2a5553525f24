import Link from '@docusaurus/Link';
import {links} from '@site/config/links';
import type {ContactCopy} from './_components/ContactPage/copy';

/**
 * The English words of the contact page (`/contact/`) and its form. The French ones are in the
 * twin at the same path under `i18n/fr/docusaurus-plugin-content-pages/`.
 */
const copy: ContactCopy = {
  meta: {
    title: 'Contact us',
    description:
      'Write to the Gladys Assistant team about partnerships, the press or a question the community forum cannot answer.',
  },
  heading: 'Contact us',
  intro: (
    <>
      Questions about partnerships, the press or Gladys Plus are welcome here. For help with an
      installation, the <Link to={links.forum}>community forum</Link> answers faster, and its
      answers help others too.
    </>
  ),
  mailto: (email) => <>Write to us at {email}.</>,
  form: {
    labels: {
      name: 'Name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
    },
    errors: {
      required: 'Please fill in this field.',
      email: 'Please enter an email address such as name@example.com.',
      tooLong: (max) => `Please keep this under ${max} characters.`,
      tooShort: (min) => `Please write at least ${min} characters.`,
    },
    sent: 'Thank you, your message is on its way. We answer as soon as we can, usually within a few days.',
    failed:
      'Your message could not be sent. Everything you typed is still here: check your connection and try again.',
    sending: 'Sending…',
    retry: 'Try again',
    send: 'Send message',
  },
};

export default copy;
