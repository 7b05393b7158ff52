import type { TGameSummary } from '@picture-bingo/shared';
import { GameRulesCard } from '@/components/game/game-rules-card';

/** The rules this game is played by (the time left is at the top of the card). */
export function GameRules({ game }: { game: TGameSummary }) {
  return <GameRulesCard game={game} />;
}
