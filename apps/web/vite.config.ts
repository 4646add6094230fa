import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build-tools/precompress.ts';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  // the manifest lets build-tools/check-budgets.ts follow each route's static imports
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // zod in a chunk of its own: left to itself the bundler parks small shared helpers in zod's chunk, and every page
        // importing them (the sign-in page) downloaded zod too (docs/decisions.md, "Delivery")
        // vite's preload helper rides with react, which every page loads: left to itself it became a chunk of its own once
        // the monitoring SDK (loaded on demand) shared it, one more file in every first download
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'react', test: /node_modules[\\/]react[\\/]|vite[\\/]preload-helper/ },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
});
