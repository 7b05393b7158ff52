import { useParams } from 'react-router';

/** The room code of the current route (`:code`), upper-cased as codes are, spaces and dashes dropped. */
export function useRoomCode(): string {
  const { code = '' } = useParams();
  return code.replace(/[\s-]/g, '').toUpperCase();
}
