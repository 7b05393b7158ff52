import { Fragment, type ReactNode } from 'react';

const MARK = '\u0000';

/**
 * A message with elements in it ("Hosted by <bdi>Ana</bdi>."): the message is rendered with a marker for each
 * element, then split at the markers, so each language places the element where its grammar wants it.
 */
export function rich<K extends string>(
  message: (inputs: Record<K, string>) => string,
  parts: Record<K, ReactNode>,
): ReactNode {
  const keys = Object.keys(parts) as K[];
  const marked = Object.fromEntries(keys.map((key, i) => [key, `${MARK}${i}${MARK}`])) as Record<K, string>;
  return message(marked)
    .split(new RegExp(`${MARK}(\\d+)${MARK}`))
    .map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? parts[keys[Number(piece)]] : piece}</Fragment>);
}
