import type { TResultsPhoto } from '@picture-bingo/shared';
import { useId } from 'react';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

export type PhotoGrouping = 'label' | 'player';

export interface PhotoGroup {
  key: string;
  title: string;
  photos: { photo: TResultsPhoto; index: number }[];
}

/**
 * The photos in groups, by label (labels in order of first appearance) or by player (join order); `index` is each
 * photo's place in `ordered`, the order the viewer walks through.
 */
export function groupPhotos(photos: readonly TResultsPhoto[], by: PhotoGrouping) {
  const groups = new Map<string, PhotoGroup>();
  for (const photo of photos) {
    const key = by === 'label' ? photo.label : photo.playerId;
    let group = groups.get(key);
    if (!group) {
      group = { key, title: by === 'label' ? photo.label : photo.playerName, photos: [] };
      groups.set(key, group);
    }
    group.photos.push({ photo, index: 0 });
  }
  const list = [...groups.values()];
  let index = 0;
  for (const group of list) for (const item of group.photos) item.index = index++;
  const ordered = list.flatMap((group) => group.photos.map((item) => item.photo));
  return { groups: list, ordered };
}

/** One group's thumbnails (400 px, loaded as they scroll into view); a tap opens the photo full screen. */
function Group({
  group,
  by,
  onOpen,
}: {
  group: PhotoGroup;
  by: PhotoGrouping;
  onOpen: (index: number) => void;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
        <bdi>{group.title}</bdi>{' '}
        <span className="text-sm font-normal text-slate-600">
          {m.results_group_count({ count: group.photos.length, shown: formatCount(group.photos.length) })}
        </span>
      </h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {group.photos.map(({ photo, index }) => {
          const caption = by === 'label' ? photo.playerName : photo.label;
          return (
            <li key={`${photo.playerId}-${photo.idx}`}>
              <button
                type="button"
                onClick={() => onOpen(index)}
                className="group flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-start shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
                aria-label={m.results_view_full_screen({ label: photo.label, name: photo.playerName })}
              >
                <img
                  src={photo.thumb ?? photo.image}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={400}
                  height={400}
                  className="aspect-square w-full bg-slate-100 object-cover transition group-hover:opacity-90"
                />
                <span className="truncate px-2 py-1.5 text-sm text-slate-800">
                  <bdi>{caption}</bdi>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function PhotoGrid({
  groups,
  by,
  onOpen,
}: {
  groups: readonly PhotoGroup[];
  by: PhotoGrouping;
  onOpen: (index: number) => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <Group key={group.key} group={group} by={by} onOpen={onOpen} />
      ))}
    </div>
  );
}
