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
  // Strings and whole numbers as they are (a port stays `1884`); other numbers (prices) with two
  // decimals in the locale's style (`69.99` in English, `69,99` in French).
  if (typeof value === 'string' || Number.isInteger(value)) return String(value);
  return format(value, {fractionDigits: 2});
}
