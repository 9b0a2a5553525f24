import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Interpolate from '@docusaurus/Interpolate';
import type {PlusCopy} from '../copy';
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
export default function PlusHero({copy}: {copy: PlusCopy}): ReactNode {
  return (
    <Hero
      className={styles.hero}
      titleId="plus-hero-title"
      title="Gladys Plus"
      titleClassName={styles.title}
      lead={copy.heroLead}
      actions={
        <>
          <Link className="button button--primary button--lg" href={plusLinks.signup}>
            {copy.heroSubscribe}
          </Link>
          <Link className="button button--primary button--outline button--lg" to="#pricing">
            {copy.heroPrices}
          </Link>
        </>
      }
      note={
        <>
          {copy.heroNoCommitment}{' '}
          <Interpolate
            values={{
              link: <Link href={plusLinks.login}>{copy.heroLoginLink}</Link>,
            }}>
            {copy.heroLogin}
          </Interpolate>
        </>
      }
      art={(className) => <PhoneArt className={className} />}
    />
  );
}
