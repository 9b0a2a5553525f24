/**
 * Data behind two sections of the home page: the feature tiles and the
 * integration tiles.
 *
 * Facts: shared/facts/pages-and-shell.md (home page). Only facts live here (ids,
 * icons, links, monograms): the words of each tile are page copy, keyed by the ids
 * below, in `i18n/en/pages/home.json` and `i18n/fr/pages/home.json` (`HomeCopy`). The module has
 * no Docusaurus import, so `tests/data/homeFeatures.test.ts` can load it.
 */

/** Name of an icon drawn by `src/components/Icon`. */
export type HomeIconName = 'dashboard' | 'scene' | 'chat' | 'plug' | 'refresh' | 'cloud';

/** Identifier of a feature tile; also the key of its title and text in the home page's copy. */
export type HomeFeatureId =
  'dashboards' | 'scenes' | 'messages' | 'integrations' | 'updates' | 'plus';

/** One feature tile of the home page. */
export type HomeFeature = {
  /** Unique id. */
  id: HomeFeatureId;
  /** Decorative icon shown above the title. */
  icon: HomeIconName;
  /** Site path the tile links to, without locale prefix and with a trailing slash. */
  to: string;
};

/** Feature tiles, in display order. */
export const homeFeatures: readonly HomeFeature[] = [
  {id: 'dashboards', icon: 'dashboard', to: '/docs/dashboard/intro/'},
  {id: 'scenes', icon: 'scene', to: '/docs/scenes/intro/'},
  {id: 'messages', icon: 'chat', to: '/docs/integrations/telegram/'},
  {id: 'integrations', icon: 'plug', to: '/integrations/'},
  {id: 'updates', icon: 'refresh', to: '/docs/installation/docker/'},
  {id: 'plus', icon: 'cloud', to: '/plus/'},
];

/**
 * Doc id (file name under docs/integrations/) of a highlighted integration; also the key of its
 * name and summary in the home page's copy.
 */
export type HomeIntegrationId =
  'zigbee2mqtt' | 'philips-hue' | 'mqtt' | 'google-home' | 'tasmota' | 'sonos' | 'alexa' | 'camera';

/** One integration tile of the home page. */
export type HomeIntegration = {
  /** Doc id: the tile links to `/docs/integrations/<id>/`. */
  id: HomeIntegrationId;
  /** One to three characters drawn in the tile badge (our own monogram, not a logo). */
  monogram: string;
};

/** The eight highlighted integrations, in display order (two rows of four on wide screens). */
export const homeIntegrations: readonly HomeIntegration[] = [
  {id: 'zigbee2mqtt', monogram: 'Zb'},
  {id: 'philips-hue', monogram: 'Hu'},
  {id: 'mqtt', monogram: 'MQ'},
  {id: 'google-home', monogram: 'GH'},
  {id: 'tasmota', monogram: 'Ta'},
  {id: 'sonos', monogram: 'So'},
  {id: 'alexa', monogram: 'Ax'},
  {id: 'camera', monogram: 'Cam'},
];

/** Site path of the documentation page of an integration. */
export function integrationDocPath(id: HomeIntegrationId): string {
  return `/docs/integrations/${id}/`;
}
