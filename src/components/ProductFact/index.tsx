import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {product, type ProductFactName} from '@site/src/data/product';

/** Props of {@link ProductFact}. */
export type ProductFactProps = {
  /** Name of a plain fact of `src/data/product.ts`, e.g. `version` or `zigbee2mqttBrokerPort`. */
  name: ProductFactName;
};

/**
 * Writes a fact value for a locale: strings and whole numbers as they are (a
 * port stays `1884`), other numbers (prices) with two decimals in the locale's
 * style (`69.99` in English, `69,99` in French).
 */
export function formatFact(value: string | number, locale: string): string {
  if (typeof value === 'string' || Number.isInteger(value)) return String(value);
  return new Intl.NumberFormat(locale, {minimumFractionDigits: 2, maximumFractionDigits: 2}).format(
    value,
  );
}

/**
 * One product fact written inline in a doc (`<ProductFact name="version" />`),
 * taken from `src/data/product.ts`, so a new release changes every page at once.
 * An unknown name fails the typecheck in code and the data test in MDX.
 */
export default function ProductFact({name}: ProductFactProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  return formatFact(product[name], i18n.currentLocale);
}
