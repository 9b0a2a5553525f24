import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Interpolate, {interpolate} from '@docusaurus/Interpolate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchMetadata from '@theme/SearchMetadata';
import type {StorePageData, StoreSetting, AuthorText} from './index';
import DocTree from './DocTree';
import MyGladys from '@site/src/components/MyGladys';
import {CommunityBadge, storeTypeLabel} from './labels';
import styles from './styles.module.css';

/** Props the routes of `src/plugins/store` give the page. */
type Props = {
  /** The integration's data, made by `pageDataOf` at build time for the locale being built. */
  data: StorePageData;
  /** The page's words in the locale being built (`page.json`, translated; see `index.ts`). */
  copy: StorePageCopy;
};

/**
 * The words of the store pages: `{placeholder}` messages, the English ones in `page.json` beside
 * this file, each translation in `i18n/<locale>/gladys-store/page.json` (a Docusaurus translation
 * file, written by `npm run write-translations`). The plugin gives the page the words of the locale
 * being built as a route module, so no locale carries another's words and none of them sits in the
 * main bundle's `code.json` table.
 */
export type StorePageCopy = typeof import('./page.json');

/** An author's text, marked with its language, and a note when it is not the reader's. */
function Authored({
  text,
  locale,
  copy,
}: {
  text: AuthorText;
  locale: string;
  copy: StorePageCopy;
}): ReactNode {
  return (
    <>
      <span lang={text.lang} data-author-text>
        {text.text}
      </span>
      {text.lang !== locale && <span className={styles.fallback}> {copy.englishOnly}</span>}
    </>
  );
}

/** The list of a manifest's fields: label, key, type, whether it is required, and its help text. */
function SettingsList({
  settings,
  locale,
  copy,
}: {
  settings: StoreSetting[];
  locale: string;
  copy: StorePageCopy;
}): ReactNode {
  return (
    <ul className={styles.settings}>
      {settings.map((setting) => (
        <li key={setting.key} className={styles.setting}>
          <p className={styles.settingName}>
            {setting.label ? (
              <Authored text={setting.label} locale={locale} copy={copy} />
            ) : (
              setting.key
            )}
          </p>
          <p className={styles.settingMeta}>
            <span>
              {copy.settingsKey} <code>{setting.key}</code>
            </span>
            <span>
              {copy.settingsType} <code>{setting.type}</code>
            </span>
            <span className={setting.required ? styles.required : undefined}>
              {setting.required ? copy.settingsRequired : copy.settingsOptional}
            </span>
          </p>
          {setting.description && (
            <p className={styles.fieldHelp}>
              <Authored text={setting.description} locale={locale} copy={copy} />
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The page of one community integration of the Gladys store: what it is and who makes it, its
 * versions, type, image, repository and last update, the settings its manifest asks for, how to
 * install it, and its own documentation. The author's texts are shown as data, attributed; the
 * sentences around them are ours.
 */
export default function StoreIntegrationPage({data, copy}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const author = <a href={`https://github.com/${data.author}`}>{data.author}</a>;
  const shortCommit = data.source.commit?.slice(0, 7) ?? '';
  const summaryOnly = data.source.from === 'store-index-summary';
  return (
    <Layout
      title={interpolate(copy.title, {name: data.name})}
      description={interpolate(copy.description, {name: data.name, author: data.author})}>
      <SearchMetadata locale={locale} tag="default" />
      <main className={clsx('container', styles.page)}>
        <article>
          <nav className={styles.crumb}>
            <Link to="/integrations/">{copy.back}</Link>
          </nav>
          <header className={styles.header}>
            <Heading as="h1">{data.name}</Heading>
            <p className={styles.byline}>
              <CommunityBadge /> <Interpolate values={{author}}>{copy.byline}</Interpolate>
            </p>
          </header>
          <p className={styles.intro}>
            <Interpolate values={{name: data.name, author}}>{copy.intro}</Interpolate>
          </p>
          {data.replaces && (
            <div className={clsx('alert alert--info', styles.replaces)} role="note">
              <Interpolate
                values={{
                  builtIn: (
                    <Link to={`/docs/integrations/${data.replaces.docId}/`}>
                      {interpolate(copy.replacesLink, {name: data.replaces.name})}
                    </Link>
                  ),
                  name: data.name,
                }}>
                {copy.replaces}
              </Interpolate>
            </div>
          )}

          <Heading as="h2" id="what-it-does">
            {copy.what}
          </Heading>
          {data.description ? (
            <figure className={styles.quote}>
              <blockquote>
                <Authored text={data.description} locale={locale} copy={copy} />
              </blockquote>
              <figcaption>
                <Interpolate values={{author}}>{copy.fromManifest}</Interpolate>
              </figcaption>
            </figure>
          ) : (
            <p>
              <Interpolate values={{name: data.name}}>{copy.noDescription}</Interpolate>
            </p>
          )}

          <Heading as="h2" id="at-a-glance">
            {copy.facts}
          </Heading>
          <dl className={styles.facts}>
            <dt>{copy.factsType}</dt>
            <dd>{storeTypeLabel(data.type)}</dd>
            <dt>{copy.factsVersion}</dt>
            <dd>
              {data.version ?? '—'}
              {data.indexVersion && (
                <span className={styles.fallback}>
                  {' '}
                  {interpolate(copy.factsIndexVersion, {
                    version: data.indexVersion,
                    commit: shortCommit,
                  })}
                </span>
              )}
            </dd>
            <dt>{copy.factsGladys}</dt>
            <dd>{data.gladysVersion ? <code>{data.gladysVersion}</code> : '—'}</dd>
            {data.transports.length > 0 && (
              <>
                <dt>{copy.factsTransports}</dt>
                <dd>
                  {data.transports
                    .map((t) =>
                      t === 'local' ? copy.factsLocal : t === 'cloud' ? copy.factsCloud : t,
                    )
                    .join(', ')}
                </dd>
              </>
            )}
            <dt>{copy.factsImage}</dt>
            <dd>{data.image ? <code className={styles.image}>{data.image}</code> : '—'}</dd>
            <dt>{copy.factsRepository}</dt>
            <dd>
              <a href={data.repoUrl}>{data.slug}</a>
            </dd>
            <dt>{copy.factsUpdated}</dt>
            <dd>
              {data.pushedAt ? <time dateTime={data.pushedAt}>{data.pushedAtText}</time> : '—'}
            </dd>
          </dl>

          <Heading as="h2" id="settings">
            {copy.settings}
          </Heading>
          {summaryOnly ? (
            <p>
              <Interpolate values={{repository: <a href={data.repoUrl}>{data.slug}</a>}}>
                {copy.summaryOnly}
              </Interpolate>
            </p>
          ) : data.settings.length + data.contactSettings.length === 0 ? (
            <p>{copy.noSettings}</p>
          ) : (
            <>
              {data.settings.length > 0 && (
                <SettingsList settings={data.settings} locale={locale} copy={copy} />
              )}
              {data.contactSettings.length > 0 && (
                <>
                  <p>{copy.contactSettings}</p>
                  <SettingsList settings={data.contactSettings} locale={locale} copy={copy} />
                </>
              )}
              <p className={styles.caption}>
                <Interpolate values={{author}}>{copy.fromManifestLabels}</Interpolate>
              </p>
            </>
          )}

          <Heading as="h2" id="install">
            {copy.install}
          </Heading>
          <p>
            <Interpolate
              values={{
                name: data.name,
                guide: (
                  <Link to="/docs/integrations/external-integrations/">{copy.installGuide}</Link>
                ),
              }}>
              {copy.installText}
            </Interpolate>
          </p>
          <MyGladys
            name="install-integration"
            query={`repo=${data.slug}`}
            kind="install"
            next={data.installNext}
          />

          <Heading as="h2" id="documentation">
            {copy.docs}
          </Heading>
          {data.docs ? (
            <figure className={styles.doc}>
              <figcaption className={styles.caption}>
                <Interpolate
                  values={{
                    author,
                    file: <a href={data.docsUrl}>{`docs/${data.docs.lang}.md`}</a>,
                    commit: <code>{shortCommit}</code>,
                  }}>
                  {copy.docsFrom}
                </Interpolate>
                {data.docs.lang !== locale && <> {copy.docsEnglish}</>}
              </figcaption>
              <div className={styles.docBody} lang={data.docs.lang} data-author-text>
                <DocTree node={data.docs.tree} />
              </div>
            </figure>
          ) : (
            <p>
              <Interpolate
                values={{link: <a href={data.docsUrl}>{data.docsUrl.replace('https://', '')}</a>}}>
                {copy.docsLink}
              </Interpolate>
            </p>
          )}

          <Heading as="h2" id="help">
            {copy.help}
          </Heading>
          <p>
            <Interpolate
              values={{
                author,
                issues: <a href={`${data.repoUrl}/issues`}>{`${data.slug}/issues`}</a>,
              }}>
              {copy.helpText}
            </Interpolate>
          </p>
          <p className={styles.caption}>
            {summaryOnly
              ? interpolate(copy.provenanceSummary, {date: data.indexDateText})
              : interpolate(copy.provenance, {date: data.indexDateText, commit: shortCommit})}
          </p>
        </article>
      </main>
    </Layout>
  );
}
