import type { TPrizeAward } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';

/** A rejection here broke a prize winner's line: said at once, with the way to the control room that decides. */
export function PrizeLineNotices({
  code,
  notices,
  onDismiss,
}: {
  code: string;
  notices: readonly TPrizeAward[];
  onDismiss: (place: number) => void;
}) {
  return notices.map((prize) => (
    <Alert key={prize.place} variant="warning">
      <span data-testid="prize-line-notice" className="flex flex-col gap-2">
        <span className="[overflow-wrap:anywhere]">
          {rich(m.review_prize_line_lost, {
            name: <bdi>{prize.winner?.name}</bdi>,
            prize: <bdi>{prize.name}</bdi>,
          })}
        </span>
        <span className="flex flex-wrap gap-2">
          <Link to={gamePaths.room(code)} className={buttonClasses({ size: 'sm', color: 'warning' })}>
            {m.review_prize_line_open()}
          </Link>
          <Button size="sm" variant="ghost" onClick={() => onDismiss(prize.place)}>
            {m.review_prize_line_dismiss()}
          </Button>
        </span>
      </span>
    </Alert>
  ));
}
