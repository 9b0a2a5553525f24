import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Verdict} from '@site/src/lib/zigbee/mapExposes';
import {verdictLabel} from './labels';
import styles from './styles.module.css';

/** A device's verdict as a coloured badge with its name (the colour is never the only cue). */
export default function VerdictBadge({verdict}: {verdict: Verdict}): ReactNode {
  return (
    <span className={clsx(styles.badge, styles[`badge-${verdict}`])}>{verdictLabel(verdict)}</span>
  );
}
