import { gameStage, type TResults } from '@picture-bingo/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AlbumDownload } from '@/components/game/album-download';
import { Leaderboard } from '@/components/game/leaderboard';
import { PhotosKept } from '@/components/game/photos-kept';
import { ResultsSharing } from '@/components/game/results-sharing';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { formatEventDate } from '@/lib/format';
import type { AlbumSource } from '@/game/results-page';
import { gamePaths } from '@/game/paths';
import { groupPhotos, PhotoGrid, type PhotoGrouping } from './photo-grid';
import { PhotoViewer } from './photo-viewer';
import { ResultsFavourite } from './results-favourite';
import { EventLook } from '@/components/game/event-look';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';

export interface ResultsViewProps {
  results: TResults;
  /** Whose album the download takes: the game's (host, player) or the share link's. */
  albumSource: AlbumSource;
  /** The game's code for its host and players (links to the gallery); null behind a share link. */
  code: string | null;
  /** The viewer owns the game: the sharing switch is theirs (a co-host or moderator sees the results only). */
  canShare?: boolean;
}

/** The winners in the prizes' order (the first prize first): one in a "first BINGO! wins" game, one per prize won. */
function Winners({ winners }: { winners: TResults['winners'] }) {
  // One winner: the leaderboard's banner says "Winner: …".
  if (winners.length < 2) return null;
  return (
    <section aria-labelledby="winners-title" className="flex flex-col gap-2">
      <h2 id="winners-title" className="text-xl font-bold text-slate-900">
        {m.results_winners()}
      </h2>
      <ol className="flex flex-col gap-1">
        {winners.map((w) => (
          <li key={`${w.place}-${w.id}`} className="text-slate-900">
            {rich(m.results_winner_place, {
              place: formatCount(w.place),
              name: <bdi className="font-semibold">{w.name}</bdi>,
            })}
            {w.prize && (
              <span className="text-slate-700">
                {' '}
                {rich(m.results_winner_prize, { prize: <bdi>{w.prize}</bdi> })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /results/{code} and /results/shared/{token}: the winner(s), the leaderboard and every approved photo by label or
 * by player, a full-screen viewer, a slideshow for the big screen, the photo album download and (host) sharing.
 */
export function ResultsView({ results, albumSource, code, canShare = false }: ResultsViewProps) {
  const { game, photos, leaderboard } = results;
  const [by, setBy] = useState<PhotoGrouping>('label');
  const [open, setOpen] = useState<{ index: number; slideshow: boolean } | null>(null);
  const { groups, ordered } = useMemo(() => groupPhotos(photos, by), [photos, by]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <EventLook look={game.look} eventTitle={game.eventTitle} className="mb-2" />
        <h2 className="text-xl font-bold [overflow-wrap:anywhere] text-slate-900">{game.eventTitle}</h2>
        <p className="text-slate-700">
          {game.eventDate && (
            <>
              <time dateTime={game.eventDate}>{formatEventDate(game.eventDate)}</time> ·{' '}
            </>
          )}
          {m.results_summary({
            players: m.results_players({
              count: results.players.length,
              shown: formatCount(results.players.length),
            }),
            photos: m.results_approved_photos({ count: photos.length, shown: formatCount(photos.length) }),
          })}
        </p>
        <PhotosKept deleteAt={results.photosDeleteAt} />
      </div>
      {gameStage(game) === 'cancelled' && <Alert variant="info">{m.gallery_cancelled()}</Alert>}
      <Winners winners={results.winners} />
      {leaderboard ? (
        <>
          <Leaderboard leaderboard={leaderboard} />
          <ResultsFavourite source={albumSource} />
        </>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 p-4 text-slate-700">
          {m.results_no_winner_yet()}
        </p>
      )}

      {/* Download photos (the album, named by label) leads, as in the gallery. */}
      <AlbumDownload source={albumSource} />
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outlined"
          onClick={() => setOpen({ index: 0, slideshow: true })}
          disabled={ordered.length === 0}
        >
          {m.results_start_slideshow()}
        </Button>
        {code && (
          <Link to={gamePaths.gallery(code)} className={buttonClasses({ variant: 'outlined' })}>
            {m.results_gallery()}
          </Link>
        )}
      </div>
      {results.sharing && code && canShare && <ResultsSharing code={code} sharing={results.sharing} />}

      <section aria-labelledby="photos-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="photos-title" className="text-xl font-bold text-slate-900">
            {m.results_photos()}
          </h2>
          <div
            role="group"
            aria-label={m.results_group_photos()}
            className="flex rounded-xl bg-slate-100 p-1"
          >
            {(
              [
                ['label', m.results_by_label()],
                ['player', m.results_by_player()],
              ] as const
            ).map(([value, text]) => (
              <button
                key={value}
                type="button"
                aria-pressed={by === value}
                onClick={() => setBy(value)}
                className={
                  'min-h-11 rounded-lg px-4 text-sm font-semibold ' +
                  (by === value ? 'bg-white text-violet-800 shadow-sm' : 'text-slate-700')
                }
              >
                {text}
              </button>
            ))}
          </div>
        </div>
        {ordered.length === 0 ? (
          <p className="text-slate-700">{m.results_no_photos()}</p>
        ) : (
          <PhotoGrid groups={groups} by={by} onOpen={(index) => setOpen({ index, slideshow: false })} />
        )}
      </section>

      {open && (
        <PhotoViewer
          key={`${open.slideshow}-${open.index}`}
          photos={ordered}
          start={open.index}
          slideshow={open.slideshow}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
