import { escapeHtml } from '../../lib/html';
import type { AlbumPhoto, AlbumPlacement } from './album-names';

/** A path inside the album as a relative URL: each part percent-encoded ("#", "?", "%" stay part of the name). */
const relativeUrl = (path: string) => path.split('/').map(encodeURIComponent).join('/');

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;background:#f8fafc;color:#0f172a}
h1{margin:0 0 .25rem}p.meta{margin:0 0 1.5rem;color:#475569}p.members{margin:-.5rem 0 .75rem;color:#334155}h2{margin:2rem 0 .75rem;overflow-wrap:anywhere}
ul{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:1rem}
figure{margin:0;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;overflow:hidden}
img{display:block;width:100%;aspect-ratio:1;object-fit:cover;background:#e2e8f0}
figcaption{padding:.5rem .75rem;font-size:.9rem;overflow-wrap:anywhere}figcaption b{display:block}`;

export interface AlbumIndexInfo {
  title: string;
  eventDate: string;
  by: 'player' | 'label';
  /** In a team game, each team card's members' names by card id (its photos' `playerId`); null otherwise. */
  teams?: ReadonlyMap<string, readonly string[]> | null;
}

/**
 * index.html of the album: every photo by folder, as relative links, so it opens from the unpacked folder with
 * no network and no scripts (its CSP allows none). All text is escaped.
 */
export function albumIndexHtml<P extends AlbumPhoto>(
  info: AlbumIndexInfo,
  placements: readonly AlbumPlacement<P>[],
): string {
  const folders = new Map<string, AlbumPlacement<P>[]>();
  for (const placement of placements) {
    const list = folders.get(placement.folder) ?? [];
    list.push(placement);
    folders.set(placement.folder, list);
  }
  const title = escapeHtml(info.title || 'Picture Bingo');
  const sections = [...folders].map(([folder, items]) => {
    const heading = escapeHtml(
      info.by === 'player' ? items[0].photo.playerName || folder : items[0].photo.label || folder,
    );
    const figures = items.map(({ photo, path }) => {
      const url = escapeHtml(relativeUrl(path));
      const label = escapeHtml(photo.label);
      const player = escapeHtml(photo.playerName);
      return `<li><figure><a href="${url}"><img src="${url}" loading="lazy" alt="${label} - ${player}"></a><figcaption><b>${label}</b>${player}</figcaption></figure></li>`;
    });
    const members = info.by === 'player' ? info.teams?.get(items[0].photo.playerId) : undefined;
    const list = members
      ? `<p class="members">${members.length > 0 ? `Members: ${members.map(escapeHtml).join(', ')}` : 'No members'}</p>`
      : '';
    return `<section><h2>${heading}</h2>${list}<ul>\n${figures.join('\n')}\n</ul></section>`;
  });
  const date = info.eventDate ? `${escapeHtml(info.eventDate)} · ` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file:; style-src 'unsafe-inline'">
<title>${title} - Photo album</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${title}</h1>
<p class="meta">${date}${placements.length} ${placements.length === 1 ? 'photo' : 'photos'}, by ${info.teams && info.by === 'player' ? 'team' : info.by}</p>
${sections.join('\n')}
</body>
</html>
`;
}
