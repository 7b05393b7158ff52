import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), routePreloads()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      // The local payment provider's hosted checkout page, served by the API server.
      '/checkout': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
});
