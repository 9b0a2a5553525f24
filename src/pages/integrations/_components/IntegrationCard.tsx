import clsx from 'clsx';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {interpolate} from '@docusaurus/Interpolate';
import {usePluralForm} from '@docusaurus/theme-common';
import {displayName, type Integration} from '../../../data/integrations';
import type {CommunityIntegration} from '../../../data/communityIntegrations';
import {pickText} from '../../../plugins/store/text';
import Badge, {CategoryDot} from './Badge';
import {useDirectoryCopy} from './copy';
import {protocolLabel} from './labels';
import styles from './IntegrationCard.module.css';

/** Most devices or brands a card lists; the rest shows as "+N more". */
export const maxDevicesShown = 4;

/** Props of {@link IntegrationCard}. */
export type IntegrationCardProps = {
  /** The catalogue entry to show, its texts in the page's language. */
  entry: Integration;
};

/** Path of an integration's guide; `Link` adds the `/fr` prefix in the French build. */
export function integrationDocPath(id: string): string {
  return `/docs/integrations/${id}/`;
}

/** The first devices of an entry, then "+N more" when it has more than {@link maxDevicesShown}. */
function Devices({devices}: {devices: readonly string[]}): ReactNode {
  const {card} = useDirectoryCopy();
  const {selectMessage} = usePluralForm();
  if (devices.length === 0) {
    return null;
  }
  const hidden = devices.length - maxDevicesShown;
  return (
    <p className={styles.devices}>
      <span className={styles.devicesLead}>{card.worksWith}</span>{' '}
      {devices.slice(0, maxDevicesShown).join(', ')}
      {hidden > 0 && (
        <>
          {' '}
          <span className={styles.more}>
            {interpolate(selectMessage(hidden, card.moreDevices), {count: hidden})}
          </span>
        </>
      )}
    </p>
  );
}

/** Props of {@link CommunityCard}. */
export type CommunityCardProps = {
  /** A community integration of the store snapshot. */
  entry: CommunityIntegration;
};

/**
 * A community integration of the directory: its monogram, the name linking to its page, the
 * "Community" badge, the author, the author's description (attributed, in the reader's language or
 * English), and its type and connection chips.
 */
export function CommunityCard({entry}: CommunityCardProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const description = pickText(entry.descriptions, i18n.currentLocale);
  const {card, words} = useDirectoryCopy();
  return (
    <li className={styles.card} data-origin="community">
      <div className={styles.head}>
        <Badge text={entry.badge} category={entry.categories[0] ?? 'community'} />
        <div className={styles.titles}>
          <h2 className={styles.title}>
            <Link to={entry.href} className="card-link">
              {entry.name}
            </Link>
          </h2>
          <p className={styles.byline}>
            <span className={clsx('badge badge--secondary', styles.communityBadge)}>
              {card.community}
            </span>{' '}
            {interpolate(card.by, {author: entry.author})}
          </p>
        </div>
      </div>
      {description && (
        <p className={styles.description} lang={description.lang} data-author-text>
          {description.text}
        </p>
      )}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className="sr-only">{card.type}</dt>
          <dd className={styles.chip}>{words.storeTypes[entry.type]}</dd>
        </div>
        {entry.connections.length > 0 && (
          <div className={styles.fact}>
            <dt className="sr-only">{card.connection}</dt>
            {entry.connections.map((connection) => (
              <dd key={connection} className={styles.chip}>
                {words.connections[connection]}
              </dd>
            ))}
          </div>
        )}
      </dl>
    </li>
  );
}

/**
 * One integration of the directory: our badge, the name as an `h2` whose link
 * covers the whole card and opens the guide, a "Gladys Plus required" marker
 * and a "Deprecated" marker when they apply, the description, the category, connection and protocol
 * chips (each with a label for screen readers), and up to four devices.
 */
export default function IntegrationCard({entry}: IntegrationCardProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {card, words} = useDirectoryCopy();
  const replacement = words.replacements[entry.id];
  return (
    <li className={styles.card}>
      <div className={styles.head}>
        <Badge text={entry.badge} category={entry.category} />
        <div className={styles.titles}>
          <h2 className={styles.title}>
            <Link to={integrationDocPath(entry.id)} className="card-link">
              {displayName(entry, i18n.currentLocale)}
            </Link>
          </h2>
          {entry.plusRequired && <p className={styles.plus}>{card.plusRequired}</p>}
          {entry.deprecated && (
            <p className={styles.deprecated}>
              {replacement ? interpolate(card.deprecatedFor, {replacement}) : card.deprecated}
            </p>
          )}
        </div>
      </div>
      <p className={styles.description}>{words.descriptions[entry.id]}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className="sr-only">{card.category}</dt>
          <dd className={styles.chip}>
            <CategoryDot category={entry.category} />
            {words.categories[entry.category]}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className="sr-only">{card.connection}</dt>
          <dd className={styles.chip}>{words.connections[entry.connection]}</dd>
        </div>
        <div className={styles.fact}>
          <dt className="sr-only">{card.protocols}</dt>
          {entry.protocols.map((protocol) => (
            <dd key={protocol} className={styles.chip}>
              {protocolLabel(protocol, words)}
            </dd>
          ))}
        </div>
      </dl>
      <Devices devices={entry.devices} />
    </li>
  );
}
