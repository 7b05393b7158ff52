import { GameRulesScreen } from '@/features/host-setup/components/game-rules-screen';
import { useRoomCode } from '@/hooks/use-room-code';

export default function GameRulesRoute() {
  const code = useRoomCode();
  return <GameRulesScreen key={code} code={code} />;
}
