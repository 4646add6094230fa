import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build-tools/precompress.ts';

const apiPort = process.env.PORT ?? '3000';

// Modules something imports dynamically (the lazy pages, panels and dialogs) are never put in a shared group below:
// they keep their own chunk, and the budgets find them in the manifest.
const dynamicEntries = new Set<string>();
const collectDynamicEntries = {
  name: 'collect-dynamic-entries',
  moduleParsed(info: { dynamicallyImportedIds: readonly string[] }) {
    for (const id of info.dynamicallyImportedIds) dynamicEntries.add(id);
  },
};
const sharedModule = (pattern: RegExp) => (id: string) => pattern.test(id) && !dynamicEntries.has(id);

export default defineConfig({
  plugins: [react(), precompress(), collectDynamicEntries],
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
        // importing them (the sign-in page) downloaded zod too (docs/decisions/delivery.md)
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
            {
              name: 'signin',
              test: sharedModule(/src[\\/]features[\\/]auth[\\/](components[\\/](AuthLayout|PasswordLoginForm)\.tsx|api\.ts)$/),
            },
            // the contracts' id schema, which every request schema imports, with zod (and, through its import, the contracts'
            // door to zod): left to the orders group below it made the supplier application page download the orders,
            // shell and query files (a group takes its modules' imports). After the sign-in group, which keeps the messages.
            { name: 'zod', test: sharedModule(/contracts[\\/]src[\\/]platform[\\/]ids\.ts$/) },
            // MUI's checkbox and the select's menu with the layers under it (modal, popover, backdrop, transitions), which
            // the public application form shares with the grid's filters and the shell: left to those groups they brought
            // the grid's and the shell's files to a page that shows neither
            {
              name: 'mui-menus',
              test: /@mui[\\/]material[\\/](Checkbox|Menu|MenuItem|MenuList|List|ListItemIcon|ListItemText|Divider|Popover|Modal|Backdrop|Fade|Grow|Portal|Unstable_TrapFocus|Popper|internal[\\/](SwitchBase|svg-icons[\\/]CheckBox))[\\/.]/,
            },
            // The signed-in pages' shared code by area, each with the MUI parts it imports. Lighthouse's simulated
            // network (HTTP/1.1, six connections, 40 ms a round trip) queues every file: the dashboard loaded 34 files
            // before its first paint, the orders list 34 and an order 40; with these groups 15, 19 and 32, and each
            // page's LCP 1.2-1.5 s -> 1.0-1.1 s (docs/performance.md). Grouping by the entries that share a module
            // (entriesAware, with merge thresholds) or all of the contracts in one file (49 kB) made pages larger.
            // the shell's parts (navigation, profile menu), the profile and flags it waits for, and the tab's event stream
            // with the live hooks of the areas outside the orders group (each with only its key factory). Not
            // app/layout/live-updates.ts: a group takes its modules' imports too, and the orders' hook stays in the orders
            // group, which the shell loads anyway (the budgets count it in every screen's frame).
            {
              name: 'shell',
              test: sharedModule(
                /src[\\/](app[\\/]layout[\\/](?!AppShell\.tsx|live-updates\.ts)[^\\/]+|lib[\\/](current-user|feature-flags|sign-out|live-events|event-stream|sse-parser|performance-keys|cases-keys)\.ts|features[\\/][^\\/]+[\\/](use-[a-z-]+-events|[a-z-]+-keys)\.ts)$/,
              ),
            },
            // the grid's frame and view state every grid page renders before AG Grid arrives (not AG Grid itself)
            {
              name: 'grid',
              test: sharedModule(
                /src[\\/]components[\\/]data-grid[\\/](DataGrid|GridFrame|grid-filters|grid-view-state|use-grid-url-state|grid-query|grid-fetch|grid-request)\.tsx?$/,
              ),
            },
            // the orders calls and the orders contracts, shared by the list, an order, the dashboard and the print sheet; the
            // self-service exceptions' rules and schemas only the order page reads stay in its own file
            {
              name: 'orders',
              test: (id: string) =>
                sharedModule(/src[\\/]features[\\/]orders[\\/]api[\\/]|contracts[\\/]src[\\/]orders[\\/]/)(id) &&
                !/contracts[\\/]src[\\/]orders[\\/]order-exceptions\./.test(id),
            },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
});
