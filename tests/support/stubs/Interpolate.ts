/**
 * Stand-in for `@docusaurus/Interpolate` under node:test (see tests/support/docusaurusStubs.ts):
 * core's module is JSX in a `.js` file, which plain Node cannot load. Same behaviour: `{name}`
 * placeholders filled from `values`, a string when every part is text.
 */
import {Fragment, createElement, isValidElement, type ReactNode} from 'react';

/**
 * Fills the `{name}` placeholders of a message.
 * @param text the message
 * @param values what replaces each placeholder; a missing value leaves it as written
 * @returns a string when every part is a string or number, else a fragment of the parts
 */
export function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/(\{\w+\})/).map((part, index) => {
    const value = index % 2 === 1 ? values?.[part.slice(1, -1)] : undefined;
    return value === undefined ? part : value;
  });
  if (parts.every((part) => typeof part === 'string' || typeof part === 'number')) {
    return parts.join('');
  }
  return createElement(
    Fragment,
    null,
    ...parts.map((part, key) =>
      isValidElement(part) ? createElement(Fragment, {key}, part) : part,
    ),
  );
}

/** `<Interpolate values>message</Interpolate>`: the message with its placeholders filled. */
export default function Interpolate({
  children,
  values,
}: {
  children: string;
  values?: Record<string, ReactNode>;
}): ReactNode {
  return interpolate(children, values);
}
