import { useParams } from 'react-router';

/**
 * The room code of the current route (`:code`) as the game's own code is written: upper case, spaces and dashes
 * dropped. Links built from it keep the host's code (an O stays an O); API paths and query keys compare codes in
 * the shared `roomCodeKey` form (game/paths.ts).
 */
export function useRoomCode(): string {
  const { code = '' } = useParams();
  return code.replace(/[\s-]/g, '').toUpperCase();
}
