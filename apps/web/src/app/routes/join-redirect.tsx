import { Navigate } from 'react-router';
import { useRoomCode } from '@/hooks/use-room-code';
import { gamePaths } from '@/lib/paths';

/** /join/{code}, the shared join link: straight on to the room, for anyone (players need no account). */
export default function JoinRedirectRoute() {
  return <Navigate to={gamePaths.room(useRoomCode())} replace />;
}
