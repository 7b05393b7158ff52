import { useNavigate } from 'react-router';
import { useDuplicateGame } from '@/game/duplicate-game';
import { gamePaths } from '@/game/paths';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';

/**
 * Play again and Duplicate, one flow: the game (labels, rules, title, board; not players, photos or payment) is
 * copied into a new draft dated today, and the host goes through that draft's setup from Event Setup to Pricing,
 * so every step they check and the payment belong to the new game, and Back walks the new game's steps.
 */
export function useNewDraftFrom() {
  const navigate = useNavigate();
  const duplicate = useDuplicateGame();
  const copy = (code: string) =>
    duplicate.mutate(code, {
      onSuccess: (draft) => {
        toast.success(m.game_play_again_copied({ code: draft.gameCode }));
        void navigate(gamePaths.eventSetup(draft.gameCode));
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  return { copy, isPending: duplicate.isPending };
}
