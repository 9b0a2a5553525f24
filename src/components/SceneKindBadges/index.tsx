import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {SceneKind} from '@site/src/lib/frontMatter';
import styles from './styles.module.css';

/** Props: the kinds from the doc's `scene_kind` front matter. */
export type SceneKindBadgesProps = {kinds: readonly SceneKind[]};

function label(kind: SceneKind): ReactNode {
  switch (kind) {
    case 'trigger':
      return (
        <Translate id="scenes.kind.trigger" description="Badge on a scene doc">
          Trigger
        </Translate>
      );
    case 'condition':
      return (
        <Translate id="scenes.kind.condition" description="Badge on a scene doc">
          Condition
        </Translate>
      );
    case 'action':
      return (
        <Translate id="scenes.kind.action" description="Badge on a scene doc">
          Action
        </Translate>
      );
  }
}

/** Badges saying whether a scene doc documents a trigger, a condition or an action. */
export default function SceneKindBadges({kinds}: SceneKindBadgesProps): ReactNode {
  return (
    <p className={styles.badges} data-scene-kind={kinds.join(' ')}>
      <span className="sr-only">
        <Translate
          id="scenes.kind.label"
          description="Screen-reader prefix of the scene kind badges">
          Scene block kind:
        </Translate>{' '}
      </span>
      {kinds.map((kind) => (
        <span key={kind} className={clsx('badge', styles.badge, styles[kind])}>
          {label(kind)}
        </span>
      ))}
    </p>
  );
}
