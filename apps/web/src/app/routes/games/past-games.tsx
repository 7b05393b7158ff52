import { GameList, PAST_GAMES } from '@/features/games/components/game-list';

export default function PastGamesRoute() {
  return <GameList {...PAST_GAMES} />;
}
