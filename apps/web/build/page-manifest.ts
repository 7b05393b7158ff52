/**
 * Build plugin: holds the build to the page manifest (src/app/pages.ts) and writes it into dist/pages.json for the
 * server and the bench. The build fails when a manifest module has no file, names a page that is not in the
 * manifest (`next`, `landsOn`), or is not loaded by the router, and when a module under src/app/routes/ is loaded
 * as a page without being in the manifest or is imported by nothing (a page left out of it). pages.json holds the
 * manifest and, for each deep link, the JS files beyond the entry's that its visit needs (preloaded) and that come
 * next (prefetched), which the server names in the HTML it sends for that path (apps/server/src/static.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { CSS_BUDGET_KB, GUEST_PATH_BUDGET_KB, PAGES, type PageEntry } from '../src/app/pages.ts';

/** What the checks need to know of a module of the build's graph. */
export interface GraphModule {
  importers: readonly string[];
  dynamicImporters: readonly string[];
}

/** The module graph as the checks read it: Rollup's plugin context, or a test's stand-in. */
export interface ModuleGraph {
  ids: Iterable<string>;
  info(id: string): GraphModule | null;
}

/** One deep link in pages.json: the router path, the JS to preload and prefetch, the prerendered screen shown. */
export interface BuiltDeepLink {
  path: string;
  preload: string[];
  prefetch: string[];
  /** The path (a manifest page's) of the prerendered screen a browser new to the app gets here, if any. */
  screen?: string;
}

/** dist/pages.json. */
export interface BuiltPages {
  pages: PageEntry[];
  deepLinks: BuiltDeepLink[];
  guestPathBudgetKb: number;
  cssBudgetKb: number;
}

/** The key of the live channel's socket client in a page's next files. */
export const SOCKET_CLIENT = 'socket.io-client';

const PAGE_EXTENSIONS = ['.tsx', '.ts'];

/** The file of a page module, or null if there is none. */
export function pageFile(
  routesDir: string,
  module: string,
  exists: (file: string) => boolean = fs.existsSync,
): string | null {
  for (const ext of PAGE_EXTENSIONS) {
    const file = path.join(routesDir, `${module}${ext}`);
    if (exists(file)) return file;
  }
  return null;
}

/** The manifest's problems on its own and against the files under `routesDir`; [] when there are none. */
export function manifestProblems(
  pages: readonly PageEntry[],
  routesDir: string,
  exists: (file: string) => boolean = fs.existsSync,
): string[] {
  const problems: string[] = [];
  const modules = new Set(pages.map((page) => page.module));
  const seen = { path: new Set<string>(), module: new Set<string>() };
  for (const page of pages) {
    if (seen.path.has(page.path)) problems.push(`the path ${page.path} is in the page manifest twice`);
    if (seen.module.has(page.module))
      problems.push(`the module ${page.module} is in the page manifest twice`);
    seen.path.add(page.path);
    seen.module.add(page.module);
    if (!pageFile(routesDir, page.module, exists)) {
      problems.push(`the page ${page.path}'s module ${page.module} has no file in ${routesDir}`);
    }
    for (const key of ['next', 'landsOn'] as const) {
      const other = page[key];
      if (other !== undefined && !modules.has(other)) {
        problems.push(`the page ${page.path}'s ${key} ${other} is not a page of the manifest`);
      }
    }
    const params = page.path.match(/:\w+/g) ?? [];
    if (page.prerender && params.some((param) => param !== ':code')) {
      problems.push(`the page ${page.path} is prerendered, but only a game's :code can be filled in`);
    }
    if (page.landsOn !== undefined && !page.deepLink) {
      problems.push(`the page ${page.path} lands on another page but is no deep link`);
    }
  }
  return problems;
}

/**
 * The manifest's problems against the build's module graph: every manifest module loaded by the router (a dynamic
 * import), no other module under `routesDir` loaded as a page, and none there imported by nothing.
 */
export function graphProblems(
  pages: readonly PageEntry[],
  routesDir: string,
  graph: ModuleGraph,
  routeFiles: readonly string[],
): string[] {
  const problems: string[] = [];
  const files = new Map<string, PageEntry>();
  for (const page of pages) {
    const file = pageFile(routesDir, page.module);
    if (file) files.set(file, page);
  }
  for (const [file, page] of files) {
    if (!graph.info(file)?.dynamicImporters.length) {
      problems.push(`the page ${page.path}'s module ${page.module} is not loaded by the router (LOADERS)`);
    }
  }
  const inGraph = new Set(graph.ids);
  for (const id of inGraph) {
    if (!id.startsWith(routesDir) || files.has(id)) continue;
    if (graph.info(id)?.dynamicImporters.length) {
      problems.push(`${path.relative(routesDir, id)} is loaded as a page but is not in the page manifest`);
    }
  }
  for (const file of routeFiles) {
    if (!inGraph.has(file)) {
      problems.push(
        `${path.relative(routesDir, file)} is imported by nothing: add its page to the page manifest`,
      );
    }
  }
  return problems;
}

/** Every source file under `dir` but tests: what the router's folder holds. */
export function routeFilesIn(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Each deep link's files, from the JS each page module needs beyond the entry (`files`, by module; SOCKET_CLIENT
 * for the live channel's socket client): its own and its landing page's preloaded, the next page's prefetched.
 */
export function deepLinksOf(pages: readonly PageEntry[], files: Record<string, string[]>): BuiltDeepLink[] {
  const byModule = new Map(pages.map((page) => [page.module, page]));
  const unique = (list: string[]) => [...new Set(list)];
  return pages
    .filter((page) => page.deepLink)
    .map((page) => {
      const lands = page.landsOn === undefined ? undefined : byModule.get(page.landsOn);
      const shown = lands ?? page;
      const preload = unique([page, ...(lands ? [lands] : [])].flatMap((p) => files[p.module] ?? []));
      const prefetch =
        shown.prefetchNext && shown.next !== undefined
          ? unique([...(files[shown.next] ?? []), ...(files[SOCKET_CLIENT] ?? [])])
          : [];
      const params = /:\w+/.test(page.path);
      // A page's own screen at its path when it has no parameters; a game page's where a link lands on it.
      const screen = lands?.prerender
        ? `/${lands.path}`
        : page.prerender && !params
          ? `/${page.path}`
          : undefined;
      return { path: `/${page.path}`, preload, prefetch, ...(screen ? { screen } : {}) };
    });
}

/**
 * What the app's router reads of a page (src/app/router.tsx; `visitor`: a host's page loads the host's words before
 * it shows); the rest is the build's, the server's and the bench's.
 */
const ROUTER_FIELDS = [
  'path',
  'module',
  'title',
  'layout',
  'visitor',
  'noBack',
  'bare',
  'atOnce',
  'next',
] as const;

/** The manifest module as the browser bundle gets it: the router's fields only, so the entry carries no budgets. */
export function routerManifestModule(pages: readonly PageEntry[]): string {
  const picked = pages.map((page) =>
    Object.fromEntries(ROUTER_FIELDS.flatMap((key) => (page[key] === undefined ? [] : [[key, page[key]]]))),
  );
  return `export const PAGES = ${JSON.stringify(picked)};\n`;
}

/** What pages.json is made from of a chunk of the bundle. */
export interface BuiltChunk {
  fileName: string;
  imports: readonly string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * pages.json from the bundle's chunks: the manifest, and each deep link's files from the JS each page module's
 * chunk needs beyond the entry's (its static imports, transitively).
 */
export function builtPages(
  pages: readonly PageEntry[],
  routesDir: string,
  bundle: readonly BuiltChunk[],
): BuiltPages {
  const chunks = new Map(bundle.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string, into = new Set<string>()) => {
    if (into.has(start)) return into;
    into.add(start);
    for (const imported of chunks.get(start)?.imports ?? []) closure(imported, into);
    return into;
  };
  const entryFiles = new Set(bundle.filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]));
  const beyondEntry = (file: string) =>
    [...closure(file)].filter((f) => !entryFiles.has(f)).map((f) => `/${f}`);
  const files: Record<string, string[]> = {};
  // The socket client (a dynamic import of the live channel), for pages that open a channel next.
  const socketClient = bundle.find(
    (c) => c.isDynamicEntry && c.facadeModuleId?.includes(`${path.sep}socket.io-client${path.sep}`),
  );
  if (socketClient) files[SOCKET_CLIENT] = beyondEntry(socketClient.fileName);
  const modules = new Set(pages.map((page) => page.module));
  for (const chunk of bundle) {
    const id = chunk.facadeModuleId;
    if (!chunk.isDynamicEntry || !id?.startsWith(routesDir)) continue;
    const module = path
      .relative(routesDir, id)
      .replace(/\.tsx?$/, '')
      .split(path.sep)
      .join('/');
    if (modules.has(module)) files[module] = beyondEntry(chunk.fileName);
  }
  return {
    pages: [...pages],
    deepLinks: deepLinksOf(pages, files),
    guestPathBudgetKb: GUEST_PATH_BUDGET_KB,
    cssBudgetKb: CSS_BUDGET_KB,
  };
}

/** The plugin: the checks at the start and the end of the graph, pages.json with the bundle. */
export function pageManifest(pages: readonly PageEntry[] = PAGES): Plugin {
  const routesDir = fileURLToPath(new URL('../src/app/routes/', import.meta.url));
  const manifestFile = fileURLToPath(new URL('../src/app/pages.ts', import.meta.url));
  const fail = (problems: string[]) => {
    if (problems.length) throw new Error(`page manifest (src/app/pages.ts):\n  ${problems.join('\n  ')}`);
  };
  return {
    name: 'picture-bingo:page-manifest',
    apply: 'build',
    buildStart() {
      fail(manifestProblems(pages, routesDir));
    },
    load(id) {
      if (id === manifestFile) return routerManifestModule(pages);
    },
    buildEnd(error) {
      if (error) return;
      fail(
        graphProblems(
          pages,
          routesDir,
          { ids: this.getModuleIds(), info: (id) => this.getModuleInfo(id) },
          routeFilesIn(routesDir),
        ),
      );
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const built = builtPages(pages, routesDir, chunks);
      this.emitFile({ type: 'asset', fileName: 'pages.json', source: JSON.stringify(built, null, 1) });
    },
  };
}
