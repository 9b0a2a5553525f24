import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {product} from '@site/src/data/product';
import styles from './styles.module.css';

/**
 * The "as of" line of every doc: which Gladys version the page describes
 * (`product.version`, from `src/data/product.ts`), so a reader on another
 * version knows where they stand.
 */
export default function DocAsOf(): ReactNode {
  return (
    <p className={styles.asOf} data-doc-as-of={product.version}>
      <Translate
        id="docs.asOf"
        description="Line at the top of every doc: the Gladys version it describes"
        values={{version: product.version}}>
        {'Describes Gladys {version}'}
      </Translate>
    </p>
  );
}
