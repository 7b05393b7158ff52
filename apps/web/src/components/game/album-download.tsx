import type { TAlbumLayout } from '@picture-bingo/shared';
import { countOf } from '@picture-bingo/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { errorMessage } from '@/lib/errors';
import { getAlbumLink, type AlbumSource } from '@/game/results-page';
import { downloadTexts } from './download-texts';

const MB = 1024 * 1024;
const sizeText = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Starts a download of `url` through a temporary `<a download>` link: the browser streams it to disk. */
function startDownload(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
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
        setState({ kind: 'failed', text: 'No approved photos to put in an album yet' });
        return;
      }
      startDownload(link.url, link.fileName);
      setState({
        kind: 'started',
        text: `Downloading ${link.fileName}: ${countOf(link.photoCount, 'photo')}, ${sizeText(link.bytes)}. Your browser shows its progress.`,
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
        <legend className="mb-1 font-semibold text-slate-900">Photo album</legend>
        <p className="text-sm text-slate-600">
          Every approved photo in full quality, with a page that shows them offline.
        </p>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {(
            [
              ['label', 'A folder per label'],
              ['player', 'A folder per player'],
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
