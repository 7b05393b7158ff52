import type { TProgress } from '@picture-bingo/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/lib/paths';
import type { GameRole } from '@/lib/game-channel';
import { useChooseWinner } from '../api/choose-winner';
import { winnerChoice } from '@/lib/progress-updates';
import { ProgressCardBody } from './progress-card-body';
import { ProgressNotice } from './progress-notice';
import { WinnerPicker } from './winner-picker';

export const SELECT_A_PLAYER = 'Please select a player as the winner.';

export interface ProgressSelectionProps {
  progress: TProgress;
  role: GameRole;
  /** Back to the leaderboard (once decided), or on to it after Choose Winner succeeded. */
  onShowLeaderboard: () => void;
  /** Moves focus to the section heading when shown (after Back to Progress). */
  autoFocus?: boolean;
}

/** Every player's progress: the host selects one and chooses the winner; players only watch. */
export function ProgressSelection({ progress, role, onShowLeaderboard, autoFocus }: ProgressSelectionProps) {
  const code = progress.game.gameCode;
  const noticeId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const choice = winnerChoice(progress);
  const isHost = role === 'host';
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const choose = useChooseWinner(code);
  // Once decided, the winner is the selected card; a selected player who left counts as nobody.
  const selected =
    choice === 'decided'
      ? (progress.leaderboard?.winner.id ?? null)
      : progress.players.some((p) => p.id === selectedId)
        ? selectedId
        : null;

  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus]);

  const onChoose = () => {
    if (!selected) return window.alert(SELECT_A_PLAYER);
    choose.mutate(selected, { onSuccess: onShowLeaderboard });
  };

  return (
    <section aria-labelledby={`${noticeId}-title`} className="flex flex-col gap-5">
      <h2
        id={`${noticeId}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        Players ({progress.players.length})
      </h2>
      <ProgressNotice progress={progress} role={role} id={noticeId} />
      {choose.error && <Alert variant="error">{errorMessage(choose.error)}</Alert>}
      {progress.players.length === 0 ? (
        <p className="text-slate-600">No players have joined yet.</p>
      ) : isHost ? (
        <WinnerPicker
          players={progress.players}
          selectedId={selected}
          onSelect={setSelectedId}
          disabled={choice !== 'open' || choose.isPending}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {progress.players.map((player) => (
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
          Back to Gallery
        </Link>
        <div className="flex flex-col gap-3 sm:flex-row">
          {progress.leaderboard && (
            <Button variant="outlined" size="lg" onClick={onShowLeaderboard}>
              Show Leaderboard
            </Button>
          )}
          {isHost && choice !== 'cancelled' && (
            <Button
              size="lg"
              color="success"
              loading={choose.isPending}
              disabled={choice !== 'open'}
              aria-describedby={noticeId}
              onClick={onChoose}
            >
              Choose Winner
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
