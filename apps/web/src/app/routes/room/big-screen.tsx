import { BigScreen } from '@/features/big-screen/components/big-screen';
import { useRoomCode } from '@/hooks/use-room-code';

/** /room/{code}/screen: the host's game for a projector (a bare page: no navigation bar, no page header). */
export default function BigScreenRoute() {
  const code = useRoomCode();
  return <BigScreen key={code} code={code} />;
}
