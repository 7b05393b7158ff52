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
        <p className="text-sm font-medium text-slate-700">Room code</p>
        <div className="flex items-center gap-2 self-start rounded-2xl border border-slate-300 bg-slate-100 py-2 pr-2 pl-5">
          <span
            className="font-mono text-3xl font-bold tracking-[0.3em] text-slate-900"
            data-testid="room-code"
          >
            {code}
          </span>
          <CopyButton
            text={code}
            label="Copy room code"
            onCopied={(ok) => copied(ok, code, 'Room code copied!')}
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
          Share QR Code
        </Button>
        <Button
          variant="outlined"
          disabled={url === null}
          onClick={() => {
            if (url) void copyText(url).then((ok) => copied(ok, url, 'Room URL copied!'));
          }}
        >
          Share URL
        </Button>
      </div>
      <ShareLinkWarning problem={base?.problem ?? null} />
      {manual && (
        <Input
          label="Copying is blocked here: select and copy this"
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
              alt={`QR code for joining the game: ${url}`}
              className="rounded-xl border border-slate-200 bg-white"
            />
            <figcaption className="text-sm break-all text-slate-600">{url}</figcaption>
          </figure>
        )}
        {showQr && qr.isPending && <Spinner label="Drawing QR code" />}
        {showQr && qr.isError && <Alert variant="error">The QR code could not be drawn.</Alert>}
      </div>
    </div>
  );
}
