import { ACTIVE_GAMES, GameList } from '@/features/games/components/game-list';

export default function ActiveGamesRoute() {
  return <GameList {...ACTIVE_GAMES} />;
}
