import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups.ts';
import { pageManifest } from './build/page-manifest.ts';
import { precompress } from './build/precompress.ts';
import { prerenderPages } from './build/prerender.ts';

const apiTarget = 'http://localhost:3000';

const chunks = chunkGroups();

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), pageManifest(), prerenderPages(), chunks.plugin],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json, the chunk graph bench:web follows (it measures this build with --dist).
    manifest: true,
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
