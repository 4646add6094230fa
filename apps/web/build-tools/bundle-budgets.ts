// Size budgets of the built web app, measured as the browser receives it: the brotli bytes of everything a screen loads
// before it is interactive (its entry, the route chunk and all their static imports and CSS, followed through Vite's
// manifest). Dynamic imports (dialogs, the spreadsheet library, charts of other screens) do not count: they load later.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Budget {
  name: string;
  /** Manifest keys loaded up front: the HTML entry, the layout and the route module. */
  entries: string[];
  /** Files these entries load are already in the browser (a route reached from the shell): not counted. */
  beyond?: string[];
  /** The limit the check enforces: a build above it fails `npm test`. */
  maxKb: number;
  /** The target when the enforced limit is still above it (a ratchet: lower maxKb as the bundle shrinks). */
  targetKb?: number;
}

const HTML = 'index.html';
// every signed-in page: the query cache's layout route and the shell
const SIGNED_IN = ['src/app/QueryLayout.tsx', 'src/app/layout/AppShell.tsx'];
const DASHBOARD = 'src/features/dashboard/routes/DashboardPage.tsx';

/**
 * The budgets (kB = 1,000 bytes, brotli as served), each at its target (docs/decisions/delivery.md): /login
 * 142.8 kB in 3 files (React DOM 58, the router 27, MUI's core in the entry; the sign-in form and the MUI parts it
 * needs in one file; React Query, notistack, react-hook-form and zod load after sign-in), the shell with the dashboard
 * 245.1 kB in 16 files (the query cache's layout route counts with it; the shared groups of vite.config.ts trade a few
 * kB for fewer files), the orders grid's route 219.3 kB counted beyond the shell with the dashboard (AG Grid, which
 * the route downloads beside the page, is most of it; the list's dialogs with react-hook-form load when one first opens).
 */
export const BUDGETS: Budget[] = [
  { name: '/login until interactive', entries: [HTML, 'src/features/auth/routes/LoginPage.tsx'], maxKb: 150 },
  // 251: +1 kB for a dashboard that holds still (charts drawn as they come into view, the scorecard's gate
  // loaded on demand; 250.02 kB at that change; docs/decisions/delivery.md, "Nothing moves when the data arrives");
  // 252: +1 kB for each area's live subscription in the first download (its hook and key factory, so a change
  // refreshes an area whose page is closed: 250.5 kB at that change) and the payments words the dashboard's cards
  // share (the dispute reasons by type, "days past due"): 251.1 kB measured (docs/decisions/delivery.md)
  // 255: MUI's menu layer in a file of its own, so the public application page stops downloading the shell's and the
  // grid's files (254.1 kB measured; docs/decisions/delivery.md)
  // 256: the cases' live subscription in the first download (its hook and key factory, as the other areas' since 252;
  // an object's Cases section follows a change while its page is open) and the profile menu's two entries of the
  // second factor: 255.3 kB measured (docs/decisions/delivery.md)
  // 257: session 21's route table (the EDI page and interchange, the console's EDI partner setup, the supplier chooser)
  // and the signed-in guard's wait for a person's choice of supplier: 256.2 kB measured (docs/decisions/delivery.md)
  // 258: session 22's route table (single sign-on's settings, callback and console pages, SCIM's settings) and the
  // session replacement of the transport: 257.5 kB measured.
  // 256.8: the console's route table out of the supplier's (app/ops/ops-routes.tsx, added when a /ops path is
  // entered): the entry no longer lists the console's 24 screens and the files each preloads, 257.5 -> 256.3 kB; then
  // the loading bar's transform keyframes (app/compositor-progress.ts): 256.5 kB measured, with 0.3 kB of room for
  // the file names' hashes (docs/decisions/delivery.md, "The first download"); then the start of the orders list's first
  // block with the page (app/early-calls.ts: its URL's code loads beside the page, 0.09 kB in the entry): 257.0
  { name: 'signed-in shell with the dashboard', entries: [HTML, ...SIGNED_IN, DASHBOARD], maxKb: 257.0 },
  {
    name: 'orders grid route (beyond the shell with the dashboard)',
    // the route downloads AG Grid beside the page (app/router.tsx, withGrid)
    entries: [HTML, ...SIGNED_IN, 'src/features/orders/list/OrdersPage.tsx', 'src/components/data-grid/ServerDataGrid.tsx'],
    beyond: [HTML, ...SIGNED_IN, DASHBOARD],
    maxKb: 260,
  },
];

/** Route modules the router loads lazily that are frames, guards or the grid beside a screen, not screens. */
const GRID = 'src/components/data-grid/ServerDataGrid.tsx';
/** The console's route table with its frame (OpsLayout), loaded when a /ops path is entered (app/router.tsx). */
export const CONSOLE_ROUTES = 'src/app/ops/ops-routes.tsx';
const NOT_SCREENS = new Set([...SIGNED_IN, CONSOLE_ROUTES, 'src/app/RequireAdmin.tsx', GRID]);
/** What a screen may add to its frame, in kB: a screen with a server grid brings AG Grid (about 200 kB); a screen
 * opened on its own (a signed-out page from a mail, a print sheet in a new tab) brings the MUI parts and the form kit
 * that a screen of the shell finds loaded. */
export const ROUTE_MAX_KB = { grid: 265, standalone: 140, other: 80 };
/** The standalone screens' target: the supplier application (132.6 kB) pulls the shell's, the orders' and the grid's
 * shared chunks of vite.config.ts for a few contracts modules; a ratchet until it is split (docs/decisions/delivery.md). */
const STANDALONE_TARGET_KB = 120;

/** The route tables' sources, as check-budgets.ts reads them. */
export interface RouteTables {
  /** app/router.tsx: the supplier's, the signed-out and the standalone screens. */
  router: string;
  /** app/ops/ops-routes.tsx: the console's screens. */
  console: string;
}

/** The screens a route table's source imports lazily, by manifest key, with the place of each in the source. */
function lazyScreens(source: string, dir: string) {
  return [...source.matchAll(/(withGrid\(\(\) => )?import\('(\.\.?\/[^']+)'\)/g)]
    .map((match) => ({ key: new URL(match[2]!, `file:///${dir}/`).pathname.slice(1), grid: Boolean(match[1]), index: match.index }))
    .filter(({ key }) => !NOT_SCREENS.has(key));
}

/**
 * One budget per screen of the route tables (app/router.tsx, app/ops/ops-routes.tsx): what the screen's module adds,
 * until interactive, to the frame it opens in: the signed-in shell for the screens before the supplier chooser's
 * `path: '/choose-supplier'`, the query cache's layout for the supplier chooser and the print sheets, and the HTML entry
 * alone for the signed-out screens after them; the console's screens open in the console's table with its frame. A
 * screen wrapped in `withGrid` counts AG Grid's module, which the router downloads beside it. Read from the tables'
 * sources, so a screen added later has its budget without a line here.
 */
export function routeBudgets(tables: RouteTables): Budget[] {
  const at = (marker: string) => {
    const index = tables.router.indexOf(marker);
    if (index < 0) throw new Error(`app/router.tsx no longer has ${marker}: update routeBudgets`);
    return index;
  };
  const shellEnd = at("path: '/choose-supplier'");
  const signedOut = at('<RequireQueryToken missing="home" />');
  if (!tables.console.includes("path: '/ops'")) throw new Error("app/ops/ops-routes.tsx no longer has path: '/ops': update routeBudgets");
  const screens = [
    ...lazyScreens(tables.router, 'src/app').map((screen) => ({
      ...screen,
      frame: screen.index < shellEnd ? [HTML, ...SIGNED_IN] : screen.index < signedOut ? [HTML, SIGNED_IN[0]!] : [HTML],
      standalone: screen.index > shellEnd,
    })),
    ...lazyScreens(tables.console, 'src/app/ops').map((screen) => ({
      ...screen,
      frame: [HTML, SIGNED_IN[0]!, CONSOLE_ROUTES],
      standalone: false,
    })),
  ];
  const budgets = new Map<string, Budget>();
  for (const { key, grid, frame, standalone } of screens) {
    if (budgets.has(key)) continue;
    budgets.set(key, {
      name: `${key.replace(/^src\//, '')} (beyond its frame)`,
      entries: [...frame, key, ...(grid ? [GRID] : [])],
      beyond: frame,
      maxKb: grid ? ROUTE_MAX_KB.grid : standalone ? ROUTE_MAX_KB.standalone : ROUTE_MAX_KB.other,
      ...(!grid && standalone ? { targetKb: STANDALONE_TARGET_KB } : {}),
    });
  }
  return [...budgets.values()];
}

/** A grid route's cold load until its first paint: what the HTML, its lazy layouts and its page run (AG Grid after). */
export const GRID_FIRST_PAINT_MAX_KB = 265;

/**
 * The route objects of a route table's source that load a module lazily, with where each object starts and ends (its
 * braces, matched; the tables have no braces in strings or comments inside route objects).
 */
function lazyRouteObjects(source: string, dir: string) {
  const opens: number[] = [];
  const objects: { start: number; end: number }[] = [];
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '{') opens.push(i);
    else if (source[i] === '}' && opens.length) objects.push({ start: opens.pop()!, end: i });
  }
  return [...source.matchAll(/lazy: (?:withGrid\()?(?:async )?\(\) =>[^\n]*?import\('(\.\.?\/[^']+)'\)/g)].map((match) => {
    const own = objects
      .filter((o) => o.start < match.index && o.end > match.index)
      .reduce((inner, o) => (o.start > inner.start ? o : inner));
    return { key: new URL(match[1]!, `file:///${dir}/`).pathname.slice(1), grid: match[0].includes('withGrid('), ...own };
  });
}

/**
 * One budget per grid route of the supplier's table: the brotli bytes its cold load runs before its first paint, from
 * the HTML through every lazy layout around it (the query cache, the shell, an Admin guard, a section's layout) to its
 * page. AG Grid is not counted: the page paints its heading and the grid's frame without it (DataGrid.tsx), while it
 * downloads beside the page; the route's budget beyond its frame (routeBudgets) counts it.
 */
export function gridFirstPaintBudgets(tables: Pick<RouteTables, 'router'>): Budget[] {
  const routes = lazyRouteObjects(tables.router, 'src/app');
  return routes
    .filter((route) => route.grid)
    .map((route) => {
      const layouts = routes.filter((outer) => outer !== route && outer.start < route.start && outer.end > route.end);
      return {
        name: `${route.key.replace(/^src\//, '')} cold, until its first paint (AG Grid after)`,
        entries: [HTML, ...layouts.map((layout) => layout.key), route.key],
        maxKb: GRID_FIRST_PAINT_MAX_KB,
      };
    });
}

/** Route modules (lazy pages) that must never pull the spreadsheet library statically. */
export const ROUTE_MODULE = /(^|\/)routes\/[^/]+Page\.tsx$|Page\.tsx$/;
export const SPREADSHEET_LIBRARY = /node_modules\/@e965\/xlsx\//;

/** Every file a set of entries loads up front: their chunks, static imports (transitively) and CSS. */
export function staticClosure(manifest: Manifest, entries: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (renamed or no longer lazy?)`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return [...files];
}

/** Manifest keys a set of entries reaches statically. */
function staticKeys(manifest: Manifest, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return seen;
}

export interface BudgetResult extends Budget {
  bytes: number;
  files: string[];
  ok: boolean;
}

export function checkBudgets(manifest: Manifest, sizeOf: (file: string) => number, budgets: Budget[] = BUDGETS): BudgetResult[] {
  return budgets.map((budget) => {
    const loaded = new Set(budget.beyond ? staticClosure(manifest, budget.beyond) : []);
    const files = staticClosure(manifest, budget.entries).filter((file) => !loaded.has(file));
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { ...budget, files, bytes, ok: bytes <= budget.maxKb * 1000 };
  });
}

/** Route modules (and the HTML entry) whose static imports include the spreadsheet library. */
export function routesPullingSpreadsheets(manifest: Manifest): string[] {
  const starts = Object.keys(manifest).filter((key) => key === 'index.html' || ROUTE_MODULE.test(key));
  return starts.filter((start) => [...staticKeys(manifest, [start])].some((key) => SPREADSHEET_LIBRARY.test(manifest[key]?.src ?? key)));
}

/** The served size of a built file: its .br sibling when the build wrote one (when brotli made it smaller). */
export function servedSize(distDir: string): (file: string) => number {
  return (file) => {
    const full = path.join(distDir, file);
    return existsSync(`${full}.br`) ? statSync(`${full}.br`).size : statSync(full).size;
  };
}

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run the web build first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}
