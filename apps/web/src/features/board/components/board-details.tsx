import type { TGameSummary, TMyPlayer } from '@picture-bingo/shared';
import { Card } from '@/components/ui/card';
import { GameRules } from './game-rules';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { shortPlayerId } from '@/game/player-id';

/** Below the card: the host's welcome, the rules and the spec's Player ID (small, in its short form). */
export function BoardDetails({ game, player }: { game: TGameSummary; player: TMyPlayer }) {
  return (
    <div className="flex flex-col gap-4">
      {game.welcomeMessage && (
        <Card className="flex flex-col gap-1">
          <h3 className="text-lg font-semibold text-slate-900">{m.board_welcome()}</h3>
          <p dir="auto" className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-800">
            {game.welcomeMessage}
          </p>
        </Card>
      )}
      <GameRules game={game} />
      <p className="text-xs [overflow-wrap:anywhere] text-slate-600">
        {rich(m.board_player_id, {
          id: (
            <bdi dir="ltr" className="font-mono">
              {shortPlayerId(player.id)}
            </bdi>
          ),
        })}
      </p>
    </div>
  );
}
