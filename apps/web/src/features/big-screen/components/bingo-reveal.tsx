import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { useScreenPlayer } from '../hooks/use-screen-player';
import type { BingoCall } from '../utils/show';
import { RevealFrame } from './reveal-frame';

/** The call spinning in: from small and tilted to its size, with an overshoot. */
const SPIN_IN: Keyframe[] = [
  { transform: 'scale(0.3) rotate(-8deg)', opacity: 0 },
  { transform: 'scale(1.15) rotate(2deg)', opacity: 1, offset: 0.6 },
  { transform: 'scale(1) rotate(0)', opacity: 1 },
];

/** A player's BINGO! was accepted: the whole screen says so, with their name and their card of photos. */
export function BingoReveal({ code, call }: { code: string; call: BingoCall }) {
  // A caller beyond the screen's page of a large game has their card read on its own.
  const { player, failed } = useScreenPlayer(code, call.playerId);

  return (
    <RevealFrame
      id="bingo-reveal"
      tone="violet"
      // The call itself, never translated (in Arabic isolated, so its "!" stays after it).
      title={m.board_bingo()}
      titleClass="text-[13rem] leading-none font-black tracking-tight text-amber-300"
      entrance={SPIN_IN}
      showing={call.playerId}
      gap="gap-8"
      player={player}
      failed={failed}
      cardSize="size-[min(60rem,calc(100dvh_-_6rem))]"
    >
      <p className="max-w-full text-8xl font-bold [overflow-wrap:anywhere]">
        <bdi>{call.playerName}</bdi>
      </p>
      {player && (
        <p className="text-5xl text-violet-200">
          {m.screen_photos_marked({
            marked: formatCount(player.markedCount),
            total: formatCount(player.totalCount),
          })}
        </p>
      )}
    </RevealFrame>
  );
}
