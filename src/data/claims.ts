/**
 * Claims the guides make about other home automation products, each with the page of that
 * product that backs it and the day someone read that page. The words of each claim live in
 * `i18n/en/claims.json` and `i18n/fr/claims.json` (keyed by `id`), loaded by the page that shows
 * them; `src/components/ClaimSource` renders a claim with its link and date.
 *
 * Rules (tests/data/claims.test.ts): every source is an https address of the product's own
 * documentation, repository or site; `checked` is a real date, never in the future. A claim
 * checked more than six months ago is listed by `npm run claims:stale`: read the source again,
 * then change the wording or the date.
 */

/** The products the guides compare Gladys with. */
export const products = [
  'homeAssistant',
  'jeedom',
  'domoticz',
  'openhab',
  'homey',
  'hubitat',
] as const;
/** A product the guides compare Gladys with. */
export type ProductId = (typeof products)[number];

/** One claim about another product. */
export type Claim = {
  /** Stable key, `<product>.<topic>`; also the key of its words in `i18n/<locale>/claims.json`. */
  id: string;
  product: ProductId;
  /** The page of that product's own docs, repository or site that backs the claim (https). */
  source: string;
  /** The day the source was read, `YYYY-MM-DD`. */
  checked: string;
};

/** The product names as the products write them (names, not words: the same in every language). */
export const productNames: Readonly<Record<ProductId, string>> = {
  homeAssistant: 'Home Assistant',
  jeedom: 'Jeedom',
  domoticz: 'Domoticz',
  openhab: 'openHAB',
  homey: 'Homey',
  hubitat: 'Hubitat',
};

/** Every claim, grouped by product. */
export const claims: readonly Claim[] = [
  {
    id: 'homeAssistant.licence',
    product: 'homeAssistant',
    source: 'https://github.com/home-assistant/core/blob/dev/LICENSE.md',
    checked: '2026-11-29',
  },
  {
    id: 'homeAssistant.runsOn',
    product: 'homeAssistant',
    source: 'https://github.com/home-assistant/operating-system',
    checked: '2026-11-29',
  },
  {
    id: 'homeAssistant.local',
    product: 'homeAssistant',
    source: 'https://github.com/home-assistant/core',
    checked: '2026-11-29',
  },
  {
    id: 'homeAssistant.zwave',
    product: 'homeAssistant',
    source:
      'https://github.com/home-assistant/home-assistant.io/blob/current/source/_integrations/zwave_js.markdown',
    checked: '2026-11-29',
  },
  {
    id: 'homeAssistant.matter',
    product: 'homeAssistant',
    source:
      'https://github.com/home-assistant/home-assistant.io/blob/current/source/_integrations/matter.markdown',
    checked: '2026-11-29',
  },
  {
    id: 'homeAssistant.automations',
    product: 'homeAssistant',
    source: 'https://home-assistant.io/docs/automation/yaml/',
    checked: '2026-11-29',
  },
  {
    id: 'homeAssistant.apps',
    product: 'homeAssistant',
    source: 'https://github.com/home-assistant/addons/blob/master/README.md',
    checked: '2026-11-29',
  },
  {
    id: 'homeAssistant.android',
    product: 'homeAssistant',
    source: 'https://github.com/home-assistant/android/blob/main/README.md',
    checked: '2026-11-29',
  },
  {
    id: 'homeAssistant.ios',
    product: 'homeAssistant',
    source: 'https://github.com/home-assistant/iOS/blob/main/README.md',
    checked: '2026-11-29',
  },
  {
    id: 'jeedom.language',
    product: 'jeedom',
    source: 'https://github.com/jeedom/core',
    checked: '2026-11-29',
  },
  {
    id: 'jeedom.market',
    product: 'jeedom',
    source: 'https://github.com/jeedom/core',
    checked: '2026-11-29',
  },
  {
    id: 'jeedom.box',
    product: 'jeedom',
    source: 'https://github.com/jeedom/core',
    checked: '2026-11-29',
  },
  {
    id: 'jeedom.install',
    product: 'jeedom',
    source: 'https://github.com/jeedom/core/blob/V4-stable/install/install.sh',
    checked: '2026-11-29',
  },
  {
    id: 'jeedom.licence',
    product: 'jeedom',
    source: 'https://github.com/jeedom/core/blob/master/COPYING',
    checked: '2026-11-29',
  },
  {
    id: 'jeedom.local',
    product: 'jeedom',
    source: 'https://github.com/jeedom/core/blob/master/docs/en_US/faq.md',
    checked: '2026-11-29',
  },
  {
    id: 'jeedom.zwave',
    product: 'jeedom',
    source: 'https://github.com/jeedom/plugin-zwavejs/blob/master/docs/en_US/index.md',
    checked: '2026-11-29',
  },
  {
    id: 'jeedom.zigbee',
    product: 'jeedom',
    source: 'https://github.com/jeedom/plugin-zigbee/blob/master/docs/en_US/index.md',
    checked: '2026-11-29',
  },
  {
    id: 'jeedom.scenarios',
    product: 'jeedom',
    source: 'https://github.com/jeedom/core/blob/master/docs/en_US/scenario.md',
    checked: '2026-11-29',
  },
  {
    id: 'jeedom.mobile',
    product: 'jeedom',
    source: 'https://github.com/jeedom/core/blob/master/docs/en_US/faq.md',
    checked: '2026-11-29',
  },
  {
    id: 'domoticz.platforms',
    product: 'domoticz',
    source: 'https://github.com/domoticz/domoticz',
    checked: '2026-11-29',
  },
  {
    id: 'domoticz.hardware',
    product: 'domoticz',
    source: 'https://github.com/domoticz/domoticz',
    checked: '2026-11-29',
  },
  {
    id: 'domoticz.mobile',
    product: 'domoticz',
    source: 'https://github.com/domoticz/domoticz',
    checked: '2026-11-29',
  },
  {
    id: 'domoticz.licence',
    product: 'domoticz',
    source: 'https://github.com/domoticz/domoticz/blob/development/License.txt',
    checked: '2026-11-29',
  },
  {
    id: 'domoticz.events',
    product: 'domoticz',
    source: 'https://github.com/domoticz/domoticz/blob/development/dzVents/documentation/README.md',
    checked: '2026-11-29',
  },
  {
    id: 'domoticz.plugins',
    product: 'domoticz',
    source: 'https://wiki.domoticz.com/Developing_a_Python_plugin',
    checked: '2026-11-29',
  },
  {
    id: 'openhab.licence',
    product: 'openhab',
    source: 'https://github.com/openhab/openhab-distro',
    checked: '2026-11-29',
  },
  {
    id: 'openhab.runtime',
    product: 'openhab',
    source: 'https://github.com/openhab/openhab-distro',
    checked: '2026-11-29',
  },
  {
    id: 'openhab.local',
    product: 'openhab',
    source:
      'https://github.com/openhab/website/blob/main/.vuepress/components/home/CloudSection.vue',
    checked: '2026-11-29',
  },
  {
    id: 'openhab.zwave',
    product: 'openhab',
    source: 'https://github.com/openhab/org.openhab.binding.zwave/blob/main/README.md',
    checked: '2026-11-29',
  },
  {
    id: 'openhab.zigbee',
    product: 'openhab',
    source:
      'https://github.com/openhab/org.openhab.binding.zigbee/blob/main/org.openhab.binding.zigbee/README.md',
    checked: '2026-11-29',
  },
  {
    id: 'openhab.matter',
    product: 'openhab',
    source:
      'https://github.com/openhab/openhab-addons/blob/main/bundles/org.openhab.binding.matter/README.md',
    checked: '2026-11-29',
  },
  {
    id: 'openhab.rules',
    product: 'openhab',
    source: 'https://github.com/openhab/openhab-docs/blob/main/src/concepts/rules.md',
    checked: '2026-11-29',
  },
  {
    id: 'openhab.addons',
    product: 'openhab',
    source: 'https://github.com/openhab/openhab-docs/blob/main/src/configuration/addons.md',
    checked: '2026-11-29',
  },
  {
    id: 'openhab.android',
    product: 'openhab',
    source: 'https://github.com/openhab/openhab-android/blob/main/README.md',
    checked: '2026-11-29',
  },
  {
    id: 'openhab.ios',
    product: 'openhab',
    source: 'https://github.com/openhab/openhab-docs/blob/main/src/apps/ios.md',
    checked: '2026-11-29',
  },
  {
    id: 'homey.radios',
    product: 'homey',
    source: 'https://homey.app/en-gb/blog/a-technical-introduction-homey/',
    checked: '2026-11-29',
  },
  {
    id: 'homey.editions',
    product: 'homey',
    source: 'https://apps.developer.homey.app/guides/homey-cloud',
    checked: '2026-11-29',
  },
  {
    id: 'homey.local',
    product: 'homey',
    source: 'https://apps.developer.homey.app/guides/homey-cloud',
    checked: '2026-11-30',
  },
  {
    id: 'homey.flow',
    product: 'homey',
    source: 'https://apps.developer.homey.app/the-basics/flow',
    checked: '2026-11-29',
  },
  {
    id: 'homey.apps',
    product: 'homey',
    source: 'https://apps.developer.homey.app/',
    checked: '2026-11-29',
  },
  {
    id: 'homey.mobile',
    product: 'homey',
    source: 'https://apps.developer.homey.app/',
    checked: '2026-11-29',
  },
  {
    id: 'hubitat.zwave',
    product: 'hubitat',
    source: 'https://docs2.hubitat.com/en/compliance-docs/zwave-manual',
    checked: '2026-11-29',
  },
  {
    id: 'hubitat.hub',
    product: 'hubitat',
    source: 'https://docs2.hubitat.com/en/compliance-docs/zwave-manual',
    checked: '2026-11-30',
  },
  {
    id: 'hubitat.ruleMachine',
    product: 'hubitat',
    source: 'https://docs2.hubitat.com/en/apps/rule-machine',
    checked: '2026-11-29',
  },
  {
    id: 'hubitat.customCode',
    product: 'hubitat',
    source: 'https://docs2.hubitat.com/en/developer/app/code',
    checked: '2026-11-29',
  },
  {
    id: 'hubitat.mobile',
    product: 'hubitat',
    source: 'https://docs2.hubitat.com/en/apps/notifications',
    checked: '2026-11-30',
  },
];

/** A claim by id. @throws Error naming the id when no claim has it. */
export function claimById(id: string): Claim {
  const claim = claims.find((c) => c.id === id);
  if (!claim) throw new Error(`No claim "${id}" in src/data/claims.ts`);
  return claim;
}

/**
 * The claims checked before a day: those whose `checked` is more than `months` months before
 * `today`.
 * @param today the day to count from, `YYYY-MM-DD`
 * @param months how old a check may be, in months (6 by default)
 * @returns the stale claims, oldest check first
 */
export function staleClaims(list: readonly Claim[], today: string, months = 6): Claim[] {
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() - months);
  const cutoff = limit.toISOString().slice(0, 10);
  return list.filter((c) => c.checked < cutoff).sort((a, b) => a.checked.localeCompare(b.checked));
}
