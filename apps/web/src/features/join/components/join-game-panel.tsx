import type { TErrorCode } from '@picture-bingo/shared';
import { useState, type FormEvent } from 'react';
import { typedValue } from '@/lib/prerendered';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { errorText, loadErrorTexts } from '@/lib/error-text';
import { errorMessage } from '@/lib/errors';
import { JoinRefusedError, useJoinRoom } from '../hooks/use-join-room';
import { SCANNER_REGION_ID, useQrScanner } from '../hooks/use-qr-scanner';
import { parseScannedCode, toRoomCodeInput } from '../utils/room-code';
import { JoinRefusal } from './join-refusal';
import { ScanFileInput } from './scan-file-input';
import { m } from '@/lib/i18n/messages';

export interface JoinGamePanelProps {
  /** The heading level: 1 when the panel is the page, 2 beside another form. */
  headingLevel?: 1 | 2;
}

/** Join a Game: type the room code, scan its QR code with the camera, or scan a picture of it. */
export function JoinGamePanel({ headingLevel = 2 }: JoinGamePanelProps) {
  // Typed into the page before the app took it over (apps/web/src/lib/prerendered.ts).
  const [code, setCode] = useState(() => typedValue('roomCode') ?? '');
  const [scanError, setScanError] = useState<string | null>(null);
  const join = useJoinRoom();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const joinCode = (value: string) => {
    setScanError(null);
    join.mutate(value);
  };

  const onScannedText = (text: string) => {
    const scanned = parseScannedCode(text);
    if (!scanned) {
      // The refusal's words in the shown language (loaded first: a guest's first error).
      void loadErrorTexts().then(() => setScanError(errorText('INVALID_ROOM_CODE' satisfies TErrorCode)));
      return false;
    }
    joinCode(scanned);
    return true;
  };
  const scanner = useQrScanner(onScannedText, setScanError);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed) joinCode(trimmed);
  };

  const refused = !scanError && join.error instanceof JoinRefusedError ? join.error : null;
  const error = scanError ?? (join.isError && !refused ? errorMessage(join.error) : null);

  return (
    <Card className="flex flex-col gap-5" aria-labelledby="join-game-title" role="region">
      <div className="flex flex-col gap-1 text-center">
        <Heading id="join-game-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {m.page_join_a_game()}
        </Heading>
        <p className="text-sm text-slate-600">{m.join_intro()}</p>
      </div>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <Input
          label={m.room_code_label()}
          name="roomCode"
          placeholder={m.room_code_placeholder()}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="[&_input]:font-mono [&_input]:tracking-widest"
          value={code}
          onChange={(event) => setCode(toRoomCodeInput(event.target.value))}
        />
        {error && <Alert variant="error">{error}</Alert>}
        {refused && (
          <JoinRefusal
            code={refused.code}
            message={refused.message}
            gameCode={refused.gameCode}
            member={refused.member}
          />
        )}
        <Button type="submit" size="lg" fullWidth loading={join.isPending}>
          {m.join_submit()}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        {m.join_or()}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button
        variant="outlined"
        size="lg"
        fullWidth
        aria-expanded={scanner.scanning}
        aria-controls={SCANNER_REGION_ID}
        onClick={() => {
          setScanError(null);
          scanner.setScanning(!scanner.scanning);
        }}
      >
        {scanner.scanning ? m.scan_cancel() : m.scan_start()}
      </Button>
      {/* The camera's video takes the region's width when it starts, so the region is laid out while scanning (hidden
          only when not): a square (the video asks the camera for one), which grows to a taller video on a camera
          that gives no square. */}
      <div
        id={SCANNER_REGION_ID}
        className={
          scanner.scanning
            ? 'mx-auto aspect-square w-full max-w-xs rounded-xl bg-slate-900 [&_video]:rounded-xl'
            : 'hidden'
        }
      />
      {!scanner.scanning && <ScanFileInput onFile={(file) => void scanner.scanFile(file)} />}
    </Card>
  );
}
