import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import {useDateFormat} from '@site/src/lib/localeFormats';
import {links} from '@site/config/links';
import {
  contentFolders,
  translationFreshnessPluginName,
  translationKey,
  type StaleTranslation,
  type TranslationFreshnessData,
} from '@site/src/plugins/translation-freshness/keys';
import styles from './styles.module.css';

/** Props of the translation status components. */
export type TranslationStatusProps = {
  /** `metadata.source` of the doc or blog post (`@site/docs/…` or its French twin). */
  source: string;
};

/**
 * What the translation-freshness plugin says about the page of `source`.
 *
 * @returns the entry when the French page is older than its English twin, else undefined
 */
export function useStaleTranslation(source: string): StaleTranslation | undefined {
  const data = usePluginData(translationFreshnessPluginName) as
    TranslationFreshnessData | undefined;
  const key = translationKey(source);
  return key ? data?.stale[key] : undefined;
}

/** The same page in another locale, as a path the broken-link checker leaves alone. */
function useOtherLocalePath(locale: string): string {
  const {createUrl} = useAlternatePageUtils();
  return `pathname://${createUrl({locale, fullyQualified: false})}`;
}

/**
 * Notice at the top of a French doc or post whose English twin changed after
 * it was translated: says when the English page changed and links to it.
 * Renders nothing in English and on an up-to-date translation.
 */
export function OutdatedTranslationNotice({source}: TranslationStatusProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const stale = useStaleTranslation(source);
  const englishPath = useOtherLocalePath(i18n.defaultLocale);
  const formatDate = useDateFormat('long');
  if (!stale || i18n.currentLocale === i18n.defaultLocale) {
    return null;
  }
  const englishLink = (
    <Link to={englishPath} target="_self" autoAddBaseUrl={false} hrefLang={i18n.defaultLocale}>
      <Translate
        id="translation.outdated.link"
        description="Link, in the notice of an outdated translation, to the same page in English">
        Read the English page
      </Translate>
    </Link>
  );
  return (
    <div className={styles.notice} role="note" data-translation-outdated="">
      {stale.englishUpdatedAt ? (
        <Translate
          id="translation.outdated.withDate"
          description="Notice on a translated page whose English original changed since; {date} is the date of that change, {link} links to the English page"
          values={{
            date: (
              <time dateTime={new Date(stale.englishUpdatedAt).toISOString()}>
                {formatDate(stale.englishUpdatedAt)}
              </time>
            ),
            link: englishLink,
          }}>
          {'The English version of this page changed on {date}, after this translation. {link}'}
        </Translate>
      ) : (
        <Translate
          id="translation.outdated"
          description="Notice on a translated page whose English original changed since (date unknown); {link} links to the English page"
          values={{link: englishLink}}>
          {'The English version of this page changed after this translation. {link}'}
        </Translate>
      )}
    </div>
  );
}

/**
 * Line under the edit link of an English doc or post whose French twin is
 * older than it: tells writers the translation needs an update and links to
 * the French file's editor. Renders nothing on other locales and pages.
 */
export function TranslationNeedsUpdate({source}: TranslationStatusProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const stale = useStaleTranslation(source);
  const key = translationKey(source);
  if (!stale || !key || i18n.currentLocale !== i18n.defaultLocale) {
    return null;
  }
  const folders = Object.values(contentFolders).find((f) => key.startsWith(`${f.en}/`));
  const frenchFile = folders ? `${folders.fr}${key.slice(folders.en.length)}` : key;
  return (
    <p className={styles.needsUpdate} data-translation-needs-update="fr">
      <Translate
        id="translation.needsUpdate"
        description="Line under the edit link of an English page whose French translation is older; {link} links to the French file's editor"
        values={{
          link: (
            <Link href={`${links.websiteRepo}/edit/main/${frenchFile}`}>
              <Translate
                id="translation.needsUpdate.link"
                description="Link to edit the outdated French translation of a page">
                Update the French translation
              </Translate>
            </Link>
          ),
        }}>
        {'The French translation of this page predates its latest changes. {link}'}
      </Translate>
    </p>
  );
}
