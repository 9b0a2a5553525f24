import {Children, isValidElement, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Interpolate, {interpolate} from '@docusaurus/Interpolate';

/** Elements after which a reader sees a break: the text gets a space there. */
const blocks = new Set(['p', 'li', 'ul', 'ol', 'div', 'br', 'tr', 'table', 'pre', 'blockquote']);

/**
 * The plain text of a question or answer of `<Faq>`, for the page's `FAQPage` JSON-LD: strings and
 * numbers as they are, `<Translate>` in the page's language and `<Interpolate>` (their `values` read
 * the same way), any
 * other element by its children; white space collapsed. Components are never called, so text a
 * component draws from its own props (not its children) is left out: pass an element with the
 * text as children instead (as the Gladys Plus FAQ does with its mailto link).
 *
 * @param node a question or answer, as given to `<Faq items>`
 * @returns the text a reader sees, on one line
 */
export function faqText(node: ReactNode): string {
  return collect(node).replace(/\s+/g, ' ').trim();
}

/** Text of a node, white space not yet collapsed. */
function collect(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') {
    return String(node);
  }
  if (!isValidElement(node)) {
    return Children.toArray(node as Iterable<ReactNode>)
      .map(collect)
      .join('');
  }
  const props = node.props as {
    children?: ReactNode;
    id?: string;
    values?: Record<string, ReactNode>;
  };
  if (node.type === Translate) {
    const values = Object.fromEntries(
      Object.entries(props.values ?? {}).map(([key, value]) => [key, collect(value)]),
    );
    return translate({id: props.id, message: collect(props.children)}, values);
  }
  if (node.type === Interpolate) {
    const values = Object.fromEntries(
      Object.entries(props.values ?? {}).map(([key, value]) => [key, collect(value)]),
    );
    return interpolate(collect(props.children), values);
  }
  const text = Children.toArray(props.children).map(collect).join('');
  return typeof node.type === 'string' && blocks.has(node.type) ? ` ${text} ` : text;
}
