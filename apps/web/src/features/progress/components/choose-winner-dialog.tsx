import type { TCardProgress } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';

export interface ChooseWinnerDialogProps {
  /** The selected player (the dialog is open while set). */
  player: TCardProgress | null;
  /** Every player, for the photos still waiting on other cards. */
  players: TCardProgress[];
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** A 'prizes' game: the prize being awarded and whether it is the last one. */
  prize?: { name: string; last: boolean };
  /** The review page, offered when photos still wait: the host can review them before the game ends. */
  reviewPath?: string;
}

/** Photos still waiting for review: on the chosen card, then on the others (null when there are none). */
export function pendingWarning(player: TCardProgress, players: TCardProgress[]): string[] {
  const own = player.pendingPhotos ?? 0;
  const others = players.reduce((sum, p) => (p.id === player.id ? sum : sum + (p.pendingPhotos ?? 0)), 0);
  const lines: string[] = [];
  if (own > 0) lines.push(m.progress_pending_own({ name: player.name, count: own, shown: formatCount(own) }));
  if (others > 0) lines.push(m.progress_pending_others({ count: others, shown: formatCount(others) }));
  return lines;
}

/**
 * Asks before choosing: the game ends for everyone, and photos still waiting for review are pointed out, with the
 * way to review them first.
 */
export function ChooseWinnerDialog({
  player,
  players,
  pending,
  onCancel,
  onConfirm,
  prize,
  reviewPath,
}: ChooseWinnerDialogProps) {
  const warnings = player ? pendingWarning(player, players) : [];
  return (
    <Modal
      open={player !== null}
      title={prize ? m.progress_confirm_award_title({ prize: prize.name }) : m.progress_confirm_title()}
    >
      {player && (
        <>
          {prize ? (
            <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
              {rich(m.progress_confirm_award, {
                name: <bdi className="font-semibold text-slate-900">{player.name}</bdi>,
                prize: <bdi className="font-semibold text-slate-900">{prize.name}</bdi>,
              })}{' '}
              {prize.last ? m.progress_confirm_award_last() : m.progress_confirm_award_more()}
            </p>
          ) : (
            <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
              {rich(m.progress_confirm_winner, {
                name: <bdi className="font-semibold text-slate-900">{player.name}</bdi>,
              })}
            </p>
          )}
          {warnings.length > 0 && (
            <Alert variant="warning" title={m.progress_pending_title()} className="text-start">
              {warnings.map((line) => (
                <span key={line} dir="auto" className="block [overflow-wrap:anywhere]">
                  {line}
                </span>
              ))}
              {reviewPath && (
                <Link to={reviewPath} className="mt-1 block font-semibold underline">
                  {m.progress_review_first()}
                </Link>
              )}
            </Alert>
          )}
          <div className="flex w-full gap-3">
            <Button variant="outlined" color="default" fullWidth onClick={onCancel} disabled={pending}>
              {m.board_cancel()}
            </Button>
            <Button color="success" fullWidth onClick={onConfirm} loading={pending}>
              {prize ? m.progress_award_prize() : m.progress_choose_winner()}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
