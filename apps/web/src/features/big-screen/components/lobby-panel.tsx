import { gameStage, type TGameSummary, type TQueuePlayer } from '@picture-bingo/shared';
import { useQrCode } from '@/hooks/use-qr-code';
import { joinUrl } from '@/lib/paths';

/** Shown size of the join QR code: scannable from the back of a room. */
const QR_SHOWN_PX = 360;

export interface LobbyPanelProps {
  game: TGameSummary;
  /** Null until the first snapshot arrives. */
  players: TQueuePlayer[] | null;
}

/** Before the start: the room code, a large QR code of the join link, and the players as they arrive. */
export function LobbyPanel({ game, players }: LobbyPanelProps) {
  const code = game.gameCode;
  const url = joinUrl(code);
  const qr = useQrCode(url, true);
  const draft = gameStage(game) === 'draft';

  return (
    <div className="flex flex-col gap-10">
      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_auto]">
        <div className="flex flex-col gap-4">
          <p className="text-3xl text-slate-200 lg:text-4xl">
            Join at <span className="font-semibold text-white">{window.location.origin}/join</span>
          </p>
          <p className="text-2xl text-slate-300">with the room code</p>
          <p
            className="font-mono text-7xl font-black tracking-[0.2em] text-white sm:text-8xl xl:text-[10rem]"
            data-testid="big-screen-code"
          >
            {code}
          </p>
          <p className="text-2xl text-slate-300">or scan the QR code with your phone.</p>
          {draft && (
            <p className="text-2xl font-semibold text-amber-300">
              This game is still being set up: players can join once it is paid for.
            </p>
          )}
        </div>
        {/* Space kept for the code while it is drawn, so nothing moves when it appears. */}
        <div
          className="flex shrink-0 items-center justify-center rounded-3xl bg-white p-4"
          style={{ width: QR_SHOWN_PX + 32, height: QR_SHOWN_PX + 32 }}
        >
          {qr.data ? (
            <img
              src={qr.data}
              width={QR_SHOWN_PX}
              height={QR_SHOWN_PX}
              alt={`QR code for joining the game: ${url}`}
              className="[image-rendering:pixelated]"
            />
          ) : (
            <p className="text-xl text-slate-700">
              {qr.isError ? 'The QR code could not be drawn.' : 'Drawing QR code…'}
            </p>
          )}
        </div>
      </div>
      <section aria-labelledby="screen-players-title" className="flex flex-col gap-4">
        <h2 id="screen-players-title" className="text-4xl font-bold">
          Players{players ? ` (${players.length})` : ''}
        </h2>
        {players === null ? (
          <p className="text-2xl text-slate-300">Loading players…</p>
        ) : players.length === 0 ? (
          <p className="text-2xl text-slate-300">Waiting for the first player…</p>
        ) : (
          <ul className="flex flex-wrap gap-3" aria-live="polite">
            {players.map((player) => (
              <li
                key={player.id}
                className="max-w-full rounded-full bg-violet-700 px-5 py-2 text-2xl font-semibold [overflow-wrap:anywhere] text-white"
              >
                {player.name}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
