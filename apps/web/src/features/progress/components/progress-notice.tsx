import { CLOCK_TEXTS, GAME_CANCELLED, gameStage, playOverText, type TProgress } from '@picture-bingo/shared';
import { Alert } from '@/components/ui/alert';
import type { GameRole } from '@/game/game-channel';
import { winnerChoice } from '@/game/progress-updates';

/** Why the winner can or cannot be chosen now; `id` lets Choose Winner point at it. */
export function ProgressNotice({ progress, role, id }: { progress: TProgress; role: GameRole; id: string }) {
  const isHost = role === 'host';
  const content = (() => {
    switch (winnerChoice(progress)) {
      case 'cancelled':
        return (
          <Alert variant="warning" title={GAME_CANCELLED}>
            {isHost
              ? 'A cancelled game has no winner.'
              : 'The host cancelled this game, so it has no winner.'}
          </Alert>
        );
      case 'not-started':
        return (
          <Alert variant="info" title="The game has not started yet">
            Nobody can win before the game starts.
          </Alert>
        );
      case 'decided':
        return (
          <Alert variant="success" title="The winner has been chosen">
            {progress.leaderboard && (
              <>
                <bdi>{progress.leaderboard.winner.name}</bdi> won this game.{' '}
              </>
            )}
            A game has only one winner.
          </Alert>
        );
      case 'open':
        if (gameStage(progress.game) === 'time-up') {
          return (
            <Alert variant="info" title={playOverText(progress.game) ?? CLOCK_TEXTS.timeUp}>
              Uploads are closed. {isHost ? 'Choose the winner.' : 'The host will choose the winner.'}
            </Alert>
          );
        }
        return isHost ? (
          <p className="text-sm text-slate-700">
            Select a player, then Choose Winner. This ends the game for everyone.
          </p>
        ) : (
          <p className="text-sm text-slate-700">The host chooses the winner when the game ends.</p>
        );
    }
  })();
  return <div id={id}>{content}</div>;
}
