import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
