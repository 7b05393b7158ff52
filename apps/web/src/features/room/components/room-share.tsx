import { QR_SIZE_PX } from '@picture-bingo/shared';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { copyText } from '@/lib/clipboard';
import { joinUrl } from '@/game/paths';
import { ShareLinkWarning } from '@/components/game/share-link-warning';
import { useQrCode } from '@/hooks/use-qr-code';
import { useShareBase } from '@/hooks/use-share-base';
import { m } from '@/lib/i18n/messages';

/**
 * The room code to copy, and the join link as a QR code or copied text: how players find the game. `qrOpen`
 * shows the QR code from the start (a game waiting for players); Share QR Code still toggles it.
 */
export function RoomShare({ code, qrOpen = false }: { code: string; qrOpen?: boolean }) {
  const qrId = useId();
  const base = useShareBase();
  // Null until the server has said which address phones can open.
  const url = base ? joinUrl(base.origin, code) : null;
  const [showQr, setShowQr] = useState(qrOpen);
  // What could not be copied automatically, shown for copying by hand.
  const [manual, setManual] = useState<string | null>(null);
  const qr = useQrCode(url ?? '', showQr && url !== null);

  const copied = (ok: boolean, text: string, message: string) => {
    if (ok) toast.success(message);
    setManual(ok ? null : text);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-slate-700">{m.room_share_code_label()}</p>
        <div className="flex items-center gap-2 self-start rounded-2xl border border-slate-300 bg-slate-100 py-2 ps-5 pe-2">
          <span
            className="font-mono text-3xl font-bold tracking-[0.3em] text-slate-900"
            data-testid="room-code"
          >
            {code}
          </span>
          <CopyButton
            text={code}
            label={m.room_copy_code()}
            onCopied={(ok) => copied(ok, code, m.room_code_copied())}
          />
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant={showQr ? 'contained' : 'outlined'}
          aria-expanded={showQr}
          aria-controls={qrId}
          onClick={() => setShowQr((shown) => !shown)}
        >
          {m.room_share_qr()}
        </Button>
        <Button
          variant="outlined"
          disabled={url === null}
          onClick={() => {
            if (url) void copyText(url).then((ok) => copied(ok, url, m.room_url_copied()));
          }}
        >
          {m.room_share_url()}
        </Button>
      </div>
      <ShareLinkWarning problem={base?.problem ?? null} />
      {manual && (
        <Input
          label={m.room_copy_blocked()}
          readOnly
          value={manual}
          onFocus={(event) => event.target.select()}
        />
      )}
      <div id={qrId} hidden={!showQr}>
        {showQr && url && qr.data && (
          <figure className="flex flex-col items-start gap-2">
            <img
              src={qr.data}
              width={QR_SIZE_PX}
              height={QR_SIZE_PX}
              alt={m.room_qr_alt({ url })}
              className="rounded-xl border border-slate-200 bg-white"
            />
            <figcaption dir="ltr" className="text-sm break-all text-slate-600">
              {url}
            </figcaption>
          </figure>
        )}
        {showQr && qr.isPending && <Spinner label={m.room_drawing_qr()} />}
        {showQr && qr.isError && <Alert variant="error">{m.room_qr_failed()}</Alert>}
      </div>
    </div>
  );
}
