// `npm run budgets -w apps/web` (part of `npm test`): fails when a screen's compressed download passes its budget or a
// route pulls the spreadsheet library before a file is chosen. Reads the last build in dist/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUDGETS,
  checkBudgets,
  gridFirstPaintBudgets,
  readManifest,
  routeBudgets,
  routesPullingSpreadsheets,
  servedSize,
} from './bundle-budgets.ts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webDir, 'dist');
const manifest = readManifest(distDir);
const read = (file: string) => readFileSync(path.join(webDir, file), 'utf8');
const tables = { router: read('src/app/router.tsx'), console: read('src/app/ops/ops-routes.tsx') };
const results = checkBudgets(manifest, servedSize(distDir), [...BUDGETS, ...gridFirstPaintBudgets(tables), ...routeBudgets(tables)]);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
let failed = false;
for (const r of results) {
  const target = r.targetKb ? `; the issue's target is ${r.targetKb} kB` : '';
  console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${kb(r.bytes)} kB brotli of ${r.maxKb} kB (${r.files.length} files${target})`);
  if (!r.ok) failed = true;
}
const spreadsheet = routesPullingSpreadsheets(manifest);
if (spreadsheet.length) {
  console.log(`OVER the spreadsheet library is loaded up front by: ${spreadsheet.join(', ')}`);
  failed = true;
} else console.log('ok   no route loads the spreadsheet library before a file is chosen');
if (failed) process.exit(1);
