import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import FaqStructuredData from './StructuredData';
import {faqText} from './text';
import styles from './styles.module.css';

/** One question and its answer. */
export type FaqItem = {
  /** Unique id within the list; used as the element id, so it can be linked with `#id`. */
  id: string;
  /** The question, shown in the `<summary>`. */
  question: ReactNode;
  /** The answer, shown once the item is open (paragraphs, lists, links). */
  answer: ReactNode;
};

/** Props of {@link Faq}. */
export type FaqProps = {
  /** Questions in display order. */
  items: readonly FaqItem[];
};

/**
 * A list of questions built on native `<details>` / `<summary>` elements:
 * keyboard and screen-reader friendly without any script, and every answer is
 * in the HTML for search engines. The page's `FAQPage` JSON-LD is written
 * from the same items, as plain text (./text.ts).
 */
export default function Faq({items}: FaqProps): ReactNode {
  const brokenLinks = useBrokenLinks();
  // Register each question id so that links such as `#refund` pass the broken-anchor check.
  items.forEach((item) => brokenLinks.collectAnchor(item.id));
  const entries = items
    .map((item) => ({question: faqText(item.question), answer: faqText(item.answer)}))
    .filter((entry) => entry.question && entry.answer);
  return (
    <div className={styles.faq}>
      <FaqStructuredData entries={entries} />
      {items.map((item) => (
        <details key={item.id} id={item.id} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <div className={styles.answer}>{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
