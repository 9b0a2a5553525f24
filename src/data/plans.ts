/**
 * Gladys Plus subscription plans shown on `/plus/`.
 *
 * Source of the prices: the Gladys Plus terms of sale (9.99 € per month or
 * 99.99 € per year, facts: shared/facts/pages-and-shell.md). The live checkout
 * happens on plus.gladysassistant.com; this file only describes the offer.
 *
 * Plan names and labels are not stored here: the pricing component maps each
 * {@link PlanId} to translated text, so this module stays free of Docusaurus
 * imports and can be checked by `tests/data/plans.test.ts`.
 */
import {links} from '../../config/links';

/** Identifier of a plan; also the key of its translated name in the UI. */
export type PlanId = 'monthly' | 'yearly';

/** How often a plan is billed and renewed. */
export type BillingPeriod = 'month' | 'year';

/** One Gladys Plus plan. */
export type Plan = {
  /** Unique id, stable across locales. */
  id: PlanId;
  /** Price for one billing period, in euros, as a decimal string with two decimals (`'9.99'`). */
  price: string;
  /** ISO 4217 currency code of `price`. */
  currency: 'EUR';
  /** Length of one billing period; the subscription renews at the end of each period. */
  period: BillingPeriod;
  /** Shown as the plan to pick when a visitor hesitates. */
  highlighted: boolean;
};

/** The plans, in display order. */
export const plans: readonly Plan[] = [
  {id: 'monthly', price: '9.99', currency: 'EUR', period: 'month', highlighted: false},
  {id: 'yearly', price: '99.99', currency: 'EUR', period: 'year', highlighted: true},
];

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
 * Formats the price of a plan for a locale, with the currency sign where the
 * locale puts it (`en`: `€9.99`, `fr`: `9,99 €` with a narrow no-break space).
 *
 * @param plan the plan to format
 * @param locale a BCP 47 locale tag, usually the current Docusaurus locale
 * @returns the formatted amount, without the billing period
 */
export function formatPlanPrice(plan: Pick<Plan, 'price' | 'currency'>, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: plan.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(plan.price));
}
