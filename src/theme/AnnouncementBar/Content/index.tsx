/*
 * Replaces (does not wrap) the theme's AnnouncementBar/Content.
 * Why not a wrapper: the original renders `themeConfig.announcementBar.content`
 * as raw HTML, which cannot be translated with code.json. This component renders
 * the same bar text through <Translate>, so French gets its own wording from
 * `i18n/fr/code.json`. The bar id, closing and persistence stay the theme's.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Props: those of a `div` (class names are merged). */
export default function AnnouncementBarContent(props: ComponentProps<'div'>): ReactNode {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <Translate
        id="announcementBar.content"
        description="Text of the dismissible bar at the top of every page"
        values={{
          link: (
            <Link to="https://github.com/GladysAssistant/gladys">
              <Translate id="announcementBar.link" description="Link text in the announcement bar">
                give it a star on GitHub
              </Translate>
            </Link>
          ),
        }}>
        {'Gladys Assistant is free and open source: {link}.'}
      </Translate>
    </div>
  );
}
