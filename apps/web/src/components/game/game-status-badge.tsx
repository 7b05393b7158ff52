import type { TGameStatus } from '@picture-bingo/shared';
import { Badge } from '@/components/ui/badge';
import { m } from '@/lib/i18n/messages';
import { srWords } from './sr-words';

const LABELS: Record<TGameStatus, () => string> = {
  INACTIVE: () => m.game_status_draft(),
  ACTIVE: () => m.game_status_active(),
  PAUSED: () => m.game_status_paused(),
  COMPLETED: () => m.game_status_completed(),
  CANCELLED: () => m.game_status_cancelled(),
};

/** A game's status: green when ACTIVE, grey otherwise (spec section 4). */
export function GameStatusBadge({ status }: { status: TGameStatus }) {
  return (
    <Badge color={status === 'ACTIVE' ? 'success' : 'neutral'}>
      {srWords(m.game_status, 'status', LABELS[status]())}
    </Badge>
  );
}
