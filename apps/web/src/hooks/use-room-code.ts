import { roomCodeKey } from '@picture-bingo/shared';
import { useParams } from 'react-router';

/** The room code of the current route (`:code`), in the form codes are compared in (shared `roomCodeKey`). */
export function useRoomCode(): string {
  const { code = '' } = useParams();
  return roomCodeKey(code);
}
