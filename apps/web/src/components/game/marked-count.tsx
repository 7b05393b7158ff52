import { formatCount } from '@/lib/i18n/numbers';

/**
 * "7 / 8" photos that count on a card, with the word a screen reader says after it ("marked"): the standings rows and
 * the progress cards. The screen gives its own classes and its own word.
 */
export function MarkedCount({
  marked,
  total,
  label,
  className,
  as: Tag = 'span',
}: {
  marked: number;
  total: number;
  label: string;
  className?: string;
  as?: 'span' | 'p';
}) {
  return (
    <Tag className={className}>
      {formatCount(marked)} / {formatCount(total)}
      <span className="sr-only"> {label}</span>
    </Tag>
  );
}
