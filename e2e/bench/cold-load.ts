// `npm run bench:cold-load -w e2e`: the main thread of a cold load of /login and /orders (or BENCH_COLD_ROUTES), in
// Chromium against a production build served as `npm start` serves it (e2e/bench/portal-server.ts). Per route: a
// warm-up load (not counted: the server's first answers), BENCH_COLD_RUNS (3) timed loads, each in a new browser
// context (empty cache; a signed-in route gets the demo Admin's tokens in its storage first), traced (devtools.timeline)
// from the navigation until the page's content shows and one second after; then one load with a CPU profile and
// React's commits counted (a DevTools hook), which says where the script time went and which components rendered
// more than once. Writes its section of docs/performance.md ("Cold load of /orders and /login"). Options: WEB_DIST (a
// build to measure; else apps/web is built now), BENCH_COLD_PORT (3198), BENCH_COLD_RUNS (3), BENCH_COLD_ROUTES
// ("/login,/orders"), BENCH_COLD_LABEL (what is measured), `-- --baseline` (the baseline slot, e.g. a build from before
// a change).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import config from '../playwright.config.ts';
import { ADMIN, DEMO_PASSWORD } from '../fixtures/session.ts';
import {
  mainThreadWork,
  markTime,
  navigationStart,
  profileBySource,
  sourceMaps,
  WORK_KINDS,
  type CpuProfile,
  type MainThreadWork,
  type TraceEvent,
} from './cold-load-analysis.ts';
import { buildWeb, gitRevision, startPortal, type RunningPortal } from './portal-server.ts';
import { writeReport } from './report.ts';

const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/performance.md');
const PORT = Number(process.env.BENCH_COLD_PORT ?? 3198);
const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 3);
const ROUTES = (process.env.BENCH_COLD_ROUTES ?? '/login,/orders').split(',').filter(Boolean);
const BASELINE = process.argv.includes('--baseline');
/** What is counted after the content shows: the grid's and the page's work right after their first rows. */
const SETTLE_MS = 1000;
const SHOWN_MARK = 'cold-load:shown';
/** Lighthouse's desktop screen. */
const VIEWPORT = { width: 1350, height: 940 };
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
];

/** When a route's content shows: the first grid row with its text, the sign-in button, or else the page's heading. */
const GRID_ROUTES =
  /^\/(orders|payments\/(invoices|remittances|deductions)|accounting\/credit-(requests|memos)|support|users\/audit-log|settings\/edi)$/;
const shownWhen = (route: string): { selector: string; text: string } =>
  GRID_ROUTES.test(route)
    ? { selector: '.ag-row:not(.ag-row-loading)', text: '' }
    : route === '/login'
      ? { selector: 'button', text: 'Sign in' }
      : { selector: 'h1', text: '' };
const SIGNED_OUT = new Set(['/login', '/request-password-reset']);

/**
 * The page's recorder, as source text (a function would pass through tsx's `__name` helper, which the page lacks):
 * the time the content shows (a user timing mark the trace carries too), FCP and LCP, and with `react` a DevTools
 * hook that counts React's commits and each component's renders (a fiber rendered when React ran it: its
 * PerformedWork flag, or mounted; a subtree React did not clone was not rendered), per type and per instance.
 */
const recorder = (route: string, react: boolean) => `(() => {
  const wanted = ${JSON.stringify(shownWhen(route))};
  const state = { shownAt: null, fcp: null, lcp: null, commits: [], types: [], renders: [], instances: new Map() };
  window.__coldLoad = state;
  state.shown = new Promise((resolve) => {
    const check = () => {
      if (state.shownAt !== null) return;
      for (const element of document.querySelectorAll(wanted.selector)) {
        const text = (element.textContent || '').trim();
        if (text && text.includes(wanted.text)) {
          state.shownAt = performance.now();
          performance.mark(${JSON.stringify(SHOWN_MARK)});
          observer.disconnect();
          return resolve(state.shownAt);
        }
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['class'] });
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') state.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  if (!${react}) return;
  const COMPONENT = new Set([0, 1, 11, 15]);
  const typeIndex = new Map();
  const ids = new WeakMap();
  let nextId = 0;
  let rendered = 0;
  const count = (fiber) => {
    const type = fiber.tag === 11 ? fiber.type.render : fiber.type;
    let t = typeIndex.get(type);
    if (t === undefined) {
      t = state.types.length;
      typeIndex.set(type, t);
      state.types.push(type);
      state.renders.push(0);
    }
    state.renders[t]++;
    let id = ids.get(fiber);
    if (id === undefined && fiber.alternate) id = ids.get(fiber.alternate);
    if (id === undefined) id = nextId++;
    ids.set(fiber, id);
    if (fiber.alternate) ids.set(fiber.alternate, id);
    const instance = state.instances.get(id) || { t, renders: 0 };
    instance.renders++;
    state.instances.set(id, instance);
    rendered++;
  };
  const mount = (fiber) => {
    if (COMPONENT.has(fiber.tag)) count(fiber);
    for (let c = fiber.child; c; c = c.sibling) mount(c);
  };
  const update = (next, prev) => {
    if (COMPONENT.has(next.tag) && (next.flags & 1) === 1) count(next);
    if (next.child === prev.child) return;
    for (let c = next.child; c; c = c.sibling) c.alternate ? update(c, c.alternate) : mount(c);
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(_id, root) {
      rendered = 0;
      const current = root.current;
      if (current.alternate) update(current, current.alternate); else mount(current);
      state.commits.push({ at: performance.now(), components: rendered });
    },
  };
})();`;

interface TimedLoad {
  run: number;
  loadAverage: number;
  cpuBusy: number;
  shownMs: number;
  fcpMs: number;
  lcpMs: number;
  untilShown: MainThreadWork;
  untilSettled: MainThreadWork;
}
interface Attribution {
  bySource: [string, number][];
  commitsUntilShown: number;
  commitsUntilSettled: number;
  componentRenders: number;
  /** components an instance of which rendered more than once, with the most renders of one instance */
  repeated: { component: string; instances: number; renders: number; mostPerInstance: number }[];
}
interface RouteResult {
  route: string;
  loads: TimedLoad[];
  attribution: Attribution;
}

const cpuTimes = () =>
  os.cpus().reduce((sum, c) => ({ idle: sum.idle + c.times.idle, total: sum.total + Object.values(c.times).reduce((a, b) => a + b, 0) }), {
    idle: 0,
    total: 0,
  });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => String(Math.round(n));

/** The components the hook counted, named through the build's source maps: `name (source:line)`. */
async function componentNames(cdp: CDPSession, place: ReturnType<typeof sourceMaps>): Promise<string[]> {
  const scripts = new Map<string, string>();
  cdp.on('Debugger.scriptParsed', (event) => scripts.set(event.scriptId, event.url));
  await cdp.send('Debugger.enable');
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window.__coldLoad.types' });
  const { result: items } = await cdp.send('Runtime.getProperties', { objectId: result.objectId!, ownProperties: true });
  const names: string[] = [];
  for (const item of items.filter((p) => /^\d+$/.test(p.name)).sort((a, b) => Number(a.name) - Number(b.name))) {
    const { internalProperties } = await cdp.send('Runtime.getProperties', { objectId: item.value!.objectId! });
    const location = internalProperties?.find((p) => p.name === '[[FunctionLocation]]')?.value?.value as
      { scriptId: string; lineNumber: number; columnNumber: number } | undefined;
    const url = location ? scripts.get(location.scriptId) : undefined;
    const where = url && location ? place(url, location.lineNumber, location.columnNumber) : null;
    const short = where?.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    names.push(
      where
        ? `${where.name ?? item.value?.description?.match(/^(?:function|class)\s+([\w$]+)/)?.[1] ?? '?'} (${short}:${where.line})`
        : '?',
    );
  }
  await cdp.send('Debugger.disable');
  return names;
}

async function main() {
  const label = process.env.BENCH_COLD_LABEL ?? `build of ${gitRevision()}`;
  const webDist = process.env.WEB_DIST ?? mkdtempSync(path.join(os.tmpdir(), 'portal-cold-load-web-'));
  if (!process.env.WEB_DIST) buildWeb(webDist);
  const place = sourceMaps(webDist);
  const results: RouteResult[] = [];
  let portal: RunningPortal | undefined;
  let browser: Browser | undefined;
  try {
    portal = await startPortal(webDist, PORT);
    browser = await chromium.launch(config.use?.launchOptions);
    const chromiumVersion = browser.version();
    const baseUrl = portal.baseUrl;

    const load = async (route: string, mode: 'warm-up' | 'timed' | 'attribution') => {
      const context = await browser!.newContext({
        baseURL: baseUrl,
        viewport: VIEWPORT,
        timezoneId: config.use?.timezoneId,
        locale: config.use?.locale,
      });
      await context.addInitScript({ content: recorder(route, mode === 'attribution') });
      const page = await context.newPage();
      if (!SIGNED_OUT.has(route)) {
        const response = await fetch(`${baseUrl}/api/auth/access-tokens`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: ADMIN, password: DEMO_PASSWORD }),
        });
        const tokens = (await response.json()) as { accessToken: string; refreshToken: string };
        await page.goto('/api/ready');
        await page.evaluate((t) => {
          localStorage.setItem('access-token', t.accessToken);
          localStorage.setItem('refresh-token', t.refreshToken);
        }, tokens);
      }
      const cdp = await context.newCDPSession(page);
      if (mode === 'timed') await browser!.startTracing(page, { categories: TRACE_CATEGORIES });
      if (mode === 'attribution') {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      const loadAverage = os.loadavg()[0]!;
      const before = cpuTimes();
      await page.goto(route, { waitUntil: 'commit' });
      const shownMs = (await Promise.race([
        page.evaluate('window.__coldLoad.shown'),
        new Promise((_, reject) => setTimeout(() => reject(new Error(`${route}: its content did not show within 60 s`)), 60_000).unref()),
      ]).catch(async (error: unknown) => {
        const rows = await page.evaluate(
          `[...document.querySelectorAll('[role="row"]')].slice(0, 3).map((r) => r.className + ' | ' + (r.textContent || '').slice(0, 80))`,
        );
        console.log(`\n${page.url()}: rows ${JSON.stringify(rows)}`);
        throw error;
      })) as number;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const after = cpuTimes();
      const state = (await page.evaluate(`(() => {
        const s = window.__coldLoad;
        return { fcp: s.fcp, lcp: s.lcp, commits: s.commits, renders: s.renders, instances: [...s.instances.values()] };
      })()`)) as {
        fcp: number | null;
        lcp: number | null;
        commits: { at: number; components: number }[];
        renders: number[];
        instances: { t: number; renders: number }[];
      };
      let timed: Omit<TimedLoad, 'run'> | null = null;
      let attribution: Attribution | null = null;
      if (mode === 'timed') {
        const trace = JSON.parse((await browser!.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
        const events = trace.traceEvents;
        // the page's time origin (its navigation's start) on the trace's clock: the mark's time less its performance.now()
        const marked = markTime(events, SHOWN_MARK);
        const start = marked === null ? navigationStart(events, route) : marked - shownMs * 1000;
        const shown = marked ?? start + shownMs * 1000;
        timed = {
          loadAverage,
          cpuBusy: 1 - (after.idle - before.idle) / (after.total - before.total),
          shownMs,
          fcpMs: state.fcp ?? NaN,
          lcpMs: state.lcp ?? NaN,
          untilShown: mainThreadWork(events, start, shown),
          untilSettled: mainThreadWork(events, start, shown + SETTLE_MS * 1000),
        };
      }
      if (mode === 'attribution') {
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
        const names = await componentNames(cdp, place);
        const byType = new Map<number, { instances: number; renders: number; most: number }>();
        for (const instance of state.instances) {
          const entry = byType.get(instance.t) ?? { instances: 0, renders: 0, most: 0 };
          entry.instances++;
          entry.renders += instance.renders;
          entry.most = Math.max(entry.most, instance.renders);
          byType.set(instance.t, entry);
        }
        attribution = {
          bySource: profileBySource(profile, place).slice(0, 12),
          commitsUntilShown: state.commits.filter((c) => c.at <= shownMs).length,
          commitsUntilSettled: state.commits.length,
          componentRenders: state.renders.reduce((a, b) => a + b, 0),
          repeated: [...byType]
            .filter(([, e]) => e.most > 1)
            .map(([t, e]) => ({ component: names[t] ?? '?', instances: e.instances, renders: e.renders, mostPerInstance: e.most }))
            .sort((a, b) => b.renders - b.instances - (a.renders - a.instances))
            .slice(0, 15),
        };
      }
      await context.close();
      return { timed, attribution };
    };

    for (const route of ROUTES) {
      process.stdout.write(`${route}: warm-up ... `);
      await load(route, 'warm-up');
      const loads: TimedLoad[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const { timed } = await load(route, 'timed');
        loads.push({ run, ...timed! });
        process.stdout.write(`run ${run}: shown ${ms(timed!.shownMs)} ms, main thread ${ms(timed!.untilShown.totalMs)} ms ... `);
      }
      const { attribution } = await load(route, 'attribution');
      console.log('attributed');
      results.push({ route, loads, attribution: attribution! });
    }
    const cpus = os.cpus();
    const machine = `${os.availableParallelism()} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), Chromium ${chromiumVersion}, Node ${process.version}`;
    const body = markdown(BASELINE ? 'Baseline' : 'Latest run', label, machine, results);
    console.log(body);
    writeReport(DOCS, INTRO, BASELINE ? 'baseline' : 'latest', body, 'bench-cold-load');
    console.log(`Wrote ${path.relative(process.cwd(), DOCS)}`);
  } finally {
    await browser?.close();
    await portal?.stop();
  }
}

const INTRO = [
  '`npm run bench:cold-load -w e2e` (e2e/bench/cold-load.ts) builds apps/web (or measures `WEB_DIST`), serves it as `npm',
  'start` does (e2e/bench/portal-server.ts) and loads each route cold in Chromium (the E2E launch flags, a 1350x940',
  "screen, a new browser context per load: empty cache; the signed-in routes with the demo Admin's tokens in storage).",
  "A warm-up load first (the server's first answers), then `BENCH_COLD_RUNS` (3) loads traced (devtools.timeline) from",
  'the navigation until the content shows (/orders: the first grid row with its text; /login: the Sign in button) and',
  `${SETTLE_MS} ms after. "Main thread" is the time of the renderer's main-thread tasks that started in that window, by`,
  "the kind of their events' self time (as Lighthouse's main-thread work breakdown groups them); long tasks are those",
  'over 50 ms, "blocking" their time over 50 ms. Then one load with a CPU profile (200 µs samples, mapped through the',
  "build's source maps to packages and app folders) and a React DevTools hook counting commits and renders: a component",
  'listed rendered more than once in one of its instances during the load. The machine is shared: the 1-minute load',
  'average and the share of CPU in use during each load are in the table. `WEB_DIST=<build> BENCH_COLD_LABEL=<name> npm',
  'run bench:cold-load -w e2e -- --baseline` measures another build into the baseline slot.',
].join('\n');

function markdown(title: string, label: string, machine: string, results: RouteResult[]): string {
  const header = [
    'route',
    'run',
    'load avg',
    'CPU busy',
    'FCP ms',
    'content shown ms',
    'main thread until shown ms',
    ...WORK_KINDS,
    `main thread until shown + ${SETTLE_MS / 1000} s ms`,
    'long tasks',
    'blocking ms',
    'longest task ms',
  ];
  const row = (route: string, run: string, l: Omit<TimedLoad, 'run'>) => [
    route,
    run,
    l.loadAverage.toFixed(1),
    `${Math.round(l.cpuBusy * 100)} %`,
    ms(l.fcpMs),
    ms(l.shownMs),
    ms(l.untilShown.totalMs),
    ...WORK_KINDS.map((k) => ms(l.untilShown.byKind[k])),
    ms(l.untilSettled.totalMs),
    l.untilSettled.longTasks,
    ms(l.untilSettled.blockingMs),
    ms(l.untilSettled.longestTaskMs),
  ];
  const medianLoad = (loads: TimedLoad[]): Omit<TimedLoad, 'run'> => {
    const m = (f: (l: TimedLoad) => number) => median(loads.map(f));
    const work = (w: (l: TimedLoad) => MainThreadWork): MainThreadWork => ({
      totalMs: m((l) => w(l).totalMs),
      byKind: Object.fromEntries(WORK_KINDS.map((k) => [k, m((l) => w(l).byKind[k])])) as MainThreadWork['byKind'],
      longTasks: m((l) => w(l).longTasks),
      blockingMs: m((l) => w(l).blockingMs),
      longestTaskMs: m((l) => w(l).longestTaskMs),
    });
    return {
      loadAverage: m((l) => l.loadAverage),
      cpuBusy: m((l) => l.cpuBusy),
      fcpMs: m((l) => l.fcpMs),
      lcpMs: m((l) => l.lcpMs),
      shownMs: m((l) => l.shownMs),
      untilShown: work((l) => l.untilShown),
      untilSettled: work((l) => l.untilSettled),
    };
  };
  const lines = [
    `### ${title}: ${label}`,
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}. Medians side by side (each column's median of the runs):`,
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...results.map((r) => `| ${row(r.route, 'median', medianLoad(r.loads)).join(' | ')} |`),
    '',
    'Every run:',
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...results.flatMap((r) => r.loads.map((l) => `| ${row(r.route, String(l.run), l).join(' | ')} |`)),
  ];
  for (const r of results) {
    const a = r.attribution;
    lines.push(
      '',
      `${r.route}, the profiled load: React committed ${a.commitsUntilShown} times until the content showed and ${a.commitsUntilSettled} until ${SETTLE_MS / 1000} s after (${a.componentRenders} component renders).`,
      `Script and the rest by source (ms of CPU samples): ${a.bySource.map(([group, t]) => `${group} ${ms(t)}`).join(', ')}.`,
      a.repeated.length
        ? `Rendered more than once in an instance (renders / instances, most renders of one instance): ${a.repeated
            .map((x) => `${x.component} ${x.renders}/${x.instances}, ${x.mostPerInstance}`)
            .join('; ')}.`
        : 'No component rendered more than once in an instance.',
    );
  }
  return lines.join('\n');
}

await main();
