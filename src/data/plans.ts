/**
 * Gladys Plus plans shown on `/plus/`: Lite and Plus, billed yearly, as the
 * product's own pricing screen offers them (`gatewayPricing` in the product's
 * `front/src/config/i18n/en.json`; prices in src/data/product.ts, checked
 * against the product's strings by `tests/data/plans.test.ts`). The live
 * checkout happens on plus.gladysassistant.com; this file only describes the offer.
 *
 * Plan names and taglines are translated here ({@link planText}, used by the
 * pricing section of /plus/ and the home page's structured data); feature
 * labels by the pricing section. Under node:test, `translate()` is the stub of
 * tests/support/stubs/Translate.ts and returns the English message.
 */
import {translate} from '@docusaurus/Translate';
import {links} from '../../config/links';
import {formatNumber, type NumberPattern} from '../lib/numberPattern';
import {product} from './product';

/** Identifier of a plan; also the key of its translated name in the UI. */
export type PlanId = 'lite' | 'plus';

/** What a plan includes, as the product's pricing screen lists it. */
export type PlanFeature =
  | 'remoteAccess'
  | 'voiceAssistants'
  | 'openApi'
  | 'familyAccounts'
  | 'backups'
  | 'cameraStreaming'
  | 'ai'
  | 'enedis'
  | 'mcp';

/** One Gladys Plus plan. */
export type Plan = {
  /** Unique id, stable across locales. */
  id: PlanId;
  /** Price for one year, in euros, as a decimal string with two decimals (`'99.99'`). */
  price: string;
  /** The same price shown per month (yearly price / 12, rounded down to the cent as the product shows it). */
  pricePerMonth: string;
  /** ISO 4217 currency code of the prices. */
  currency: 'EUR';
  /** The subscription is billed and renewed once a year. */
  period: 'year';
  /** Features of this plan beyond those of `includes` (the cheaper plan), in display order. */
  features: readonly PlanFeature[];
  /** The plan whose features this one includes too, if any. */
  includes?: PlanId;
  /** Shown as the most popular plan. */
  highlighted: boolean;
};

const euros = (value: number) => value.toFixed(2);

/** The plans, in display order. */
export const plans: readonly Plan[] = [
  {
    id: 'lite',
    price: euros(product.plans.lite.yearly),
    pricePerMonth: euros(product.plans.lite.perMonth),
    currency: 'EUR',
    period: 'year',
    features: ['remoteAccess', 'voiceAssistants', 'openApi', 'familyAccounts'],
    highlighted: false,
  },
  {
    id: 'plus',
    price: euros(product.plans.plus.yearly),
    pricePerMonth: euros(product.plans.plus.perMonth),
    currency: 'EUR',
    period: 'year',
    includes: 'lite',
    features: ['backups', 'cameraStreaming', 'ai', 'enedis', 'mcp'],
    highlighted: true,
  },
];

/** Length of the free trial, in months, with no credit card asked. */
export const trialMonths = product.trialMonths;

/** Saving of yearly billing over monthly billing, in percent, as the product states it. */
export const yearlySavingPercent = product.yearlySavingPercent;

/** Addresses of the Gladys Plus web app (https only). */
export const plusLinks = {
  /** Account creation and checkout. */
  signup: `${links.plusApp}/signup`,
  /** Log-in page of the web app. */
  login: links.plusApp,
} as const;

/** Refund window stated in the terms of sale, in days. */
export const refundWindowDays = 30;

/**
 * Formats an amount in euros for a locale, with the currency sign where the
 * locale puts it (`en`: `€9.99`, `fr`: `9,99 €` with a narrow no-break space).
 *
 * @param price a decimal string such as `'99.99'`
 * @param pattern the locale's number pattern (`numberPattern(locale)` in Node, `useNumberPattern()`
 *   in a component: src/lib/localeFormatsAtBuild.ts)
 * @returns the formatted amount, without the billing period
 */
export function formatPrice(price: string, pattern: NumberPattern): string {
  return formatNumber(pattern, price, {fractionDigits: 2, euro: true});
}

/**
 * Translated name and one-line summary of each plan, shown by the pricing
 * section of /plus/ and named in the home page's structured data.
 */
export function planText(): Record<PlanId, {name: string; tagline: string}> {
  return {
    lite: {
      name: translate({
        id: 'plus.pricing.lite',
        message: 'Lite',
        description: 'Name of the Lite plan',
      }),
      tagline: translate({
        id: 'plus.pricing.lite.tagline',
        message: 'Reach your home from anywhere',
        description: 'One-line summary of the Lite plan',
      }),
    },
    plus: {
      name: translate({
        id: 'plus.pricing.plus',
        message: 'Plus',
        description: 'Name of the Plus plan',
      }),
      tagline: translate({
        id: 'plus.pricing.plus.tagline',
        message: 'Every service Gladys Plus offers',
        description: 'One-line summary of the Plus plan',
      }),
    },
  };
}
