import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useSiteFields} from '@site/src/lib/siteFields';
import {links} from '@site/config/links';
import ContactForm from './_components/ContactForm';
import styles from './styles.module.css';

/**
 * /contact/: the contact form when `CONTACT_ENDPOINT` is configured,
 * otherwise the contact address as a mailto link (never a form that goes nowhere).
 */
export default function ContactPage(): ReactNode {
  const {contactEndpoint: endpoint, contactEmail: email} = useSiteFields();
  return (
    <Layout
      title={translate({id: 'contact.title', message: 'Contact us'})}
      description={translate({
        id: 'contact.description',
        message:
          'Write to the Gladys Assistant team about partnerships, the press or a question the community forum cannot answer.',
      })}>
      <main className={styles.page}>
        <Heading as="h1">
          <Translate id="contact.heading">Contact us</Translate>
        </Heading>
        <p>
          <Translate
            id="contact.intro"
            values={{
              forum: (
                <Link to={links.forum}>
                  <Translate id="contact.intro.forum">community forum</Translate>
                </Link>
              ),
            }}>
            {
              'Questions about partnerships, the press or Gladys Plus are welcome here. For help with an installation, the {forum} answers faster, and its answers help others too.'
            }
          </Translate>
        </p>
        {endpoint ? (
          <ContactForm endpoint={endpoint} />
        ) : (
          <p className={styles.mailto}>
            <Translate
              id="contact.mailto"
              values={{email: <a href={`mailto:${email}`}>{email}</a>}}>
              {'Write to us at {email}.'}
            </Translate>
          </p>
        )}
      </main>
    </Layout>
  );
}
