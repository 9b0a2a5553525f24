import type {ReactNode} from 'react';
import {productFor, type ProductFactName} from '@site/src/data/product';
import {useDocsVersionName} from '@site/src/lib/useDocsVersionName';
import {useNumberFormat} from '@site/src/lib/localeFormats';

/** Props of {@link ProductFact}. */
export type ProductFactProps = {
  /** Name of a plain fact of `src/data/product.ts`, e.g. `version` or `zigbee2mqttBrokerPort`. */
  name: ProductFactName;
};

/**
 * One product fact written inline in a doc (`<ProductFact name="version" />`),
 * taken from `src/data/product.ts` as the page's docs version has it (outside the docs, the default
 * version), so a new release changes every page at once.
 * An unknown name fails the typecheck in code and the data test in MDX.
 */
export default function ProductFact({name}: ProductFactProps): ReactNode {
  const format = useNumberFormat();
  const value = productFor(useDocsVersionName())[name];
  // Strings and ports as they are (a port stays `1884`); counts with the locale's thousands
  // separator, as the product writes them (`3,000` in English, `3 000` in French); other numbers
  // (prices) with two decimals in the locale's style (`69.99`, `69,99`).
  if (typeof value === 'string' || name.endsWith('Port')) return String(value);
  return format(value, {fractionDigits: Number.isInteger(value) ? 0 : 2});
}
