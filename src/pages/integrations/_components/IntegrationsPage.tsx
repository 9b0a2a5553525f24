import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {integrations} from '@site/src/data/integrations';
import {communityIntegrations} from '@site/src/data/communityIntegrations';
import {DirectoryCopyContext, type DirectoryCopy} from './copy';
import Directory from './Directory';
import styles from './page.module.css';

/**
 * The integrations directory (`/integrations/`): every integration (data:
 * src/data/integrations.ts, and the community ones of the store snapshot), searchable and
 * filterable, each card opening its guide in the docs. Filters live in the URL query; see
 * `Directory`. The components under it read the copy through {@link DirectoryCopyContext}.
 *
 * @param props.copy the page's words in the locale being built (`DirectoryCopy`)
 */
export default function IntegrationsPage({copy}: {copy: DirectoryCopy}): ReactNode {
  return (
    <Layout title={copy.meta.title} description={copy.meta.description}>
      <DirectoryCopyContext.Provider value={copy}>
        <main className={clsx('container', styles.page)}>
          <header className={styles.header}>
            <Heading as="h1">{copy.heading}</Heading>
            <p className={styles.intro}>{copy.intro(integrations.length)}</p>
            <p className={styles.intro}>{copy.introCommunity(communityIntegrations.length)}</p>
          </header>
          <Directory />
          <p className={styles.note}>{copy.missing}</p>
        </main>
      </DirectoryCopyContext.Provider>
    </Layout>
  );
}
