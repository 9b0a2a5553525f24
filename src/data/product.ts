/**
 * Facts about Gladys Assistant as it ships today, in one place. Pages use them
 * through `<ProductFact name="…" />` (MDX) or by importing this module, so a
 * new release is one change here (and `npm run product:extract`).
 *
 * Values read by script from the product's source live in
 * `src/data/product/facts.json` (refreshed by `scripts/product-extract.ts`,
 * which records the commit). The others were checked by hand against the path
 * given beside each one, at the same commit.
 */
import extracted from './product/facts.json';
import {productVersion} from './productVersion';
import {factsByVersion, forVersion, type ProductFacts} from './productVersions';

/** The product's source this site describes: repository, commit, date (YYYY-MM-DD), version. */
export const productSource = extracted.source;

/** A price in euros, as the product's pricing page shows it. */
export type Price = {
  /** Euros per year, billed yearly. */
  yearly: number;
  /** Euros per month when a yearly price is shown monthly. */
  perMonth: number;
};

/** Yearly plan prices and their monthly figure, in euros (`gatewayPricing` in the product's `en.json`). */
const lite: Price = {yearly: 69.99, perMonth: 5.83};
const plus: Price = {yearly: 99.99, perMonth: 8.33};

/** Every product fact a page may quote. Strings are shown as they are in both languages. */
export const product = {
  /** Version the docs describe (root `package.json`). */
  version: productVersion,
  /** Date of that version's commit, YYYY-MM-DD. */
  releaseDate: extracted.source.date,
  /** Node.js major version the product runs on (`engines.node`, `docker/Dockerfile`). */
  nodeMajor: Number.parseInt(extracted.node, 10),
  /** npm major version (`engines.npm`). */
  npmMajor: Number.parseInt(extracted.npm, 10),
  /** Docker image and tag to install (`docker/docker-compose.yml`). */
  image: extracted.image,
  /** Watchtower image of the compose file (`docker/docker-compose.yml`). */
  watchtowerImage: extracted.watchtowerImage,
  /** Watchtower image the in-app upgrade runs (`server/lib/system/system.installUpgrade.js`). */
  watchtowerUpgradeImage: extracted.watchtowerUpgradeImage,
  /** Zigbee2mqtt image Gladys installs (`server/services/zigbee2mqtt/docker/…-container.json`). */
  zigbee2mqttImage: extracted.zigbee2mqttImage,
  /** Zigbee2mqtt version of that image. */
  zigbee2mqttVersion: extracted.zigbee2mqttImage.split(':')[1] ?? '',
  /** Port of the MQTT broker Gladys installs for Zigbee2mqtt (`server/services/zigbee2mqtt/`). */
  zigbee2mqttBrokerPort: 1884,
  /** Ports the Zigbee2mqtt web interface gets one of at random (`server/services/zigbee2mqtt/`). */
  zigbee2mqttFrontendPorts: '12000–12999',
  /** Port Gladys serves its interface on in the official compose file (`SERVER_PORT`). */
  serverPort: 80,
  /** Dev server ports: back end and front end (`server/config`, `front/vite.config.mjs`). */
  devServerPort: 1443,
  devFrontPort: 1444,
  /** Number of REST endpoints the product documents (`server/api/controllers/`, apidoc). */
  restEndpointCount: extracted.restEndpointCount as number,
  /** Triggers, conditions and actions the scene editor offers (`front/src/routes/scene/edit-scene/typesCatalog.js`). */
  sceneStepCount: extracted.sceneStepCount as number,
  /** Widget types the dashboard editor offers (`dashboard.boxTitle` in the product's i18n). */
  dashboardWidgetCount: extracted.dashboardWidgetCount as number,
  /** Access token lifetime in hours (`server/utils/accessToken.js`). */
  accessTokenHours: extracted.accessTokenHours,
  /** Refresh token lifetime in days (`server/api/controllers/user.controller.js`). */
  refreshTokenDays: extracted.refreshTokenDays,
  /** Battery alert threshold in percent that a migration sets, the alert on (`server/migrations/…-default-system-variable-device-battery.js`). */
  batteryAlertDefaultPercent: extracted.batteryAlertDefaultPercent,
  /** Biggest JSON body, in MB, of a request of an external integration to Gladys (`server/api/middlewares/jsonBodyMiddleware.js`). */
  integrationRequestLimitMb: extracted.integrationRequestLimitMb,
  /** Architectures of the Docker images (`.github/workflows/docker-release-build.yml`). */
  architectures: 'linux/amd64, linux/arm64/v8',
  /** Gladys Plus plans (`gatewayPricing` in `front/src/config/i18n/en.json`). */
  plans: {
    lite,
    plus,
  },
  /** The same prices as plain facts for pages, in euros (formatted for the page's locale by `<ProductFact>`). */
  litePriceYearly: lite.yearly,
  litePricePerMonth: lite.perMonth,
  plusPriceYearly: plus.yearly,
  plusPricePerMonth: plus.perMonth,
  /** Monthly price of Plus billed monthly (`gatewaySubscribe.priceButton`). */
  plusMonthly: 9.99,
  /** Saving of yearly over monthly billing, in percent (`gatewayPricing`). */
  yearlySavingPercent: 17,
  /** Free trial length in months (`gatewayPricing`). */
  trialMonths: 1,
  /** Monthly AI requests per account: text and image (`gatewayPricing`, openai integration). */
  aiTextRequestsPerMonth: 3000,
  aiImageRequestsPerMonth: 500,
} as const;

/** Name of a fact of `product` that is a plain string or number. */
export type ProductFactName = {
  [K in keyof typeof product]: (typeof product)[K] extends string | number ? K : never;
}[keyof typeof product];

/** The facts of `product` read from a facts extract, for {@link productFor}. */
function extractedFacts(facts: ProductFacts) {
  return {
    version: facts.version,
    releaseDate: facts.source.date,
    nodeMajor: Number.parseInt(facts.node, 10),
    npmMajor: Number.parseInt(facts.npm, 10),
    image: facts.image,
    watchtowerImage: facts.watchtowerImage,
    watchtowerUpgradeImage: facts.watchtowerUpgradeImage,
    zigbee2mqttImage: facts.zigbee2mqttImage,
    zigbee2mqttVersion: facts.zigbee2mqttImage.split(':')[1] ?? '',
    restEndpointCount: facts.restEndpointCount,
    sceneStepCount: facts.sceneStepCount,
    dashboardWidgetCount: facts.dashboardWidgetCount,
    accessTokenHours: facts.accessTokenHours,
    refreshTokenDays: facts.refreshTokenDays,
    batteryAlertDefaultPercent: facts.batteryAlertDefaultPercent,
    integrationRequestLimitMb: facts.integrationRequestLimitMb,
  };
}

/**
 * The facts of {@link product} as one docs version's product has them: the extracted ones (counts,
 * images, version) from that version's facts extract (src/data/productVersions.ts), the hand-checked
 * ones as they are.
 * @param version the docs plugin's version name (`current`, `4.86`)
 * @throws Error when the version has no facts extract
 */
export function productFor(version: string): typeof product {
  return {...product, ...extractedFacts(forVersion(factsByVersion, version))};
}
