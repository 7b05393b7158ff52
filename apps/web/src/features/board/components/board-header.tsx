import type { TGameSummary, TMyPlayer } from '@picture-bingo/shared';
import { TimeLeft } from '@/components/game/time-left';
import { Icon } from '@/components/ui/icon';

/** The top of the card: the event, who is playing (by name) and the time left, in as little height as fits. */
export function BoardHeader({ game, player }: { game: TGameSummary; player: TMyPlayer }) {
  return (
    <header className="flex flex-col gap-1">
      <h2
        className="line-clamp-2 text-xl leading-tight font-bold [overflow-wrap:anywhere] text-slate-900"
        title={game.eventTitle}
      >
        {game.eventTitle}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 text-sm text-slate-700">
        <p className="min-w-0 truncate" data-testid="playing-as" title={player.name}>
          Playing as <span className="font-semibold text-slate-900">{player.name}</span>
        </p>
        <p className="flex items-center gap-1 font-medium">
          <Icon className="size-4 text-violet-700">
            <circle cx="12" cy="13" r="8" />
            <path d="M12 9v4l2 2M9 2h6" />
          </Icon>
          <span>Time left</span>
          <TimeLeft game={game} className="font-mono text-violet-800" />
        </p>
      </div>
    </header>
  );
}
