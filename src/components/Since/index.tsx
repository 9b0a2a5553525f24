import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import NextVersion from '@site/src/components/NextVersion';
import {releasePost} from '@site/src/lib/releasePost';
import type {FeatureSince} from '@site/src/lib/since';
import type {ReleaseNotesGlobalData} from '@site/src/plugins/release-notes';
import styles from './styles.module.css';

/**
 * Props of {@link Since}. Writers name the features (or none, on a doc's own line); the data is
 * written by src/remark/pageData.ts when the page is compiled, from the since extract of the page's
 * docs version, so the page carries its own dates, not the extracts.
 */
export type SinceProps = {
  /** Integration key of the product's catalogue (`zigbee2mqtt`). Read at build time. */
  integration?: string;
  /** Scene step key (`device.new-state`). Read at build time. */
  step?: string;
  /** Dashboard widget type (`chart`). Read at build time. */
  widget?: string;
  /** Route of the app (`/dashboard/settings/system`). Read at build time. */
  route?: string;
  /**
   * The features dated, oldest first (src/remark/pageData.ts `datedFeatures`): from the props
   * above, or with none of them the scene steps, widgets or screen the doc describes.
   */
  dated?: FeatureSince[];
};

/**
 * A version, linked to its release post when the blog has one (release-notes plugin data): the
 * post of `announcedIn` when given (a feature shipped in a patch release and announced later),
 * else the version's own post or its minor version's.
 */
function Version({version, announcedIn}: {version: string; announcedIn?: string}): ReactNode {
  const {posts} = usePluginData('gladys-release-notes') as ReleaseNotesGlobalData;
  const post = releasePost(posts, version, announcedIn);
  return post ? <Link to={post}>{version}</Link> : <>{version}</>;
}

/**
 * "Since Gladys 4.NN": the release that brought what a page describes, from
 * the since extract of the page's docs version (src/data/product/since.json for the next version,
 * src/data/product/<version>/since.json for a release; derived from the product's tags by
 * `npm run product:extract`; resolved at build time into `dated`),
 * linked to that release's post when the blog has one, or the {@link NextVersion} badge when no
 * release has it yet. When a page's features came in several releases, the oldest comes first and
 * each later one is named with the product's label (`Loop: since 4.86`).
 * Renders an inline `<span data-since="4.30">` (the oldest version, or `next`); with no props, a
 * paragraph dating the features of the doc it is in.
 * @throws Error when `dated` is missing (a `<Since>` outside the files src/remark/pageData.ts
 *   compiles); a key the version's extract lacks stops the build in that plugin, naming the file.
 */
export default function Since({dated, integration, step, widget, route}: SinceProps): ReactNode {
  if (!dated?.length) {
    const named = Object.entries({integration, step, widget, route})
      .filter(([, key]) => key)
      .map(([prop, key]) => `${prop}="${key}"`)
      .join(' ');
    throw new Error(
      `<Since ${named}/> has no dates: src/remark/pageData.ts writes them in docs, posts and MDX pages (set in docusaurus.config.ts)`,
    );
  }
  const line = <Dated features={dated} />;
  return integration || step || widget || route ? line : <p className={styles.line}>{line}</p>;
}

/** The versions of some features, oldest first. */
function Dated({features: resolved}: {features: FeatureSince[]}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const first = resolved[0]!.version;
  const firstAnnounced = resolved[0]!.announcedIn;
  const later = resolved.filter((f, i) => {
    if (f.version === first) return false;
    // One mention per label and version.
    return resolved.findIndex((g) => g.version === f.version && g.key === f.key) === i;
  });
  const lang: 'en' | 'fr' = currentLocale === 'fr' ? 'fr' : 'en';
  const name = (f: FeatureSince) => f.label?.[lang] ?? f.key;
  return (
    <span className={styles.since} data-since={first}>
      {first === 'next' ? (
        <NextVersion />
      ) : (
        <Translate
          id="since.version"
          description="Which Gladys release brought what the page describes; {version} is linked to its release post"
          values={{version: <Version version={first} announcedIn={firstAnnounced} />}}>
          {'Since Gladys {version}'}
        </Translate>
      )}
      {later.map((f) => (
        <span key={f.key} className={styles.part}>
          {f.version === 'next' ? (
            <>
              <Translate
                id="since.partNext"
                description="A part of the page that no release has yet, before the Next version badge"
                values={{feature: name(f)}}>
                {'{feature}:'}
              </Translate>{' '}
              <NextVersion what={name(f)} />
            </>
          ) : (
            <Translate
              id="since.part"
              description="A part of the page that came in a later release than the rest"
              values={{
                feature: name(f),
                version: <Version version={f.version} announcedIn={f.announcedIn} />,
              }}>
              {'{feature}: since {version}'}
            </Translate>
          )}
        </span>
      ))}
    </span>
  );
}
