import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

/** Paths the web app never routes: an unknown one there is a JSON 404, never the app's HTML. */
const NOT_PAGES = /^\/(api|media|assets|socket\.io)(\/|$)/;

/**
 * The router's pages (apps/web/src/app/router.tsx) that visitors open straight from a link, a QR code or a
 * reload, with the page modules the visit runs (a join link goes on to the room). The build lists each page
 * module's JS beyond the entry in route-preloads.json (apps/web/vite.config.ts).
 */
const DEEP_LINKS: Array<[RegExp, string[], string[]?]> = [
  [/^\/login$/, ['auth/login']],
  [/^\/join$/, ['join']],
  // A join link: a phone new to the app goes on to the name step (its room, the lobby, loads while the name is
  // typed: apps/web/src/app/routes/host-setup/player-name.tsx).
  [/^\/join\/[^/]+$/, ['join-redirect', 'host-setup/player-name'], ['room/room', 'socket.io-client']],
  [/^\/room\/[^/]+$/, ['room/room']],
  [/^\/room\/[^/]+\/player-name$/, ['host-setup/player-name'], ['room/room', 'socket.io-client']],
  [/^\/game-board\/[^/]+$/, ['game-board']],
  [/^\/gallery\/[^/]+$/, ['results/gallery']],
  [/^\/host$/, ['host']],
];

/**
 * index.html for each deep link, naming that page's JS as modulepreload: the browser fetches it alongside the
 * entry instead of after the entry has run and the router asked for the page (one round trip less on a phone).
 */
function pageVariants(distDir: string, html: Buffer): Array<[RegExp, Buffer]> {
  const listFile = path.join(distDir, 'route-preloads.json');
  if (!fs.existsSync(listFile)) return [];
  const files = JSON.parse(fs.readFileSync(listFile, 'utf8')) as Record<string, string[]>;
  const text = html.toString('utf8');
  if (!text.includes('</head>')) return [];
  const ours = (file: string) => /^\/assets\/[\w.-]+\.js$/.test(file);
  return DEEP_LINKS.flatMap(([pattern, pages, next = []]): Array<[RegExp, Buffer]> => {
    const now = [...new Set(pages.flatMap((page) => files[page] ?? []))].filter(ours);
    const preloads = now.map((file) => `    <link rel="modulepreload" crossorigin href="${file}">\n`);
    // The next page's code (the lobby after the name step) at low priority, once the page needs nothing else.
    const prefetches = [...new Set(next.flatMap((page) => files[page] ?? []))]
      .filter((file) => ours(file) && !now.includes(file))
      .map((file) => `    <link rel="prefetch" crossorigin href="${file}">\n`);
    if (preloads.length === 0) return [];
    return [
      [pattern, Buffer.from(text.replace('</head>', `${[...preloads, ...prefetches].join('')}  </head>`))],
    ];
  });
}

/** Serves the built web app; unknown non-API paths get index.html so client routes work on reload. */
export async function serveWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No web build at ${distDir}; run "npm run build" to serve the app.`);
  } else {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text assets (apps/web/vite.config.ts): sent as such to
      // browsers that accept them, the plain file otherwise.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const html = fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null;
  const variants = html ? pageVariants(distDir, html) : [];
  // The HTML is revalidated on every visit (no-cache): a returning phone gets a 304 without the page when the
  // build has not changed, and starts from its cached, immutable assets.
  const etags = new Map<Buffer, string>(
    [html, ...variants.map(([, page]) => page)]
      .filter((page): page is Buffer => page !== null)
      .map((page) => [page, `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`]),
  );
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' && !NOT_PAGES.test(url) && !path.extname(url);
    if (wantsPage && html) {
      const page = variants.find(([pattern]) => pattern.test(url))?.[1] ?? html;
      const etag = etags.get(page) ?? '';
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      const seen = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (seen?.includes(etag)) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(page);
    }
    throw notFound(`No such ${url.startsWith('/api/') ? 'endpoint' : 'file'}: ${request.method} ${url}`);
  });
}
