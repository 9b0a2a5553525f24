import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {displayName, type Integration} from '../../../data/integrations';
import type {CommunityIntegration} from '../../../data/communityIntegrations';
import {CommunityBadge, storeTypeLabel} from '../../../plugins/store/labels';
import {pickText} from '../../../plugins/store/text';
import Badge, {CategoryDot} from './Badge';
import {categoryLabel, connectionLabel, protocolLabel} from './labels';
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
  const {selectMessage} = usePluralForm();
  if (devices.length === 0) {
    return null;
  }
  const hidden = devices.length - maxDevicesShown;
  return (
    <p className={styles.devices}>
      <span className={styles.devicesLead}>
        <Translate
          id="integrations.page.card.worksWith"
          description="Label before the devices and brands an integration supports">
          Works with:
        </Translate>
      </span>{' '}
      {devices.slice(0, maxDevicesShown).join(', ')}
      {hidden > 0 && (
        <>
          {' '}
          <span className={styles.more}>
            {selectMessage(
              hidden,
              translate(
                {
                  id: 'integrations.page.card.moreDevices',
                  message: '+{count} more',
                  description:
                    'After the first devices of a card: how many more it supports (plural forms may be separated by |)',
                },
                {count: hidden},
              ),
            )}
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
            <CommunityBadge />{' '}
            {translate(
              {id: 'integrations.page.card.by', message: 'by {author}'},
              {author: entry.author},
            )}
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
          <dt className="sr-only">
            <Translate id="integrations.page.card.type">Type</Translate>
          </dt>
          <dd className={styles.chip}>{storeTypeLabel(entry.type)}</dd>
        </div>
        {entry.connections.length > 0 && (
          <div className={styles.fact}>
            <dt className="sr-only">
              <Translate id="integrations.page.card.connection">Connection</Translate>
            </dt>
            {entry.connections.map((connection) => (
              <dd key={connection} className={styles.chip}>
                {connectionLabel(connection)}
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
          {entry.plusRequired && (
            <p className={styles.plus}>
              <Translate
                id="integrations.page.card.plusRequired"
                description="Marker on the cards of integrations that need a Gladys Plus subscription">
                Gladys Plus required
              </Translate>
            </p>
          )}
          {entry.deprecated !== undefined && (
            <p className={styles.deprecated}>
              {entry.deprecated
                ? translate(
                    {
                      id: 'integrations.page.card.deprecatedFor',
                      message: 'Deprecated: {replacement}',
                      description:
                        'Badge on a deprecated integration; {replacement} is what replaces it',
                    },
                    {replacement: entry.deprecated},
                  )
                : translate({
                    id: 'integrations.page.card.deprecated',
                    message: 'Deprecated',
                    description:
                      'Badge on a card whose integration the product marks as deprecated',
                  })}
            </p>
          )}
        </div>
      </div>
      <p className={styles.description}>{entry.description}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className="sr-only">
            <Translate
              id="integrations.page.card.category"
              description="Screen-reader label of the category chip of a card">
              Category
            </Translate>
          </dt>
          <dd className={styles.chip}>
            <CategoryDot category={entry.category} />
            {categoryLabel(entry.category)}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className="sr-only">
            <Translate
              id="integrations.page.card.connection"
              description="Screen-reader label of the connection chip of a card">
              Connection
            </Translate>
          </dt>
          <dd className={styles.chip}>{connectionLabel(entry.connection)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className="sr-only">
            <Translate
              id="integrations.page.card.protocols"
              description="Screen-reader label of the protocol chips of a card">
              Protocols
            </Translate>
          </dt>
          {entry.protocols.map((protocol) => (
            <dd key={protocol} className={styles.chip}>
              {protocolLabel(protocol)}
            </dd>
          ))}
        </div>
      </dl>
      <Devices devices={entry.devices} />
    </li>
  );
}
