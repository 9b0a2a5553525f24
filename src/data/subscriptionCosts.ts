/**
 * What the three-year cost guide adds up: Gladys without a subscription, with each Gladys Plus
 * plan (prices from `src/data/plans.ts`, which the product's own pricing screen backs), and the
 * subscriptions of other platforms whose price could be checked on that platform's own page.
 * Each of those carries the id of its claim in `src/data/costClaims.json` (product, wording,
 * source address, date checked), which the guide shows beside the price.
 *
 * Prices stay in the currency the seller states: the guide converts nothing.
 */
import claims from './costClaims.json';
import {plans} from './plans';

/** A claim about another product, with where and when it was checked. */
export type Claim = {
  id: string;
  product: string;
  claim: string;
  /** The product's own page, https. */
  source: string;
  /** ISO date the page was read. */
  checked: string;
};

/** One yearly cost the guide compares. */
export type YearlyCost = {
  /** Stable id, also the key of its name in the guide's copy. */
  id: 'gladys' | 'gladysLite' | 'gladysPlus' | 'hubitatProtect';
  /** Price per year. */
  yearly: number;
  currency: 'EUR' | 'USD';
  /** The claim backing a price of another product; none for Gladys's own. */
  claimId?: string;
};

/** Every claim of the cost guide. */
export const costClaims = claims as Claim[];

const plan = (id: 'lite' | 'plus') => Number(plans.find((p) => p.id === id)!.price);

/** The costs compared, Gladys first. */
export const yearlyCosts: readonly YearlyCost[] = [
  {id: 'gladys', yearly: 0, currency: 'EUR'},
  {id: 'gladysLite', yearly: plan('lite'), currency: 'EUR'},
  {id: 'gladysPlus', yearly: plan('plus'), currency: 'EUR'},
  {id: 'hubitatProtect', yearly: 29.95, currency: 'USD', claimId: 'hubitat-hub-protect-price'},
];

/** The claim of a cost, or undefined for Gladys's own prices. */
export const claimOf = (cost: YearlyCost): Claim | undefined =>
  costClaims.find((claim) => claim.id === cost.claimId);
