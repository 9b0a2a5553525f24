import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
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
};

/** An author's text, marked with its language, and a note when it is not the reader's. */
function Authored({text, locale}: {text: AuthorText; locale: string}): ReactNode {
  return (
    <>
      <span lang={text.lang} data-author-text>
        {text.text}
      </span>
      {text.lang !== locale && (
        <span className={styles.fallback}>
          {' '}
          <Translate
            id="store.page.englishOnly"
            description="After an author's text that exists in English only">
            (in English: the author wrote no text in this language)
          </Translate>
        </span>
      )}
    </>
  );
}

/** The list of a manifest's fields: label, key, type, whether it is required, and its help text. */
function SettingsList({settings, locale}: {settings: StoreSetting[]; locale: string}): ReactNode {
  return (
    <ul className={styles.settings}>
      {settings.map((setting) => (
        <li key={setting.key} className={styles.setting}>
          <p className={styles.settingName}>
            {setting.label ? <Authored text={setting.label} locale={locale} /> : setting.key}
          </p>
          <p className={styles.settingMeta}>
            <span>
              <Translate id="store.page.settings.key">Key</Translate> <code>{setting.key}</code>
            </span>
            <span>
              <Translate id="store.page.settings.type">Type</Translate> <code>{setting.type}</code>
            </span>
            <span className={setting.required ? styles.required : undefined}>
              {setting.required ? (
                <Translate id="store.page.settings.required">Required</Translate>
              ) : (
                <Translate id="store.page.settings.optional">Optional</Translate>
              )}
            </span>
          </p>
          {setting.description && (
            <p className={styles.fieldHelp}>
              <Authored text={setting.description} locale={locale} />
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
export default function StoreIntegrationPage({data}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const author = <a href={`https://github.com/${data.author}`}>{data.author}</a>;
  const shortCommit = data.source.commit?.slice(0, 7) ?? '';
  const summaryOnly = data.source.from === 'store-index-summary';
  return (
    <Layout
      title={translate(
        {id: 'store.page.title', message: '{name}: community integration'},
        {name: data.name},
      )}
      description={translate(
        {
          id: 'store.page.description',
          message:
            '{name} by {author}, a community integration of the Gladys Assistant store: versions, settings, container image, installation and its own documentation.',
        },
        {name: data.name, author: data.author},
      )}>
      <SearchMetadata locale={locale} tag="default" />
      <main className={clsx('container', styles.page)}>
        <article>
          <nav className={styles.crumb}>
            <Link to="/integrations/">
              <Translate id="store.page.back">Integrations</Translate>
            </Link>
          </nav>
          <header className={styles.header}>
            <Heading as="h1">{data.name}</Heading>
            <p className={styles.byline}>
              <CommunityBadge />{' '}
              <Translate id="store.page.byline" values={{author}}>
                {'Community integration by {author}'}
              </Translate>
            </p>
          </header>
          <p className={styles.intro}>
            <Translate id="store.page.intro" values={{name: data.name, author}}>
              {
                '{name} comes from the Gladys integration store: {author} writes and maintains it, and Gladys runs it in a container of its own beside the built-in integrations.'
              }
            </Translate>
          </p>
          {data.replaces && (
            <div className={clsx('alert alert--info', styles.replaces)} role="note">
              <Translate
                id="store.page.replaces"
                values={{
                  builtIn: (
                    <Link to={`/docs/integrations/${data.replaces.docId}/`}>
                      {translate(
                        {id: 'store.page.replaces.link', message: 'built-in {name} integration'},
                        {name: data.replaces.name},
                      )}
                    </Link>
                  ),
                  name: data.name,
                }}>
                {
                  'It replaces the {builtIn}, which Gladys marks as deprecated. If you are setting up {name} for the first time, install this one.'
                }
              </Translate>
            </div>
          )}

          <Heading as="h2" id="what-it-does">
            <Translate id="store.page.what">What it does</Translate>
          </Heading>
          {data.description ? (
            <figure className={styles.quote}>
              <blockquote>
                <Authored text={data.description} locale={locale} />
              </blockquote>
              <figcaption>
                <Translate id="store.page.fromManifest" values={{author}}>
                  {"From the integration's manifest, by {author}"}
                </Translate>
              </figcaption>
            </figure>
          ) : (
            <p>
              <Translate id="store.page.noDescription" values={{name: data.name}}>
                {'Our copy of the store has no description of {name}: its repository describes it.'}
              </Translate>
            </p>
          )}

          <Heading as="h2" id="at-a-glance">
            <Translate id="store.page.facts">At a glance</Translate>
          </Heading>
          <dl className={styles.facts}>
            <dt>
              <Translate id="store.page.facts.type">Type</Translate>
            </dt>
            <dd>{storeTypeLabel(data.type)}</dd>
            <dt>
              <Translate id="store.page.facts.version">Version</Translate>
            </dt>
            <dd>
              {data.version ?? '—'}
              {data.indexVersion && (
                <span className={styles.fallback}>
                  {' '}
                  {translate(
                    {
                      id: 'store.page.facts.indexVersion',
                      message:
                        '(the store index listed {version}; this page follows the manifest at commit {commit})',
                    },
                    {version: data.indexVersion, commit: shortCommit},
                  )}
                </span>
              )}
            </dd>
            <dt>
              <Translate id="store.page.facts.gladys">Gladys versions</Translate>
            </dt>
            <dd>{data.gladysVersion ? <code>{data.gladysVersion}</code> : '—'}</dd>
            {data.transports.length > 0 && (
              <>
                <dt>
                  <Translate id="store.page.facts.transports">Connection</Translate>
                </dt>
                <dd>
                  {data.transports
                    .map((t) =>
                      t === 'local'
                        ? translate({id: 'store.page.facts.local', message: 'local network'})
                        : t === 'cloud'
                          ? translate({id: 'store.page.facts.cloud', message: 'cloud service'})
                          : t,
                    )
                    .join(', ')}
                </dd>
              </>
            )}
            <dt>
              <Translate id="store.page.facts.image">Container image</Translate>
            </dt>
            <dd>{data.image ? <code className={styles.image}>{data.image}</code> : '—'}</dd>
            <dt>
              <Translate id="store.page.facts.repository">Repository</Translate>
            </dt>
            <dd>
              <a href={data.repoUrl}>{data.slug}</a>
            </dd>
            <dt>
              <Translate id="store.page.facts.updated">Last updated</Translate>
            </dt>
            <dd>
              {data.pushedAt ? <time dateTime={data.pushedAt}>{data.pushedAtText}</time> : '—'}
            </dd>
          </dl>

          <Heading as="h2" id="settings">
            <Translate id="store.page.settings">Settings it asks for</Translate>
          </Heading>
          {summaryOnly ? (
            <p>
              <Translate
                id="store.page.summaryOnly"
                values={{repository: <a href={data.repoUrl}>{data.slug}</a>}}>
                {
                  'Our copy of the store holds only the summary the store index gives for this integration, so its settings are not listed here. Its manifest, gladys-assistant-integration.json, is in {repository}.'
                }
              </Translate>
            </p>
          ) : data.settings.length + data.contactSettings.length === 0 ? (
            <p>
              <Translate id="store.page.noSettings">Its manifest asks for no setting.</Translate>
            </p>
          ) : (
            <>
              {data.settings.length > 0 && (
                <SettingsList settings={data.settings} locale={locale} />
              )}
              {data.contactSettings.length > 0 && (
                <>
                  <p>
                    <Translate id="store.page.contactSettings">
                      Each member of the household also enters their own details:
                    </Translate>
                  </p>
                  <SettingsList settings={data.contactSettings} locale={locale} />
                </>
              )}
              <p className={styles.caption}>
                <Translate id="store.page.fromManifestLabels" values={{author}}>
                  {"Labels from the integration's manifest, by {author}."}
                </Translate>
              </p>
            </>
          )}

          <Heading as="h2" id="install">
            <Translate id="store.page.install">Install it</Translate>
          </Heading>
          <p>
            <Translate
              id="store.page.installText"
              values={{
                name: data.name,
                guide: (
                  <Link to="/docs/integrations/external-integrations/">
                    <Translate id="store.page.installGuide">external integrations guide</Translate>
                  </Link>
                ),
              }}>
              {
                'Find {name} in the catalogue of the Integrations screen of your Gladys, install it, then fill in its settings. The {guide} walks through each step and explains what Gladys asks you to approve.'
              }
            </Translate>
          </p>
          <MyGladys name="install-integration" query={`repo=${data.slug}`} kind="install" />

          <Heading as="h2" id="documentation">
            <Translate id="store.page.docs">Its documentation</Translate>
          </Heading>
          {data.docs ? (
            <figure className={styles.doc}>
              <figcaption className={styles.caption}>
                <Translate
                  id="store.page.docsFrom"
                  values={{
                    author,
                    file: <a href={data.docsUrl}>{`docs/${data.docs.lang}.md`}</a>,
                    commit: <code>{shortCommit}</code>,
                  }}>
                  {'From {file} in the repository at commit {commit}, by {author}:'}
                </Translate>
                {data.docs.lang !== locale && (
                  <>
                    {' '}
                    <Translate id="store.page.docsEnglish">
                      the author wrote it in English only.
                    </Translate>
                  </>
                )}
              </figcaption>
              <div className={styles.docBody} lang={data.docs.lang} data-author-text>
                <DocTree node={data.docs.tree} />
              </div>
            </figure>
          ) : (
            <p>
              <Translate
                id="store.page.docsLink"
                values={{link: <a href={data.docsUrl}>{data.docsUrl.replace('https://', '')}</a>}}>
                {'Read it in its repository: {link}.'}
              </Translate>
            </p>
          )}

          <Heading as="h2" id="help">
            <Translate id="store.page.help">Get help</Translate>
          </Heading>
          <p>
            <Translate
              id="store.page.helpText"
              values={{
                author,
                issues: <a href={`${data.repoUrl}/issues`}>{`${data.slug}/issues`}</a>,
              }}>
              {
                'Questions and bug reports go to the repository of the integration, {issues}, where {author} answers them.'
              }
            </Translate>
          </p>
          <p className={styles.caption}>
            {summaryOnly
              ? translate(
                  {
                    id: 'store.page.provenanceSummary',
                    message: 'Facts from the store index of {date}.',
                  },
                  {date: data.indexDateText},
                )
              : translate(
                  {
                    id: 'store.page.provenance',
                    message:
                      'Facts from the store index of {date}; manifest and documentation read in the repository at commit {commit}.',
                  },
                  {date: data.indexDateText, commit: shortCommit},
                )}
          </p>
        </article>
      </main>
    </Layout>
  );
}
