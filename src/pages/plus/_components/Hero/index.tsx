import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Hero, {HeroGradient} from '@site/src/components/Hero';
import {plusLinks} from '@site/src/data/plans';
import styles from './styles.module.css';

/** Decorative phone showing a padlock and a house (our own artwork). */
function PhoneArt({className}: {className: string}): ReactNode {
  return (
    <svg className={className} viewBox="0 0 240 300" aria-hidden="true" focusable="false">
      <HeroGradient id="plus-hero-glow" />
      <circle cx="120" cy="150" r="120" fill="url(#plus-hero-glow)" opacity="0.18" />
      <rect className={styles.phone} x="60" y="30" width="120" height="240" rx="20" />
      <rect className={styles.screen} x="72" y="52" width="96" height="196" rx="8" />
      <path className={styles.house} d="M96 130 L120 110 L144 130 V160 H96 Z" />
      <rect className={styles.lockBody} x="104" y="184" width="32" height="26" rx="5" />
      <path className={styles.lockShackle} d="M110 184 V176 a10 10 0 0 1 20 0 V184" />
      <path className={styles.signal} d="M92 84 a40 40 0 0 1 56 0 M102 94 a26 26 0 0 1 36 0" />
    </svg>
  );
}

/** First band of `/plus/`: the `h1`, the pitch, and the subscribe, prices and log-in links. */
export default function PlusHero(): ReactNode {
  return (
    <Hero
      className={styles.hero}
      titleId="plus-hero-title"
      title="Gladys Plus"
      titleClassName={styles.title}
      lead={
        <Translate id="plus.hero.lead" description="Paragraph under the h1 of the Gladys Plus page">
          Gladys Assistant is free and open source, and it will stay that way. Gladys Plus is an
          optional subscription that puts your home in your pocket, wherever you are, and funds the
          project.
        </Translate>
      }
      actions={
        <>
          <Link className="button button--primary button--lg" href={plusLinks.signup}>
            <Translate
              id="plus.hero.subscribe"
              description="Main button of the Gladys Plus page, opens the sign-up page">
              Subscribe
            </Translate>
          </Link>
          <Link className="button button--primary button--outline button--lg" to="#pricing">
            <Translate
              id="plus.hero.prices"
              description="Button of the Gladys Plus page that scrolls to the prices">
              See the prices
            </Translate>
          </Link>
        </>
      }
      note={
        <>
          <Translate
            id="plus.hero.noCommitment"
            description="Small print under the Gladys Plus buttons">
            No commitment: cancel in one click, at any time.
          </Translate>{' '}
          <Translate
            id="plus.hero.login"
            description="Small print under the Gladys Plus buttons; {link} is a link labelled 'Log in'"
            values={{
              link: (
                <Link href={plusLinks.login}>
                  <Translate
                    id="plus.hero.loginLink"
                    description="Label of the log-in link on the Gladys Plus page">
                    Log in
                  </Translate>
                </Link>
              ),
            }}>
            {'Already a subscriber? {link}'}
          </Translate>
        </>
      }
      art={(className) => <PhoneArt className={className} />}
    />
  );
}
