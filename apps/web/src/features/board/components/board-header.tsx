import type { TGameSummary, TMyPlayer } from '@picture-bingo/shared';
import { TimeLeft } from '@/components/game/time-left';
import { Icon } from '@/components/ui/icon';
import { EventLook } from '@/components/game/event-look';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';

/** The top of the card: the event, who is playing (by name) and the time left, in as little height as fits. */
export function BoardHeader({ game, player }: { game: TGameSummary; player: TMyPlayer }) {
  return (
    <header className="flex flex-col gap-1">
      <EventLook look={game.look} eventTitle={game.eventTitle} className="mb-1" />
      <h2
        className="line-clamp-2 text-xl leading-tight font-bold [overflow-wrap:anywhere] text-slate-900"
        title={game.eventTitle}
      >
        <bdi>{game.eventTitle}</bdi>
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 text-sm text-slate-700">
        <p className="min-w-0 truncate" data-testid="playing-as" title={player.name}>
          {rich(m.board_playing_as, {
            name: <bdi className="font-semibold text-slate-900">{player.name}</bdi>,
          })}
        </p>
        <p className="flex items-center gap-1 font-medium">
          <Icon className="size-4 text-violet-700">
            <circle cx="12" cy="13" r="8" />
            <path d="M12 9v4l2 2M9 2h6" />
          </Icon>
          <span>{m.board_time_left()}</span>
          <TimeLeft game={game} className="font-mono text-violet-800" />
        </p>
      </div>
    </header>
  );
}
