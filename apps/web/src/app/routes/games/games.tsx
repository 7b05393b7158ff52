import { GamesTabs } from '@/features/games/components/games-tabs';

export default function GamesRoute() {
  return <GamesTabs />;
}
