import { QR_SIZE_PX } from '@picture-bingo/shared';
import { Spinner } from '@/components/ui/spinner';
import { useQrCode } from '@/hooks/use-qr-code';
import { useShareBase } from '@/hooks/use-share-base';
import { joinUrl } from '@/game/paths';
import { m } from '@/lib/i18n/messages';

/** The paid game's room code and join QR code: what the host shares next, right on the success page. */
export function PaidGameShare({ code }: { code: string }) {
  const base = useShareBase();
  const url = base ? joinUrl(base.origin, code) : null;
  const qr = useQrCode(url ?? '', url !== null);
  return (
    <section aria-labelledby="paid-game-title" className="flex flex-wrap items-center gap-6">
      <div className="flex flex-col gap-1">
        <h3 id="paid-game-title" className="text-sm font-medium text-slate-700">
          {m.pay_room_code()}
        </h3>
        <p className="font-mono text-4xl font-bold tracking-[0.3em] text-slate-900" data-testid="room-code">
          {code}
        </p>
        {url && (
          <p className="text-sm break-all text-slate-600" dir="ltr">
            {url}
          </p>
        )}
      </div>
      {url && qr.data ? (
        <img
          src={qr.data}
          width={QR_SIZE_PX}
          height={QR_SIZE_PX}
          alt={m.pay_qr_alt({ url })}
          className="rounded-xl border border-slate-200 bg-white"
        />
      ) : (
        <Spinner label={m.pay_drawing_qr()} />
      )}
    </section>
  );
}
