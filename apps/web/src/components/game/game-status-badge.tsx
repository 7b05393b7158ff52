import type { TGameStatus } from '@picture-bingo/shared';
import { Badge } from '@/components/ui/badge';

const LABELS: Record<TGameStatus, string> = {
  INACTIVE: 'Draft',
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/** A game's status: green when ACTIVE, grey otherwise (spec section 4). */
export function GameStatusBadge({ status }: { status: TGameStatus }) {
  return (
    <Badge color={status === 'ACTIVE' ? 'success' : 'neutral'}>
      <span className="sr-only">Status: </span>
      {LABELS[status]}
    </Badge>
  );
}
