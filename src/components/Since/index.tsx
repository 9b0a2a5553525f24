import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import NextVersion from '@site/src/components/NextVersion';
import {
  compareVersions,
  docFeatures,
  featureSince,
  releasePost,
  type FeatureSince,
  type SinceFeature,
} from '@site/src/lib/since';
import {sinceByVersion, forVersion} from '@site/src/data/productVersions';
import {useDocsVersionName} from '@site/src/lib/useDocsVersionName';
import type {ReleaseNotesGlobalData} from '@site/src/plugins/release-notes';
import styles from './styles.module.css';

/**
 * Props of {@link Since}: the features a page or a table row describes, each by its product key.
 * With none of them, `<Since />` on its own line of a doc dates what that doc describes.
 */
export type SinceProps = {
  /** Features of any kind; the other props add one each. */
  features?: SinceFeature[];
  /** Integration key of the product's catalogue (`zigbee2mqtt`). */
  integration?: string;
  /** Scene step key (`device.new-state`). */
  step?: string;
  /** Dashboard widget type (`chart`). */
  widget?: string;
  /** Route of the app (`/dashboard/settings/system`). */
  route?: string;
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
 * `<Since />` with no props, on its own line of a doc: the scene steps, widgets or screen that doc
 * describes (src/lib/since.ts `docFeatures`, from the doc's id) and that the page's docs version
 * has, as a line below the title.
 * @throws Error naming the doc when it describes nothing since.json dates
 */
function DocSince(): ReactNode {
  const {metadata} = useDoc();
  // A doc id names the same page in every docs version; a step that only the next version has
  // (the date action beside "Set a variable") is not described by the released version's copy.
  const table = forVersion(sinceByVersion, useDocsVersionName());
  const features = docFeatures(metadata.id).filter(({kind, key}) => table[kind]?.[key]);
  if (features.length === 0) {
    throw new Error(`<Since /> in ${metadata.source}: the doc describes no step, widget or screen`);
  }
  return (
    <p className={styles.line}>
      <Dated features={features} />
    </p>
  );
}

/**
 * "Since Gladys 4.NN": the release that brought what a page describes, from
 * the since extract of the page's docs version (src/data/product/since.json for the next version,
 * src/data/product/<version>/since.json for a release; derived from the product's tags by
 * `npm run product:extract`),
 * linked to that release's post when the blog has one, or the {@link NextVersion} badge when no
 * release has it yet. When a page's features came in several releases, the oldest comes first and
 * each later one is named with the product's label (`Loop: since 4.86`).
 * Renders an inline `<span data-since="4.30">` (the oldest version, or `next`); with no props, a
 * paragraph dating the features of the doc it is in.
 * @throws Error (from featureSince) when a key is not in since.json
 */
export default function Since({
  features = [],
  integration,
  step,
  widget,
  route,
}: SinceProps): ReactNode {
  const all: SinceFeature[] = [...features];
  if (integration) all.push({kind: 'integrations', key: integration});
  if (step) all.push({kind: 'steps', key: step});
  if (widget) all.push({kind: 'widgets', key: widget});
  if (route) all.push({kind: 'routes', key: route});
  return all.length === 0 ? <DocSince /> : <Dated features={all} />;
}

/** The versions of some features, oldest first. */
function Dated({features}: {features: SinceFeature[]}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const table = forVersion(sinceByVersion, useDocsVersionName());
  // A page of a release's docs that dates a feature its release lacks stops the build, naming
  // that release's extract and the key: such a feature belongs to the next version's docs only.
  const resolved = features
    .map((feature) => featureSince(feature, table))
    .sort((a, b) => compareVersions(a.version, b.version));
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
