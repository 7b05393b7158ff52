import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

/** Paths the web app never routes: an unknown one there is a JSON 404, never the app's HTML. */
const NOT_PAGES = /^\/(api|media|assets|socket\.io)(\/|$)/;

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
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' && !NOT_PAGES.test(url) && !path.extname(url);
    if (wantsPage && html) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
    }
    throw notFound(`No such ${url.startsWith('/api/') ? 'endpoint' : 'file'}: ${request.method} ${url}`);
  });
}
