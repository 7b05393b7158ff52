import { useParams } from 'react-router';

/** The room code of the current route (`:roomId`), upper-cased as codes are. */
export function useRoomCode(): string {
  const { roomId = '' } = useParams();
  return roomId.toUpperCase();
}
