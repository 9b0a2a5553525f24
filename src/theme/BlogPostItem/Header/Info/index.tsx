/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/BlogPostItem/Header/Info), not a wrapper: the
 * theme formats the post's date with a new `Intl.DateTimeFormat` during hydration, about 90 ms of
 * main thread at 4× CPU slowdown on the blog list and every post (see src/lib/datePattern.ts).
 * This version formats the same text from the build's date pattern (src/lib/localeFormatsAtBuild.ts); the
 * markup, class names and reading-time plurals are the theme's. Re-check on each Docusaurus upgrade.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {useDateFormat} from '@site/src/lib/localeFormats';
import styles from './styles.module.css';

/** "One min read" / "{n} min read", in the locale's plural forms. */
function ReadingTime({readingTime}: {readingTime: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  const minutes = Math.ceil(readingTime);
  return (
    <>
      {selectMessage(
        minutes,
        translate(
          {
            id: 'theme.blog.post.readingTime.plurals',
            description:
              'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
            message: 'One min read|{readingTime} min read',
          },
          {readingTime: minutes},
        ),
      )}
    </>
  );
}

/** The post's date (`long` style, "November 25, 2026") and its reading time. */
export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  const format = useDateFormat('long');
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{format(date)}</time>
      {typeof readingTime !== 'undefined' && (
        <>
          {' · '}
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
