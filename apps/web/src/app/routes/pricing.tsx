import { HostGameGate } from '@/components/game/host-game-gate';
import { PricingView } from '@/features/payment/components/pricing-view';
import { useRoomCode } from '@/hooks/use-room-code';

export default function PricingRoute() {
  const code = useRoomCode();
  return <HostGameGate code={code}>{(game) => <PricingView key={game.gameCode} game={game} />}</HostGameGate>;
}
