import type { TCardProgress, TProgress } from '@picture-bingo/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import type { GameRole } from '@/game/game-channel';
import { useChooseWinner } from '../api/choose-winner';
import { winnerChoice } from '@/game/progress-updates';
import { ChooseWinnerDialog } from './choose-winner-dialog';
import { ProgressCardBody } from './progress-card-body';
import { ProgressNotice } from './progress-notice';
import { WinnerPicker } from './winner-picker';
import { PrizeList } from '@/components/game/prize-list';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';

/** The query a BINGO! notice's Confirm winner adds: this player selected and the confirmation open. */
const CONFIRM_PARAM = 'winner';

/**
 * The players in the order the host picks from: those whose card met the win condition first (server time),
 * the first to complete on top, then everyone else as listed.
 */
export function pickOrder(players: TCardProgress[]): TCardProgress[] {
  const done = players
    .filter((p) => p.completedAt !== null)
    .sort((a, b) => (a.completedAt ?? '').localeCompare(b.completedAt ?? '') || a.id.localeCompare(b.id));
  return [...done, ...players.filter((p) => p.completedAt === null)];
}

export interface ProgressSelectionProps {
  progress: TProgress;
  role: GameRole;
  /** The viewer runs the game: they pick the winner and award prizes; anyone else watches, as players do. */
  canChoose?: boolean;
  /** Back to the leaderboard (once decided), or on to it after Choose Winner succeeded. */
  onShowLeaderboard: () => void;
  /** Moves focus to the section heading when shown (after Back to Progress). */
  autoFocus?: boolean;
}

/** Every player's progress: the host selects one and chooses the winner; players only watch. */
export function ProgressSelection({
  progress,
  role,
  canChoose = false,
  onShowLeaderboard,
  autoFocus,
}: ProgressSelectionProps) {
  const code = progress.game.gameCode;
  const noticeId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const choice = winnerChoice(progress);
  // Only a viewer who runs the game chooses: a moderator's progress page is a player's, without the controls.
  const chooses = role === 'host' && canChoose;
  const [params, setParams] = useSearchParams();
  const asked = params.get(CONFIRM_PARAM);
  const players = pickOrder(progress.players);
  const known = (id: string | null) => (id !== null && players.some((p) => p.id === id) ? id : null);
  // A BINGO! notice's Confirm winner selects its player; otherwise the first to complete is pre-selected.
  const [selectedId, setSelectedId] = useState<string | null>(() => asked);
  const [confirming, setConfirming] = useState(() => chooses && known(asked) !== null);
  const prizeMode = progress.game.winMode === 'prizes';
  const nextPrize = prizeMode ? (progress.prizes ?? []).find((p) => p.winner === null) : undefined;
  const choose = useChooseWinner(code, prizeMode);
  // Once decided, the winner is the selected card; a selected player who left counts as nobody.
  const selected =
    choice === 'decided'
      ? (progress.leaderboard?.winner.id ?? null)
      : (known(selectedId) ?? players.find((p) => p.first)?.id ?? null);
  const selectedPlayer = players.find((p) => p.id === selected) ?? null;

  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus]);

  const closeConfirmation = () => {
    setConfirming(false);
    if (asked !== null) {
      // The notice's request is handled: a reload does not ask again.
      const next = new URLSearchParams(params);
      next.delete(CONFIRM_PARAM);
      setParams(next, { replace: true });
    }
  };
  const onChoose = () => {
    if (!selected) return window.alert(m.progress_select_player_alert());
    setConfirming(true);
  };
  const onConfirm = () => {
    if (!selected) return;
    choose.mutate(selected, {
      onSuccess: (leaderboard) => {
        closeConfirmation();
        if (leaderboard) onShowLeaderboard();
        else setSelectedId(null);
      },
      onError: closeConfirmation,
    });
  };

  return (
    <section aria-labelledby={`${noticeId}-title`} className="flex flex-col gap-5">
      <h2
        id={`${noticeId}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        {m.progress_players({ count: formatCount(progress.players.length) })}
      </h2>
      {/* A viewer who does not choose reads what players read: who chooses, and when. */}
      <ProgressNotice progress={progress} role={chooses ? role : 'player'} id={noticeId} />
      {prizeMode && <PrizeList prizes={progress.prizes ?? []} />}
      {choose.error && <Alert variant="error">{errorMessage(choose.error)}</Alert>}
      {progress.players.length === 0 ? (
        <p className="text-slate-600">{m.gallery_no_players()}</p>
      ) : chooses ? (
        <WinnerPicker
          players={players}
          selectedId={selected}
          onSelect={setSelectedId}
          disabled={choice !== 'open' || choose.isPending}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {players.map((player) => (
            <li key={player.id} className="flex">
              <Card className="flex w-full">
                <ProgressCardBody player={player} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-between">
        <Link to={gamePaths.gallery(code)} className={buttonClasses({ variant: 'outlined', size: 'lg' })}>
          {m.progress_back_to_gallery()}
        </Link>
        <div className="flex flex-col gap-3 sm:flex-row">
          {progress.leaderboard && (
            <Button variant="outlined" size="lg" onClick={onShowLeaderboard}>
              {m.progress_show_leaderboard()}
            </Button>
          )}
          {chooses && choice !== 'cancelled' && (
            <Button
              size="lg"
              color="success"
              loading={choose.isPending}
              disabled={choice !== 'open'}
              aria-describedby={noticeId}
              onClick={onChoose}
            >
              {nextPrize
                ? rich(m.progress_award_named, { prize: <bdi className="mx-1">{nextPrize.name}</bdi> })
                : m.progress_choose_winner()}
            </Button>
          )}
        </div>
      </div>
      {chooses && (
        <ChooseWinnerDialog
          player={confirming && choice === 'open' ? selectedPlayer : null}
          players={progress.players}
          pending={choose.isPending}
          onCancel={closeConfirmation}
          onConfirm={onConfirm}
          prize={
            nextPrize
              ? { name: nextPrize.name, last: nextPrize.place === (progress.prizes ?? []).length }
              : undefined
          }
          reviewPath={gamePaths.review(code)}
        />
      )}
    </section>
  );
}
