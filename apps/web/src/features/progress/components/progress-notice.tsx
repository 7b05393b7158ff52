import { gameStage, type TProgress } from '@picture-bingo/shared';
import { Alert } from '@/components/ui/alert';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import type { GameRole } from '@/game/game-channel';
import { winnerChoice } from '@/game/progress-updates';

/** Why the winner can or cannot be chosen now; `id` lets Choose Winner point at it. */
export function ProgressNotice({ progress, role, id }: { progress: TProgress; role: GameRole; id: string }) {
  const isHost = role === 'host';
  const content = (() => {
    switch (winnerChoice(progress)) {
      case 'cancelled':
        return (
          <Alert variant="warning" title={m.progress_cancelled_title()}>
            {isHost ? m.progress_cancelled_host() : m.progress_cancelled_player()}
          </Alert>
        );
      case 'not-started':
        return (
          <Alert variant="info" title={m.progress_not_started_title()}>
            {m.progress_not_started()}
          </Alert>
        );
      case 'decided':
        return (
          <Alert variant="success" title={m.progress_decided_title()}>
            {progress.leaderboard
              ? rich(m.progress_decided_named, { name: <bdi>{progress.leaderboard.winner.name}</bdi> })
              : m.progress_decided()}
          </Alert>
        );
      case 'open':
        if (gameStage(progress.game) === 'time-up') {
          return (
            <Alert
              variant="info"
              title={progress.game.endedEarly ? m.progress_host_ended() : m.progress_time_up()}
            >
              {isHost ? m.progress_time_up_host() : m.progress_time_up_player()}
            </Alert>
          );
        }
        return isHost ? (
          <p className="text-sm text-slate-700">
            {/* Only the last prize of a prize game ends it; a one-winner game ends with its winner. */}
            {progress.game.winMode === 'prizes' ? m.progress_open_host_prizes() : m.progress_open_host()}
          </p>
        ) : (
          <p className="text-sm text-slate-700">{m.progress_open_player()}</p>
        );
    }
  })();
  return <div id={id}>{content}</div>;
}
