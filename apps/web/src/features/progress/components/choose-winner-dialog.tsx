import { countOf, type TPlayerProgress } from '@picture-bingo/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface ChooseWinnerDialogProps {
  /** The selected player (the dialog is open while set). */
  player: TPlayerProgress | null;
  /** Every player, for the photos still waiting on other cards. */
  players: TPlayerProgress[];
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** A 'prizes' game: the prize being awarded and whether it is the last one. */
  prize?: { name: string; last: boolean };
}

/** Photos still waiting for review: on the chosen card, then on the others (null when there are none). */
export function pendingWarning(player: TPlayerProgress, players: TPlayerProgress[]): string[] {
  const own = player.pendingPhotos ?? 0;
  const others = players.reduce((sum, p) => (p.id === player.id ? sum : sum + (p.pendingPhotos ?? 0)), 0);
  const lines: string[] = [];
  if (own > 0) lines.push(`${player.name}'s card still has ${countOf(own, 'photo')} waiting for review.`);
  if (others > 0) lines.push(`Other players have ${countOf(others, 'photo')} waiting for review.`);
  return lines;
}

/** Asks before choosing: the game ends for everyone, and photos still waiting for review are pointed out. */
export function ChooseWinnerDialog({
  player,
  players,
  pending,
  onCancel,
  onConfirm,
  prize,
}: ChooseWinnerDialogProps) {
  const warnings = player ? pendingWarning(player, players) : [];
  return (
    <Modal open={player !== null} title={prize ? `Award ${prize.name}?` : 'Choose the winner?'}>
      {player && (
        <>
          {prize ? (
            <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
              <bdi className="font-semibold text-slate-900">{player.name}</bdi> wins{' '}
              <bdi className="font-semibold text-slate-900">{prize.name}</bdi>.{' '}
              {prize.last
                ? 'This is the last prize: it ends the game for everyone.'
                : 'The game goes on for the next prize; a player wins at most one prize.'}
            </p>
          ) : (
            <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
              <bdi className="font-semibold text-slate-900">{player.name}</bdi> wins. This ends the game for
              everyone, and a game has only one winner.
            </p>
          )}
          {warnings.length > 0 && (
            <Alert variant="warning" title="Photos are still waiting for review" className="text-left">
              {warnings.map((line) => (
                <span key={line} className="block [overflow-wrap:anywhere]">
                  {line}
                </span>
              ))}
            </Alert>
          )}
          <div className="flex w-full gap-3">
            <Button variant="outlined" color="default" fullWidth onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <Button color="success" fullWidth onClick={onConfirm} loading={pending}>
              {prize ? 'Award Prize' : 'Choose Winner'}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
