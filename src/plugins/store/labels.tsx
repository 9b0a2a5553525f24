import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {StoreType} from './text';
import styles from './labels.module.css';

/*
 * Labels shared by the store pages and the /integrations/ directory's community cards, kept out
 * of the page component so the directory does not load it.
 */

/** Translated name of an integration type. */
export function storeTypeLabel(type: StoreType): string {
  switch (type) {
    case 'device':
      return translate({id: 'store.type.device', message: 'Devices'});
    case 'communication':
      return translate({id: 'store.type.communication', message: 'Messaging'});
    case 'weather':
      return translate({id: 'store.type.weather', message: 'Weather'});
  }
}

/** "Community" badge, shared with the directory's cards. */
export function CommunityBadge({className}: {className?: string}): ReactNode {
  return (
    <span className={clsx('badge badge--secondary', styles.badge, className)}>
      <Translate id="store.badge" description="Badge on community (store) integrations">
        Community
      </Translate>
    </span>
  );
}
