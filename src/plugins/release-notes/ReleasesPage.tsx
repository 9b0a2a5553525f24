import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {Release} from './index';
import styles from './styles.module.css';

/** Props the route of `src/plugins/release-notes` gives the page. */
type Props = {
  /** Every release with a post, newest first (made by `releasesOf` at build time). */
  releases: Release[];
};

/** /releases/: every version of Gladys with a release post, newest first, linked to its post. */
export default function ReleasesPage({releases}: Props): ReactNode {
  return (
    <Layout
      title={translate({id: 'releases.title', message: 'Release notes'})}
      description={translate({
        id: 'releases.description',
        message:
          'Every version of Gladys Assistant with its release notes, newest first: the date it came out and what it changed.',
      })}>
      <main className={clsx('container', styles.page)}>
        <Heading as="h1">
          <Translate id="releases.heading">Release notes</Translate>
        </Heading>
        <p className={styles.intro}>
          <Translate
            id="releases.intro"
            values={{
              blog: (
                <Link to="/blog/tags/release/">
                  <Translate id="releases.intro.blog">release posts of the blog</Translate>
                </Link>
              ),
            }}>
            {
              'Each version of Gladys Assistant that has release notes, newest first. The same posts are the {blog}, and its RSS and Atom feeds carry them.'
            }
          </Translate>
        </p>
        <ol className={styles.list}>
          {releases.map((release) => (
            <li key={release.version} className={styles.release}>
              <div className={styles.head}>
                <Link to={release.permalink} className={styles.version}>
                  {release.title}
                </Link>
                <time dateTime={release.date} className={styles.date}>
                  {release.formattedDate}
                </time>
              </div>
              <p className={styles.summary}>{release.summary}</p>
            </li>
          ))}
        </ol>
      </main>
    </Layout>
  );
}
