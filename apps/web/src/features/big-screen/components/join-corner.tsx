import { useQrCode } from '@/hooks/use-qr-code';
import { useShareBase } from '@/hooks/use-share-base';
import { joinUrl } from '@/game/paths';
import { m } from '@/lib/i18n/messages';

/** The QR code's size in the corner: still scannable from the first rows. */
const CORNER_QR_PX = 176;

/** While playing: the room code and the join QR code in a corner, for late joiners. */
export function JoinCorner({ code }: { code: string }) {
  const base = useShareBase();
  const url = base ? joinUrl(base.origin, code) : null;
  const qr = useQrCode(url ?? '', url !== null);
  return (
    <div className="flex items-center gap-5 rounded-3xl bg-slate-900 p-4" data-testid="join-corner">
      <div className="flex flex-col items-end">
        <p className="text-4xl text-slate-300">{m.screen_room_code()}</p>
        <p className="font-mono text-6xl font-black tracking-widest text-white">{code}</p>
      </div>
      <div
        className="flex shrink-0 items-center justify-center rounded-2xl bg-white p-2"
        style={{ width: CORNER_QR_PX + 16, height: CORNER_QR_PX + 16 }}
      >
        {url && qr.data && (
          <img
            src={qr.data}
            width={CORNER_QR_PX}
            height={CORNER_QR_PX}
            alt={m.screen_qr_alt({ url })}
            className="[image-rendering:pixelated]"
          />
        )}
      </div>
    </div>
  );
}
