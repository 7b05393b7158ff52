import type { TAlbumLayout } from '@picture-bingo/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { startDownload } from '@/lib/download';
import { errorMessage } from '@/lib/errors';
import { getAlbumLink, type AlbumSource } from '@/game/results-page';
import { currentLocale, m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { downloadTexts } from './download-texts';

const MB = 1024 * 1024;
/** A size in the shown language's digits: "12.5 MB", "640 KB". */
function sizeText(bytes: number): string {
  const number = (fractionDigits: number) =>
    new Intl.NumberFormat(currentLocale(), {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      useGrouping: false,
    });
  return bytes >= MB
    ? m.game_size_mb({ size: number(1).format(bytes / MB) })
    : m.game_size_kb({ size: number(0).format(Math.max(1, Math.round(bytes / 1024))) });
}

/**
 * The "Photo album" download, beside the spec's two zips: every approved photo as stored (WebP), named
 * `{label} - {player}.webp`, in a folder per player or per label, with an index.html that shows them offline. The
 * server streams the zip with its exact size, so the browser's own download shows its progress and the phone
 * holds none of it in memory (docs/decisions/007-photo-album.md).
 */
export function AlbumDownload({
  source,
  startAtOnce = false,
}: {
  source: AlbumSource;
  startAtOnce?: boolean;
}) {
  // Named by label by default: what guests look for after a party is "the cake photos".
  const [by, setBy] = useState<TAlbumLayout>('label');
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'preparing' } | { kind: 'started' | 'failed'; text: string }
  >({ kind: 'idle' });
  const name = useId();

  const download = async () => {
    setState({ kind: 'preparing' });
    try {
      const link = await getAlbumLink(source, by);
      if (link.photoCount === 0) {
        setState({ kind: 'failed', text: m.game_album_none() });
        return;
      }
      startDownload(link.url, link.fileName);
      setState({
        kind: 'started',
        text: m.game_album_downloading({
          file: link.fileName,
          count: link.photoCount,
          shown: formatCount(link.photoCount),
          size: sizeText(link.bytes),
        }),
      });
    } catch (error) {
      setState({ kind: 'failed', text: errorMessage(error) });
    }
  };

  // Opened by the gallery's "Download photos": that tap was the download.
  const started = useRef(false);
  useEffect(() => {
    if (!startAtOnce || started.current) return;
    started.current = true;
    void download();
  });

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-slate-900">{m.game_album_title()}</legend>
        <p className="text-sm text-slate-600">{m.game_album_intro()}</p>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {(
            [
              ['label', m.game_album_by_label()],
              ['player', m.game_album_by_player()],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-slate-800">
              <input
                type="radio"
                name={name}
                value={value}
                checked={by === value}
                onChange={() => setBy(value)}
                className="size-5 accent-violet-700"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <Button
        className="self-start"
        onClick={() => void download()}
        loading={state.kind === 'preparing'}
        disabled={state.kind === 'preparing'}
      >
        {state.kind !== 'preparing' && (
          <Icon className="size-4">
            <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
          </Icon>
        )}
        {downloadTexts.downloadPhotos}
      </Button>
      <p
        role="status"
        className={state.kind === 'failed' ? 'text-sm text-red-700' : 'text-sm text-slate-700'}
      >
        {state.kind === 'started' || state.kind === 'failed' ? state.text : ''}
      </p>
    </div>
  );
}
