import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Hero, {HeroGradient} from '@site/src/components/Hero';
import Icon from '@site/src/components/Icon';
import type {HomeHeroCopy} from '../HomePage/copy';
import styles from './styles.module.css';

/** Decorative drawing of a house linked to four devices (our own artwork). */
function HeroArt({className}: {className: string}): ReactNode {
  return (
    <svg className={className} viewBox="0 0 400 320" aria-hidden="true" focusable="false">
      <HeroGradient id="home-hero-roof" middle="45%" />
      <g className={styles.artLinks}>
        <path d="M62 70 L150 170" />
        <path d="M338 70 L250 170" />
        <path d="M52 262 L120 230" />
        <path d="M348 262 L280 230" />
      </g>
      <path className={styles.artHouse} d="M200 58 L320 152 V290 H80 V152 Z" />
      <path
        d="M60 166 L200 52 L340 166"
        fill="none"
        stroke="url(#home-hero-roof)"
        strokeWidth="14"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect className={styles.artScreen} x="120" y="162" width="160" height="100" rx="10" />
      <rect className={styles.artTile} x="134" y="176" width="60" height="32" rx="4" />
      <rect className={styles.artTile} x="206" y="176" width="60" height="32" rx="4" />
      <polyline
        className={styles.artChart}
        points="134,248 156,232 178,240 202,222 226,230 266,214"
      />
      <g className={styles.artNode}>
        <circle cx="50" cy="56" r="24" />
        <path d="M50 44a9 9 0 0 0-5 16.5V66h10v-5.5A9 9 0 0 0 50 44z" />
      </g>
      <g className={styles.artNode}>
        <circle cx="350" cy="56" r="24" />
        <path d="M347 42v20a6 6 0 1 0 6 0V42a3 3 0 0 0-6 0z" />
      </g>
      <g className={styles.artNode}>
        <circle cx="40" cy="268" r="24" />
        <rect x="30" y="258" width="14" height="20" rx="2" />
        <path d="M44 262 L52 256 V280 L44 274" />
      </g>
      <g className={styles.artNode}>
        <circle cx="360" cy="268" r="24" />
        <rect x="346" y="260" width="18" height="16" rx="3" />
        <path d="M364 265 L374 260 V276 L364 271" />
      </g>
    </svg>
  );
}

/**
 * First band of the home page: the `h1`, what Gladys does, the two calls to
 * action (getting-started guide, Docker install) and a decorative drawing.
 *
 * @param props.copy the band's words (`HomeHeroCopy`, from the page's copy)
 */
export default function HomeHero({copy}: {copy: HomeHeroCopy}): ReactNode {
  return (
    <Hero
      className={styles.hero}
      titleId="home-hero-title"
      kicker={<p className={styles.brand}>Gladys Assistant</p>}
      title={copy.title}
      lead={copy.lead}
      actions={
        <>
          <Link className="button button--primary button--lg" to="/docs/">
            {copy.cta.start}
          </Link>
          <Link
            className="button button--primary button--outline button--lg"
            to="/docs/installation/docker/">
            {copy.cta.docker}
          </Link>
        </>
      }
      afterActions={
        <ul className={styles.points}>
          <li>
            <Icon name="check" size={18} className={styles.pointIcon} />
            {copy.points.free}
          </li>
          <li>
            <Icon name="check" size={18} className={styles.pointIcon} />
            {copy.points.local}
          </li>
          <li>
            <Icon name="check" size={18} className={styles.pointIcon} />
            {copy.points.noSsh}
          </li>
        </ul>
      }
      art={(className) => <HeroArt className={className} />}
    />
  );
}
