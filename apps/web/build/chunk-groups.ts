/**
 * Build plugin: the chunk groups, one with the entry and one of what the guest path's pages share (the manifest's
 * `chunk: 'player'`), so a phone fetches a few larger files instead of many small ones.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { PAGES, type PageEntry } from '../src/app/pages.ts';

/**
 * Modules an entry's barrel reaches but only lazy pages use, left out of the entry's group: TanStack Query's infinite
 * queries (the gallery screens), and the shared package's game rules, the schemas of play, results and the host's
 * room guard (the board, the host's screens, the results) and the error codes and table (its English words load with the first
 * error to show: apps/web/src/lib/error-text.ts), which its barrel (packages/shared/src/index.ts) re-exports with the
 * schemas the app does use.
 */
const LAZY_ONLY = [
  // A message of its own module (lib/i18n/messages.ts): it goes where the pages that use it go.
  /[\\/]src[\\/]catalogues[\\/]shown[\\/]/,
  /[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](?:useI|i)nfiniteQuery(?:Observer|Options)?\.js$/,
  /[\\/]packages[\\/]shared[\\/]src[\\/](?:game[\\/](?:board|win|ranking)|schemas[\\/](?:results|play|room-guard)|error-(?:codes|table))\.ts$/,
];

/** The pages of a guest's phone from the join link to the board: the manifest's `chunk: 'player'`. */
const PLAYER_PAGES = PAGES.filter((page: PageEntry) => page.chunk === 'player').map((page) => page.module);

/**
 * Fewer, larger chunks where a phone needs them together. Left to itself, the bundler makes a chunk of every set
 * of modules shared by a different set of pages: 25 to 30 files of 1 to 5 KB for a join link, and over HTTP/1.1 (six
 * connections, one request at a time each) every wave of them costs a round trip on a phone's network
 * (bench/phone). So: everything the entry loads (its static imports) is one chunk with it, loaded by every page
 * anyway; and the modules two or more player pages share (beyond the entry) are one more, which the next page of the
 * path finds in the cache. A page's own modules stay in its own chunk. The sets are read from the module graph
 * once it is built (buildEnd), before the chunks are made.
 */
export function chunkGroups() {
  const entryModules = new Set<string>();
  const playerShared = new Set<string>();
  const routesDir = fileURLToPath(new URL('../src/app/routes/', import.meta.url));
  const plugin: Plugin = {
    name: 'picture-bingo:chunk-groups',
    apply: 'build',
    buildEnd() {
      const closure = (start: string, into: Set<string>, stop?: Set<string>) => {
        const visit = (id: string) => {
          if (into.has(id) || stop?.has(id)) return;
          into.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        visit(start);
        return into;
      };
      const ids = [...this.getModuleIds()];
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) closure(id, entryModules);
      // The entry (index.html's script, src/main.tsx) stays the entry chunk.
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) entryModules.delete(id);
      entryModules.delete(fileURLToPath(new URL('../src/main.tsx', import.meta.url)));
      // TanStack Query's barrel reaches its infinite queries, which only the gallery screens use.
      for (const id of entryModules)
        if (LAZY_ONLY.some((pattern) => pattern.test(id))) entryModules.delete(id);
      const uses = new Map<string, number>();
      for (const page of PLAYER_PAGES) {
        // The page manifest's check has made sure every page module is in the graph (build/page-manifest.ts).
        const start = path.join(routesDir, `${page}.tsx`);
        if (!this.getModuleInfo(start)) throw new Error(`chunk groups: no module ${start} in the graph`);
        for (const id of closure(start, new Set(), entryModules)) {
          if (!LAZY_ONLY[0].test(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
        }
      }
      // A module that loads more code on demand (the live channel's socket client) stays out: every page that
      // loads the group would otherwise count that code as its own.
      for (const [id, count] of uses) {
        const info = this.getModuleInfo(id);
        if (count >= 2 && !entryModules.has(id) && info && info.dynamicallyImportedIds.length === 0) {
          playerShared.add(id);
        }
      }
    },
  };
  const groups = [
    { name: 'app', test: (id: string) => entryModules.has(id), priority: 2 },
    { name: 'player', test: (id: string) => playerShared.has(id), priority: 1 },
  ];
  return { plugin, groups };
}
