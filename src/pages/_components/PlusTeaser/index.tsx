import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Icon from '@site/src/components/Icon';
import type {HomePlusTeaserCopy} from '../HomePage/copy';
import styles from './styles.module.css';

/**
 * Home page banner that introduces Gladys Plus and links to `/plus/`.
 *
 * @param props.copy the banner's words (`HomePlusTeaserCopy`, from the page's copy)
 */
export default function HomePlusTeaser({copy}: {copy: HomePlusTeaserCopy}): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-plus-title">
      <div className="container">
        <div className={styles.banner}>
          <span className={styles.icon}>
            <Icon name="phone" size={40} />
          </span>
          <div className={styles.text}>
            <h2 id="home-plus-title" className={styles.title}>
              {copy.title}
            </h2>
            <p className={styles.lead}>{copy.text}</p>
          </div>
          <Link className={`button button--lg ${styles.button}`} to="/plus/">
            {copy.cta}
          </Link>
        </div>
      </div>
    </section>
  );
}
