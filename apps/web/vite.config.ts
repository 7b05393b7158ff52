import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { createServer, defineConfig, minify, transformWithOxc, type Plugin } from 'vite';

const apiTarget = 'http://localhost:3000';

/**
 * Writes a Brotli and a gzip copy next to every text asset of the build, which the server sends to browsers
 * that accept them (@fastify/static preCompressed): a third of the bytes over a phone's network, and no
 * compression work per request (bench/web measured 567 KB uncompressed for /login before).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'picture-bingo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file) || file.startsWith('.vite/')) continue;
        const full = path.join(outDir, file);
        const bytes = fs.readFileSync(full);
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(bytes, { level: 9 }));
        fs.writeFileSync(
          `${full}.br`,
          zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Writes route-preloads.json: for each page module of the router (src/app/routes/), the JS files a visit to it
 * needs beyond the entry's own. The server names them in the index.html it sends for that page (modulepreload),
 * so a phone opening a join link or a game board fetches the page's code alongside the entry instead of after
 * it has run (apps/server/src/static.ts).
 */
function routePreloads(): Plugin {
  const routesDir = fileURLToPath(new URL('./src/app/routes/', import.meta.url));
  return {
    name: 'picture-bingo:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [[item.fileName, item] as const] : [],
        ),
      );
      const closure = (start: string, into = new Set<string>()) => {
        if (into.has(start)) return into;
        into.add(start);
        for (const imported of chunks.get(start)?.imports ?? []) closure(imported, into);
        return into;
      };
      const entryFiles = new Set(
        [...chunks.values()].filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]),
      );
      const pages: Record<string, string[]> = {};
      // The socket client (a dynamic import of the live channel), for pages that open a channel next.
      const socketClient = [...chunks.values()].find(
        (c) => c.isDynamicEntry && c.facadeModuleId?.includes(`${path.sep}socket.io-client${path.sep}`),
      );
      if (socketClient) {
        pages['socket.io-client'] = [...closure(socketClient.fileName)]
          .filter((file) => !entryFiles.has(file))
          .map((f) => `/${f}`);
      }
      for (const chunk of chunks.values()) {
        const module = chunk.facadeModuleId;
        if (!chunk.isDynamicEntry || !module?.startsWith(routesDir)) continue;
        const page = path
          .relative(routesDir, module)
          .replace(/\.tsx?$/, '')
          .split(path.sep)
          .join('/');
        pages[page] = [...closure(chunk.fileName)]
          .filter((file) => !entryFiles.has(file))
          .map((f) => `/${f}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(pages, null, 1),
      });
    },
  };
}

/**
 * Writes prerendered.json: the markup of the pages a guest's phone opens first (/join, and a join link's name
 * step), rendered by React from the app's own routes at build time. The server puts it into the HTML it sends
 * (apps/server/src/static.ts), so a phone shows the page, and the name field takes typing, as soon as the HTML
 * and the stylesheet are in, while the app's JS still downloads; the app then renders over it with what was typed
 * (apps/web/src/lib/prerendered.ts). The name step's game fields are tokens the server fills in, escaped. The name
 * step also names its own small script (src/prerender/name-step-early.ts, emitted here as an asset of its own, not
 * a chunk: it shares no code with the app), which lets a name be sent before the app's JS has arrived.
 */
function prerenderPages(): Plugin {
  let root = '';
  let outDir = 'dist';
  let nameStepScript = '';
  return {
    name: 'picture-bingo:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle() {
      const file = fileURLToPath(new URL('./src/prerender/name-step-early.ts', import.meta.url));
      const { code } = await transformWithOxc(fs.readFileSync(file, 'utf8'), file, { lang: 'ts' });
      const minified = await minify('name-step-early.js', code, { compress: true, mangle: true });
      if (minified.errors.length > 0) throw new Error(`prerender: ${file} did not minify`);
      const ref = this.emitFile({ type: 'asset', name: 'name-step-early.js', source: minified.code });
      nameStepScript = `/${this.getFileName(ref)}`;
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'error',
      });
      try {
        const { renderPages } = (await server.ssrLoadModule('/src/prerender/pages.tsx')) as {
          renderPages: () => Promise<{
            pages: Record<'join' | 'playerName', { html: string; css?: string; script?: string }>;
          }>;
        };
        const rendered = await renderPages();
        for (const page of Object.values(rendered.pages)) page.css = await criticalCss(outDir, page.html);
        rendered.pages.playerName.script = nameStepScript;
        fs.writeFileSync(path.join(outDir, 'prerendered.json'), JSON.stringify(rendered));
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * The rules of the built stylesheet that a prerendered screen uses (beasties matches each rule's selectors
 * against the markup; the theme's variables and @property rules stay). The server inlines them in the page and
 * moves the stylesheet's link after the screen, so the screen is drawn without waiting for the whole stylesheet
 * (bench/phone: its download, and its style work at the profile's 4x slowdown, came between the HTML and the
 * first paint).
 */
async function criticalCss(outDir: string, markup: string): Promise<string> {
  const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    preload: 'body',
    compress: true,
    logLevel: 'warn',
  });
  const page = await beasties.process(
    index.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`),
  );
  const css = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1];
  if (!css) throw new Error('prerender: no critical CSS found for a prerendered page');
  return css;
}

/**
 * Modules an entry's barrel reaches but only lazy pages use, left out of the entry's group: TanStack Query's infinite
 * queries (the gallery screens), and the shared package's game rules and the schemas of play and results (the card,
 * the host's screens, the results), which its barrel (packages/shared/src/index.ts) re-exports with the schemas
 * the app does use.
 */
const LAZY_ONLY = [
  /[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](?:useI|i)nfiniteQuery(?:Observer|Options)?\.js$/,
  /[\\/]packages[\\/]shared[\\/]src[\\/](?:game[\\/](?:card|win|ranking)|schemas[\\/](?:results|play))\.ts$/,
];

/** The pages of a guest's phone from the join link to the card (src/app/routes/). */
const PLAYER_PAGES = ['join-redirect.tsx', 'host-setup/player-name.tsx', 'room/room.tsx', 'game-board.tsx'];

/**
 * Fewer, larger chunks where a phone needs them together. Left to itself, the bundler makes a chunk of every set of
 * modules shared by a different set of pages: 25 to 30 files of 1 to 5 KB for a join link, and over HTTP/1.1 (six
 * connections, one request at a time each) every wave of them costs a round trip on a phone's network
 * (bench/phone). So: everything the entry loads (its static imports) is one chunk with it, loaded by every page
 * anyway; and the modules two or more player pages share (beyond the entry) are one more, which the next page of the
 * path finds in the cache. A page's own modules stay in its own chunk. The sets are read from the module graph
 * once it is built (buildEnd), before the chunks are made.
 */
function chunkGroups() {
  const entryModules = new Set<string>();
  const playerShared = new Set<string>();
  const routesDir = fileURLToPath(new URL('./src/app/routes/', import.meta.url));
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
      entryModules.delete(fileURLToPath(new URL('./src/main.tsx', import.meta.url)));
      // TanStack Query's barrel reaches its infinite queries, which only the gallery screens use.
      for (const id of entryModules)
        if (LAZY_ONLY.some((pattern) => pattern.test(id))) entryModules.delete(id);
      const uses = new Map<string, number>();
      for (const page of PLAYER_PAGES) {
        const start = path.join(routesDir, page);
        if (!this.getModuleInfo(start)) continue;
        for (const id of closure(start, new Set(), entryModules)) uses.set(id, (uses.get(id) ?? 0) + 1);
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

const chunks = chunkGroups();

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), routePreloads(), prerenderPages(), chunks.plugin],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      // The local payment provider's hosted checkout page, served by the API server.
      '/checkout': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
});
