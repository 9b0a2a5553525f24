import type {ReactNode} from 'react';
import {product, type ProductFactName} from '@site/src/data/product';

/** Props of {@link ProductFact}. */
export type ProductFactProps = {
  /** Name of a plain fact of `src/data/product.ts`, e.g. `version` or `zigbee2mqttBrokerPort`. */
  name: ProductFactName;
};

/**
 * One product fact written inline in a doc (`<ProductFact name="version" />`),
 * taken from `src/data/product.ts`, so a new release changes every page at once.
 * An unknown name fails the typecheck in code and the data test in MDX.
 */
export default function ProductFact({name}: ProductFactProps): ReactNode {
  return String(product[name]);
}
