import { Navigate } from 'react-router';
import { useRoomCode } from '@/hooks/use-room-code';
import { isFreshDevice } from '@/lib/device';
import { gamePaths } from '@/game/paths';

/**
 * /join/{code}, the shared join link: straight on to the room, for anyone (players need no account). A device
 * new to the app is in no game yet, so it goes on to the name step without the room asking the server first.
 */
export default function JoinRedirectRoute() {
  const code = useRoomCode();
  return <Navigate to={isFreshDevice() ? gamePaths.playerName(code) : gamePaths.room(code)} replace />;
}
