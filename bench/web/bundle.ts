import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * Code that must load only on a user's action, never with a page (the QR scanner on "scan"), or only
 * for one kind of visitor (the host's room view, which players of the same /room page never load).
 */
export const ON_ACTION: { pattern: RegExp; trigger: string }[] = [
  { pattern: /node_modules\/html5-qrcode\//, trigger: 'camera scanning starts' },
  { pattern: /node_modules\/jsqr\//, trigger: 'a QR code image is scanned' },
  { pattern: /node_modules\/fflate\//, trigger: 'a zip download starts' },
  // libheif in WebAssembly (apps/web/src/features/board/utils/downscale.ts): only for a HEIC/HEIF photo.
  { pattern: /node_modules\/heic-to\//, trigger: 'a HEIC/HEIF photo is picked' },
  // Toasts answer an action or a live event (a photo rejected by the host), never a page load: sonner loads
  // with the first one (apps/web/src/lib/toast.ts).
  { pattern: /node_modules\/sonner\//, trigger: 'the first toast' },
  // apps/web/src/app/routes/room/room.tsx imports the control room (QR code, controls, results) only for the
  // game's host.
  { pattern: /src\/app\/host-control-room\.tsx$/, trigger: "the visitor is the game's host" },
  // apps/web/src/features/gallery/components/gallery-view.tsx: the caller's BINGO! moment loads only when BINGO!
  // opened the gallery.
  { pattern: /src\/features\/gallery\/components\/bingo-moment\.tsx$/, trigger: 'the player calls BINGO!' },
  // apps/web/src/features/board/components/board-view.tsx: a team game's card loads its team line; a photo a
  // teammate beat to its cell loads the notice that keeps it. An individual game's card loads neither.
  { pattern: /src\/features\/board\/components\/team-line\.tsx$/, trigger: 'the game is played in teams' },
  // apps/web/src/features/lobby/components/lobby-view.tsx: a team game's lobby loads the player's team card.
  { pattern: /src\/features\/lobby\/components\/lobby-team\.tsx$/, trigger: 'the game is played in teams' },
  {
    pattern: /src\/features\/board\/components\/kept-photo-notice\.tsx$/,
    trigger: 'a teammate filled the cell first',
  },
  // apps/web/src/features/board/components/game-outcome.tsx: a card's final standings load once the game has a
  // winner (a shared chunk: progress and results import them statically).
  { pattern: /leaderboard[-.]/, trigger: 'the game has a winner' },
  // apps/web/src/app/routes/room/room.tsx imports the staff panel (invite links, their QR code) only for the game's
  // owner.
  {
    pattern: /src\/features\/staff\/components\/staff-panel\.tsx$/,
    trigger: "the visitor is the game's owner",
  },
  // apps/web/src/features/join/components/continue-on-this-phone.tsx: the rejoin form loads when it is opened.
  {
    pattern: /src\/features\/join\/components\/continue-form\.tsx$/,
    trigger: 'the visitor opens Continue on this phone',
  },
  // apps/web/src/features/join/components/player-join-form.tsx: the lobby's channel (and the socket client) when
  // the name is sent; the name step loads the lobby's page code, which has them, once idle (the route's `next`).
  { pattern: /src\/game\/game-channel\.ts$/, trigger: 'the guest sends their name' },
  // apps/web/src/lib/i18n/messages.ts: a language other than English loads its own catalogue (one of them) when a
  // page is shown in it; English is in the app's first download.
  {
    pattern: /src\/catalogues\/messages\/(?!en\.js)[\w-]+\.js$/,
    trigger: 'a page is shown in another language',
  },
  // apps/web/src/lib/error-text.ts: the words for refusals load with the first error answer (or refusal) to show.
  { pattern: /src\/lib\/error-texts\.ts$/, trigger: 'the first error to show' },
  // apps/web/src/lib/error-text.ts: in another language, that language's words for refusals (one of them) too.
  { pattern: /src\/catalogues\/errors\/[\w-]+\.js$/, trigger: 'the first error to show in another language' },
  // apps/web/src/features/auth/components/auth-provider.tsx: Google's sign-in code, when a visitor signs in with it.
  { pattern: /google-identity[-.]/, trigger: 'the visitor signs in with Google' },
  // apps/web/src/app/host-bingo-watch-lazy.tsx: the watch over a host's live games (and the games list it reads)
  // loads only for a signed-in visitor.
  {
    pattern: /src\/app\/host-bingo-watch\.tsx$/,
    trigger: 'a signed-in visitor opens a page',
  },
  // apps/web/src/app/host-bingo-watch.tsx: BINGO! notices load only for a signed-in host with a live game.
  {
    pattern: /src\/features\/room\/components\/bingo-alerts\.tsx$/,
    trigger: 'a signed-in host has a live game',
  },
  // apps/web/src/features/gallery/components/gallery-view.tsx: the Photo album panel loads when it is opened (a
  // shared chunk: the results page imports it statically).
  { pattern: /album-download[-.]/, trigger: 'the visitor opens the Photo album' },
  // apps/web/src/app/routes/root-layout.tsx: the review count loads only on a host's game screen (/host/{code}/…).
  {
    pattern: /review-count-link[-.]/,
    trigger: "the visitor opens a host's game screen",
  },
  // apps/web/src/app/routes/protected-layout.tsx: the "Please verify your email" banner loads with a host page.
  {
    pattern: /src\/features\/auth\/components\/verify-email-banner\.tsx$/,
    trigger: 'a signed-in host opens a host page',
  },
  // apps/web/src/app/router.tsx and routes/game-layout.tsx: the host's words in another language load with a host
  // page, or a game screen a signed-in visitor opens; a guest never downloads them.
  { pattern: /src\/lib\/i18n\/host-words\.ts$/, trigger: 'a host page opens' },
];

export interface Sizes {
  files: string[];
  raw: number;
  gzip: number;
}

export interface RouteBundle {
  route: string;
  module: string;
  /** Loaded before the route renders: the entry and the route module with their static imports. */
  initialJs: Sizes;
  /** Loaded by the route on its own right after (dynamic imports that are not user actions, e.g. socket.io). */
  deferredJs: Sizes;
  /** initial + deferred: what a visit downloads without any action. */
  totalJs: Sizes;
  css: Sizes;
  /** Chunks reachable only through a user action, and which action. */
  onAction: { file: string; trigger: string; gzip: number }[];
}

export function readManifest(distDir: string): Manifest {
  for (const candidate of ['.vite/manifest.json', 'manifest.json']) {
    const file = path.join(distDir, candidate);
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  }
  throw new Error(`no Vite manifest in ${distDir} (build with --manifest)`);
}

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function fileSize(distDir: string, file: string) {
  const full = path.join(distDir, file);
  let size = gzipCache.get(full);
  if (!size) {
    const bytes = fs.readFileSync(full);
    // Level 9, as a static pre-compressor would; the browser downloads about this much.
    size = { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
    gzipCache.set(full, size);
  }
  return size;
}

export function sizesOf(distDir: string, files: Iterable<string>): Sizes {
  const list = [...new Set(files)].sort();
  let raw = 0;
  let gzip = 0;
  for (const file of list) {
    const size = fileSize(distDir, file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { files: list, raw, gzip };
}

/** Every chunk key reachable from `roots` through static imports. */
function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`manifest has no ${key}`);
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const entryKey = (manifest: Manifest) => {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('manifest has no entry');
  return key;
};

/**
 * The JS and CSS a visit of one route downloads, following the chunk graph: the entry's and the route
 * module's static imports first, then the dynamic imports those chunks make by themselves (transitively),
 * except the other routes (the router's lazy pages) and the on-action chunks, which are listed apart.
 */
export function routeBundle(distDir: string, manifest: Manifest, route: string, module: string): RouteBundle {
  const entry = entryKey(manifest);
  // The router's lazy pages (src/app/routes/), imported by the router in the entry's chunks (the entry and the
  // chunk of its static imports, apps/web/build/chunk-groups.ts): another route's page is not part of this visit. Any
  // other dynamic import of those chunks (e.g. sonner on the first toast) goes through the rules below like the rest.
  const entryChunks = staticClosure(manifest, [entry]);
  const routeModules = new Set(
    [...entryChunks].flatMap((key) =>
      (manifest[key].dynamicImports ?? []).filter((k) => k.startsWith('src/app/routes/')),
    ),
  );
  if (!manifest[module]) throw new Error(`manifest has no route module ${module}`);
  const initial = staticClosure(manifest, [entry, module]);
  const all = new Set(initial);
  const onAction = new Map<string, string>();
  const queue = [...initial];
  while (queue.length) {
    const key = queue.pop() as string;
    for (const dynamic of manifest[key].dynamicImports ?? []) {
      if (routeModules.has(dynamic) && entryChunks.has(key)) continue;
      const action = ON_ACTION.find((a) => a.pattern.test(dynamic));
      if (action) {
        for (const k of staticClosure(manifest, [dynamic])) if (!all.has(k)) onAction.set(k, action.trigger);
        continue;
      }
      for (const k of staticClosure(manifest, [dynamic])) {
        if (!all.has(k)) {
          all.add(k);
          queue.push(k);
        }
      }
    }
  }
  for (const k of all) onAction.delete(k);
  const files = (keys: Iterable<string>) => [...keys].map((k) => manifest[k].file);
  const deferred = [...all].filter((k) => !initial.has(k));
  return {
    route,
    module,
    initialJs: sizesOf(distDir, files(initial)),
    deferredJs: sizesOf(distDir, files(deferred)),
    totalJs: sizesOf(distDir, files(all)),
    css: sizesOf(
      distDir,
      [...all].flatMap((k) => manifest[k].css ?? []),
    ),
    onAction: [...onAction].map(([k, trigger]) => ({
      file: manifest[k].file,
      trigger,
      gzip: fileSize(distDir, manifest[k].file).gzip,
    })),
  };
}

/** Chunks a pattern's module ends up in (e.g. which file holds html5-qrcode). */
export function chunksOf(manifest: Manifest, pattern: RegExp): string[] {
  return Object.entries(manifest)
    .filter(([key, chunk]) => pattern.test(key) || pattern.test(chunk.src ?? ''))
    .map(([, chunk]) => chunk.file);
}
