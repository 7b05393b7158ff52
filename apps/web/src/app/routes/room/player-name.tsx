import { PlayerNameForm } from '@/features/host-setup/components/player-name-form';
import { PlayerNameScreen } from '@/features/join/components/player-name-screen';
import { useRoomCode } from '@/hooks/use-room-code';
import { RoleGate } from '../room/role-gate';

/** /room/{code}/player-name: the host's name step for its host, the joining step for players. */
export default function PlayerNameRoute() {
  const code = useRoomCode();
  return (
    <RoleGate
      code={code}
      host={(game) => <PlayerNameForm key={game.gameCode} game={game} />}
      player={<PlayerNameScreen key={code} code={code} />}
    />
  );
}
