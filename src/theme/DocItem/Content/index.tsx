import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useRouteContext from '@docusaurus/useRouteContext';
import SceneKindBadges from '@site/src/components/SceneKindBadges';
import DocAsOf from '@site/src/components/DocAsOf';
import {OutdatedTranslationNotice} from '@site/src/components/TranslationStatus';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import type {SceneKind} from '@site/src/lib/frontMatter';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * Wraps the doc content: shows the Gladys version every doc describes beside
 * a "Copy page as Markdown" button (twins from config/llmsTxt.ts), on a
 * translated doc older than its English twin a notice linking the English page
 * (src/plugins/translation-freshness), and, on scene docs, the `scene_kind`
 * front matter (trigger, condition, action) as badges above the text. The guides (the `guides`
 * docs instance) describe the released Gladys and say so in their own words, so they leave out
 * the version line, which speaks of the docs' later changes. The instance comes from the route's
 * context: Docusaurus's `useActivePlugin` sorts the docs instances with `localeCompare`, whose
 * first call costs about 30 ms on a phone.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const kinds = (frontMatter as {scene_kind?: SceneKind[]}).scene_kind;
  const isGuide = useRouteContext().plugin?.id === 'guides';
  return (
    <>
      {kinds?.length ? <SceneKindBadges kinds={kinds} /> : null}
      <div className={styles.meta}>
        {isGuide ? null : <DocAsOf />}
        <CopyPageMarkdown permalink={metadata.permalink} />
      </div>
      <OutdatedTranslationNotice source={metadata.source} />
      <Content {...props} />
    </>
  );
}
