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
        // everything the entry loads statically (React, React DOM, the router, MUI's core, the providers, vite's preload
        // helper) in one file: split by the lazy pages that share them it was 27 files, all downloaded before the first
        // paint of every page (6 at a time over HTTP/1.1) and compressed one by one; one file is 17 kB smaller (brotli)
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'app', tags: ['$initial'] },
            // TanStack Query in one file, loaded with the first page that reads the API (app/QueryLayout.tsx); split by the
            // pages that share it, it was seven
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            // the sign-in form and, through its imports, the MUI parts it needs (input, alert, link, paper) in one file:
            // split by the pages that share them they were 24 files and 7 kB more (brotli); pages after sign-in
            // reuse the file
            { name: 'signin', test: /src[\\/]features[\\/]auth[\\/](components[\\/](AuthLayout|PasswordLoginForm)\.tsx|api\.ts)$/ },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
});
