import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Verdict} from '@site/src/lib/zigbee/mapExposes';
import {useZigbeeCopy} from './copy';
import styles from './styles.module.css';

/** A device's verdict as a coloured badge with its name (the colour is never the only cue). */
export default function VerdictBadge({verdict}: {verdict: Verdict}): ReactNode {
  const {verdicts} = useZigbeeCopy();
  return (
    <span className={clsx(styles.badge, styles[`badge-${verdict}`])}>{verdicts[verdict]}</span>
  );
}
