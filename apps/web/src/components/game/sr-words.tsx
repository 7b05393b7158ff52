import { Fragment, type ReactNode } from 'react';

const MARK = '\u0000';

/**
 * A message whose value is shown and whose words are for screen readers only ("Rank 1": the "1" on screen, "Rank"
 * read out): each language places the value where its grammar wants it, its words around it stay off screen.
 */
export function srWords<K extends string>(
  message: (inputs: Record<K, string>) => string,
  key: K,
  value: ReactNode,
): ReactNode {
  return message({ [key]: MARK } as Record<K, string>)
    .split(MARK)
    .map((words, i) => (
      <Fragment key={i}>
        {i > 0 && value}
        {words && <span className="sr-only">{words}</span>}
      </Fragment>
    ));
}
