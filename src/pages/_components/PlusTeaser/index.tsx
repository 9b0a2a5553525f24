import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

/** Home page banner that introduces Gladys Plus and links to `/plus/`. */
export default function HomePlusTeaser(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-plus-title">
      <div className="container">
        <div className={styles.banner}>
          <span className={styles.icon}>
            <Icon name="phone" size={40} />
          </span>
          <div className={styles.text}>
            <h2 id="home-plus-title" className={styles.title}>
              <Translate
                id="homepage.plus.title"
                description="Heading of the Gladys Plus banner on the home page">
                Your home in your pocket, with Gladys Plus
              </Translate>
            </h2>
            <p className={styles.lead}>
              <Translate
                id="homepage.plus.text"
                description="Text of the Gladys Plus banner on the home page">
                Gladys stays free and open source. Gladys Plus is the optional subscription that
                funds the project and adds what needs a server: remote access encrypted end to end,
                an encrypted backup every day, an open API and voice assistants.
              </Translate>
            </p>
          </div>
          <Link className={`button button--lg ${styles.button}`} to="/plus/">
            <Translate
              id="homepage.plus.cta"
              description="Button of the Gladys Plus banner on the home page">
              Discover Gladys Plus
            </Translate>
          </Link>
        </div>
      </div>
    </section>
  );
}
