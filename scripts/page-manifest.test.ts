/**
 * The page manifest (apps/web/src/app/pages.ts) is the one list of pages: the build refuses a manifest that
 * disagrees with the files or the module graph (apps/web/build/page-manifest.ts), and a page added to it is served
 * with its preloads and its prerendered screen by the real server code, and measured against its budget by the
 * bench, from the JSON the build writes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
// The server's own Fastify type additions, which its static.ts reaches (rate-limit counters).
import type {} from '../apps/server/src/lib/rate-limit-store';
import { serveWebApp } from '../apps/server/src/static';
import { PAGES, type PageEntry } from '../apps/web/src/app/pages';
import {
  builtPages,
  graphProblems,
  manifestProblems,
  pageFile,
  pageManifest,
  routeFilesIn,
  type BuiltChunk,
  type GraphModule,
} from '../apps/web/build/page-manifest';
import { benchedPages } from '../bench/web/pages';
import { withBudget } from '../bench/web/relock';

const webRoot = fileURLToPath(new URL('../apps/web/', import.meta.url));
const routesDir = path.join(webRoot, 'src/app/routes/');

/** A page that is in no file yet: a tour for new hosts, opened from a link, prerendered, with a budget. */
const TOUR: PageEntry = {
  path: 'tour',
  module: 'tour',
  title: 'Tour',
  layout: 'open',
  visitor: 'host',
  deepLink: true,
  prerender: true,
  budgetKb: 110,
};

/** The module graph of a build that loads every manifest page from the router, and imports `others` statically. */
function graphOf(pages: readonly PageEntry[], others: string[] = []) {
  const router = path.join(webRoot, 'src/app/router.tsx');
  const modules = new Map<string, GraphModule>();
  for (const page of pages) {
    const file = pageFile(routesDir, page.module) ?? path.join(routesDir, `${page.module}.tsx`);
    modules.set(file, { importers: [], dynamicImporters: [router] });
  }
  for (const file of others) modules.set(file, { importers: [router], dynamicImporters: [] });
  return { ids: modules.keys(), info: (id: string) => modules.get(id) ?? null };
}

const layoutFiles = routeFilesIn(routesDir).filter(
  (file) => !PAGES.some((page) => pageFile(routesDir, page.module) === file),
);

describe('the build checks the page manifest', () => {
  it('the manifest agrees with the files and a graph that loads its pages', () => {
    expect(manifestProblems(PAGES, routesDir)).toEqual([]);
    expect(graphProblems(PAGES, routesDir, graphOf(PAGES, layoutFiles), routeFilesIn(routesDir))).toEqual([]);
  });

  it('refuses a page whose module was removed, and a next page that is not in the manifest', () => {
    const removed = pageFile(routesDir, 'privacy');
    expect(manifestProblems(PAGES, routesDir, (file) => file !== removed && fs.existsSync(file))).toEqual([
      `the page privacy's module privacy has no file in ${routesDir}`,
    ]);
    const wrongNext = PAGES.map((page) =>
      page.module === 'room/room' ? { ...page, next: 'gameboard' } : page,
    );
    expect(manifestProblems(wrongNext, routesDir)).toEqual([
      "the page room/:code's next gameboard is not a page of the manifest",
    ]);
  });

  it('refuses a page module left out of the manifest: loaded by the router, or imported by nothing', () => {
    const withoutPrivacy = PAGES.filter((page) => page.module !== 'privacy');
    // The router still loads it.
    expect(
      graphProblems(withoutPrivacy, routesDir, graphOf(PAGES, layoutFiles), routeFilesIn(routesDir)),
    ).toEqual(['privacy.tsx is loaded as a page but is not in the page manifest']);
    // Nothing loads it.
    expect(
      graphProblems(withoutPrivacy, routesDir, graphOf(withoutPrivacy, layoutFiles), routeFilesIn(routesDir)),
    ).toEqual(['privacy.tsx is imported by nothing: add its page to the page manifest']);
    // A manifest page the router does not load (imported statically instead).
    const privacy = pageFile(routesDir, 'privacy') as string;
    expect(
      graphProblems(
        PAGES,
        routesDir,
        graphOf(withoutPrivacy, [...layoutFiles, privacy]),
        routeFilesIn(routesDir),
      ),
    ).toEqual(["the page privacy's module privacy is not loaded by the router (LOADERS)"]);
  });

  it('a real Vite build of the app fails on a manifest page whose module does not exist', async () => {
    const building = build({
      root: webRoot,
      configFile: false,
      logLevel: 'silent',
      plugins: [pageManifest([...PAGES, TOUR])],
      build: { write: false },
    });
    await expect(building).rejects.toThrow(/the page tour's module tour has no file/);
  });
});

describe('a page added to the manifest', async () => {
  const pages = [...PAGES, TOUR];
  // The bundle as Rollup hands it to the plugin: the entry, the tour page's chunk and a chunk it imports.
  const chunks: BuiltChunk[] = [
    {
      fileName: 'assets/index-a1.js',
      imports: ['assets/app-b2.js'],
      isEntry: true,
      isDynamicEntry: false,
      facadeModuleId: path.join(webRoot, 'src/main.tsx'),
    },
    {
      fileName: 'assets/app-b2.js',
      imports: [],
      isEntry: false,
      isDynamicEntry: false,
      facadeModuleId: null,
    },
    {
      fileName: 'assets/tour-c3.js',
      imports: ['assets/app-b2.js', 'assets/steps-d4.js'],
      isEntry: false,
      isDynamicEntry: true,
      facadeModuleId: path.join(routesDir, 'tour.tsx'),
    },
    {
      fileName: 'assets/steps-d4.js',
      imports: [],
      isEntry: false,
      isDynamicEntry: false,
      facadeModuleId: null,
    },
  ];
  const built = builtPages(pages, routesDir, chunks);
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-page-manifest-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Picture Bingo</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'pages.json'), JSON.stringify(built));
  fs.writeFileSync(
    path.join(dist, 'prerendered.json'),
    JSON.stringify({
      tokens: { code: 'PBCODETOKEN', title: 'PBTITLETOKEN', host: 'PBHOSTTOKEN' },
      pages: { '/tour': { en: { title: 'Tour · Picture Bingo', html: '<h1>Tour</h1>' } } },
    }),
  );
  const app = Fastify();
  await serveWebApp(app, dist);
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('is served from a link with its JS preloaded and, for a new browser, its prerendered screen', async () => {
    expect(built.deepLinks.find((link) => link.path === '/tour')).toEqual({
      path: '/tour',
      preload: ['/assets/tour-c3.js', '/assets/steps-d4.js'],
      prefetch: [],
      screen: '/tour',
    });
    const res = await app.inject({ method: 'GET', url: '/tour' });
    expect(res.statusCode).toBe(200);
    const preloads = [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(preloads).toEqual(['/assets/tour-c3.js', '/assets/steps-d4.js']);
    expect(res.body).toContain('<div id="root"><h1>Tour</h1></div>');
    expect(res.body).toContain('<title>Tour · Picture Bingo</title>');
    // A browser that has been here before gets the page without the screen.
    const returning = await app.inject({ method: 'GET', url: '/tour', headers: { cookie: 'pb_known=1' } });
    expect(returning.body).toContain('<div id="root"></div>');
  });

  it('is measured by the web bench against its budget', () => {
    const viteManifest = Object.fromEntries(
      PAGES.filter((page) => 'budgetKb' in page)
        .map((page) => `src/app/routes/${page.module}.tsx`)
        .concat('src/app/routes/tour.tsx')
        .map((key) => [key, { file: `assets/${key}.js` }]),
    );
    const benched = benchedPages(built, viteManifest);
    expect(benched.at(-1)).toEqual({
      route: '/tour',
      module: 'src/app/routes/tour.tsx',
      playerPath: false,
      budgetKb: 110,
    });
  });
});

describe('npm run bench:relock', () => {
  it("rewrites one page's budget in the manifest's source, and refuses a page without one", () => {
    const file = fileURLToPath(new URL('../apps/web/src/app/pages.ts', import.meta.url));
    const source = fs.readFileSync(file, 'utf8');
    const relocked = withBudget(source, 'results/gallery', 101);
    const budgets = (text: string) => [...text.matchAll(/budgetKb: (\d+)/g)].map((m) => Number(m[1]));
    const gallery = PAGES.filter((page) => 'budgetKb' in page).findIndex(
      (p) => p.module === 'results/gallery',
    );
    expect(budgets(relocked)).toEqual(budgets(source).map((kb, i) => (i === gallery ? 101 : kb)));
    expect(() => withBudget(source, 'privacy', 50)).toThrow(/no budgetKb for the module privacy/);
  });
});
