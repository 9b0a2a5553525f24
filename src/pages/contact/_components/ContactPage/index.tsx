import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Interpolate from '@docusaurus/Interpolate';
import {links} from '@site/config/links';
import {useSiteFields} from '@site/src/lib/siteFields';
import ContactForm from '../ContactForm';
import type {ContactCopy} from './copy';
import styles from './styles.module.css';

/**
 * The contact page (`/contact/`): the contact form when `CONTACT_ENDPOINT` is configured,
 * otherwise the contact address as a mailto link (never a form that goes nowhere).
 *
 * @param props.copy the page's words in the locale being built (`i18n/<locale>/pages/contact.json`)
 */
export default function ContactPage({copy}: {copy: ContactCopy}): ReactNode {
  const {contactEndpoint: endpoint, contactEmail: email} = useSiteFields();
  return (
    <Layout title={copy.meta.title} description={copy.meta.description}>
      <main className={styles.page}>
        <Heading as="h1">{copy.heading}</Heading>
        <p>
          <Interpolate values={{forum: <Link to={links.forum}>{copy.introForum}</Link>}}>
            {copy.intro}
          </Interpolate>
        </p>
        {endpoint ? (
          <ContactForm endpoint={endpoint} copy={copy.form} />
        ) : (
          <p className={styles.mailto}>
            <Interpolate values={{email: <a href={`mailto:${email}`}>{email}</a>}}>
              {copy.mailto}
            </Interpolate>
          </p>
        )}
      </main>
    </Layout>
  );
}
