import type { TGame, TGameSummary } from '@picture-bingo/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { refreshProgress } from '@/game/progress-cache';
import { progressQueryOptions } from '@/game/game-results';
import { m, offerGameLocale } from '@/lib/i18n/messages';
import { serverNow } from '@/lib/server-clock';
import { useLiveScreen } from '../hooks/use-live-screen';
import { useShow } from '../hooks/use-show';
import { useSound } from '../hooks/use-sound';
import { screenMode, type ScreenMode } from '../utils/photo-wall';
import { countdownNumber, isFreshWinner, isLiveStart } from '../utils/show';
import { BingoReveal } from './bingo-reveal';
import { CountdownOverlay } from './countdown-overlay';
import { ScreenFavourite } from './screen-favourite';
import { ScreenPrizes } from './screen-prizes';
import { FinalStandings } from './final-standings';
import { JoinCorner } from './join-corner';
import { LobbyPanel } from './lobby-panel';
import { PhotoWall } from './photo-wall';
import { PrizeReveal } from './prize-reveal';
import { ScreenShell } from './screen-shell';
import { ScreenStatus } from './screen-status';
import { SoundToggle } from './sound-toggle';
import { Standings } from './standings';
import { WinnerReveal } from './winner-reveal';
import { WinnerSlideshow } from './winner-slideshow';
import { EventLook } from '@/components/game/event-look';

/**
 * The live game on a projector: the lobby, a 3-2-1 countdown at the start, the photo wall and leaderboard, a
 * BINGO! reveal when a player's BINGO! is accepted, each prize's reveal before the last, the winner's reveal and the final leaderboard, or the
 * cancellation.
 */
export function BigScreenView({ game: loaded }: { game: TGame }) {
  const code = loaded.gameCode;
  const queryClient = useQueryClient();
  const show = useShow();
  const sound = useSound();
  const live = useLiveScreen(code, {
    onBingoCalled: ({ playerId, playerName, calledAt }) => show.bingo({ playerId, playerName, calledAt }),
    onPrizeAwarded: show.prize,
    onWinner: show.winner,
  });
  // The socket's snapshot and updates once connected; the loaded game until then.
  const game: TGameSummary = live.game ?? loaded;
  const mode = screenMode(game);
  // The room's screen reads the game's language, unless the link or this device's choice decided
  // (lib/i18n/messages.ts).
  const language = game.language;
  useEffect(() => offerGameLocale(language, { room: true }), [language]);
  const progress = useQuery({ ...progressQueryOptions(code, 'host'), enabled: mode !== 'lobby' });
  const leaderboard = progress.data?.leaderboard ?? null;
  const missingWinner = mode === 'completed' && progress.data !== undefined && leaderboard === null;

  // Completed, but the winner event was missed (or has not come yet): ask once more.
  useEffect(() => {
    if (missingWinner) refreshProgress(queryClient, code, 'host');
  }, [missingWinner, queryClient, code]);

  // The start seen live (not a reload mid-game) is counted down.
  const previousMode = useRef<ScreenMode | null>(null);
  const { started } = show;
  useEffect(() => {
    const previous = previousMode.current;
    previousMode.current = mode;
    if (isLiveStart(previous, mode, game.startedAt, serverNow())) started();
  }, [mode, game.startedAt, started]);

  // A winner chosen while this screen watched is revealed, even when its event was missed (a reconnection).
  const sawPlay = useRef(false);
  const { winner } = show;
  useEffect(() => {
    if (mode === 'playing') sawPlay.current = true;
    if (
      mode === 'completed' &&
      leaderboard &&
      isFreshWinner(sawPlay.current, leaderboard.decidedAt, serverNow())
    )
      winner(leaderboard);
  }, [mode, leaderboard, winner]);

  const count = mode === 'playing' ? countdownNumber(show.state, show.now) : null;
  const reveal = show.state.reveal;
  const { play } = sound;
  useEffect(() => {
    if (count !== null) play('tick');
  }, [count, play]);
  useEffect(() => {
    if (reveal) play('chime');
  }, [reveal, play]);

  const playing = mode === 'playing' && reveal?.kind !== 'winner';
  // The final standings fill the screen exactly: a projector cannot scroll.
  const final = mode === 'completed' && leaderboard !== null && reveal?.kind !== 'winner';
  return (
    <ScreenShell
      title={game.eventTitle || 'Picture Bingo'}
      look={<EventLook look={game.look} eventTitle={game.eventTitle} size="xl" />}
      fit={final}
      aside={
        <div className="flex items-start gap-6">
          <div className="flex flex-col items-end gap-3">
            <SoundToggle on={sound.on} onToggle={sound.toggle} />
            <ScreenStatus connection={live.connection} />
          </div>
          {playing && <JoinCorner code={code} />}
        </div>
      }
    >
      {live.connection === 'refused' && (
        <Alert variant="error" title={m.screen_live_stopped()} className="max-w-4xl text-4xl!">
          {m.screen_refused_reload({ reason: live.refusal ?? m.screen_connect_failed() })}
        </Alert>
      )}
      {reveal?.kind === 'winner' ? (
        <WinnerReveal code={code} leaderboard={reveal.leaderboard} />
      ) : (
        <>
          {mode === 'lobby' && <LobbyPanel game={game} players={live.game ? live.players : null} />}
          {mode === 'playing' && (
            <div className="grid gap-10 xl:grid-cols-[auto_minmax(0,1fr)]">
              <PhotoWall code={code} />
              <Standings game={game} ranking={progress.data?.ranking ?? null} />
            </div>
          )}
          {mode === 'completed' &&
            (leaderboard ? (
              <div className="grid min-h-0 flex-1 gap-[3dvh] xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                <FinalStandings leaderboard={leaderboard} />
                <div className="flex min-h-0 min-w-0 flex-col gap-[2dvh]">
                  {leaderboard.prizes && leaderboard.prizes.length > 1 && (
                    <ScreenPrizes prizes={leaderboard.prizes} />
                  )}
                  <ScreenFavourite code={code} />
                  <WinnerSlideshow code={code} leaderboard={leaderboard} />
                </div>
              </div>
            ) : (
              <p role="status" className="text-6xl text-slate-200">
                {m.screen_winner_coming()}
              </p>
            ))}
          {mode === 'cancelled' && (
            <p className="text-6xl font-bold text-amber-300">{m.screen_cancelled()}</p>
          )}
        </>
      )}
      {reveal?.kind === 'bingo' && mode !== 'cancelled' && <BingoReveal code={code} call={reveal.call} />}
      {reveal?.kind === 'prize' && mode !== 'cancelled' && <PrizeReveal code={code} moment={reveal.moment} />}
      {count !== null && <CountdownOverlay count={count} />}
    </ScreenShell>
  );
}
