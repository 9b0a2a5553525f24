import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** Props of {@link UiLabel}. */
export type UiLabelProps = {
  /**
   * The label exactly as the Gladys interface shows it in the page's language
   * (a tab, button, menu entry or field name). Plain text only: the data test
   * `tests/data/uiLabels.test.ts` compares it with the product's interface
   * strings (`src/data/product/ui-strings.<locale>.json`).
   */
  children: string;
};

/**
 * An interface label of Gladys quoted in a doc, such as `<UiLabel>Setup</UiLabel>`:
 * shown bold in a light frame, the way a reader finds it on screen. Every
 * label a page quotes goes through this component, so a label the product
 * does not have fails the tests.
 */
export default function UiLabel({children}: UiLabelProps): ReactNode {
  return <strong className={styles.label}>{children}</strong>;
}
