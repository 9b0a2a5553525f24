import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {productVersion} from '@site/src/data/productVersion';
import styles from './styles.module.css';

/**
 * The "as of" line of every doc: which Gladys version the page describes
 * (`productVersion`, from src/data/productVersion.ts), so a reader on another
 * version knows where they stand.
 */
export default function DocAsOf(): ReactNode {
  return (
    <p className={styles.asOf} data-doc-as-of={productVersion}>
      <Translate
        id="docs.asOf"
        description="Line at the top of every doc: the Gladys version it describes"
        values={{version: productVersion}}>
        {'Describes Gladys {version}'}
      </Translate>
    </p>
  );
}
