// What a cold load's main thread did, read from a Chromium trace (devtools.timeline): its tasks' self time by kind
// (script evaluation, script parse and compile, style and layout, paint, HTML and CSS parsing, garbage collection),
// grouped as Lighthouse's main-thread work breakdown groups them, within a window of the trace's clock. And where the
// script time went by source (a CPU profile's samples mapped through the build's source maps to their package or
// app folder).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: unknown };
}

export const WORK_KINDS = [
  'script evaluation',
  'script parse and compile',
  'style and layout',
  'paint and composite',
  'HTML and CSS parsing',
  'garbage collection',
  'other',
] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

const KIND_BY_NAME: Record<string, WorkKind> = {
  EvaluateScript: 'script evaluation',
  'v8.evaluateModule': 'script evaluation',
  FunctionCall: 'script evaluation',
  TimerFire: 'script evaluation',
  FireIdleCallback: 'script evaluation',
  FireAnimationFrame: 'script evaluation',
  RunMicrotasks: 'script evaluation',
  'V8.Execute': 'script evaluation',
  EventDispatch: 'script evaluation',
  'v8.compile': 'script parse and compile',
  'v8.compileModule': 'script parse and compile',
  'v8.parseOnBackground': 'script parse and compile',
  'v8.produceCache': 'script parse and compile',
  'v8.produceModuleCache': 'script parse and compile',
  'V8.CompileCode': 'script parse and compile',
  ScheduleStyleRecalculation: 'style and layout',
  UpdateLayoutTree: 'style and layout',
  RecalculateStyles: 'style and layout',
  InvalidateLayout: 'style and layout',
  Layout: 'style and layout',
  Animation: 'paint and composite',
  HitTest: 'paint and composite',
  PaintSetup: 'paint and composite',
  Paint: 'paint and composite',
  PaintImage: 'paint and composite',
  PrePaint: 'paint and composite',
  Layerize: 'paint and composite',
  UpdateLayer: 'paint and composite',
  UpdateLayerTree: 'paint and composite',
  CompositeLayers: 'paint and composite',
  Commit: 'paint and composite',
  ParseHTML: 'HTML and CSS parsing',
  ParseAuthorStyleSheet: 'HTML and CSS parsing',
};
const kindOf = (name: string): WorkKind | undefined =>
  KIND_BY_NAME[name] ?? (/GC|GarbageCollect|BlinkGC/.test(name) ? 'garbage collection' : undefined);
const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/** The renderer's main thread of the page: the CrRendererMain thread with the most task time. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number; busy: number } | null = null;
  for (const m of mains) {
    const busy = events
      .filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X' && TOP_LEVEL.has(e.name))
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (!best || busy > best.busy) best = { pid: m.pid, tid: m.tid, busy };
  }
  if (!best) throw new Error('the trace has no renderer main thread (CrRendererMain)');
  return best;
}

/** The user timing mark's time on the trace's clock (µs), e.g. the one the bench's page sets when its content shows. */
export function markTime(events: TraceEvent[], mark: string): number | null {
  const found = events.find((e) => e.name === mark && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n' || e.ph === 'b'));
  return found ? found.ts : null;
}

/** The navigation's start on the trace's clock (µs): the main frame's first navigationStart with a document URL. */
export function navigationStart(events: TraceEvent[], urlPart: string): number {
  const starts = events.filter((e) => e.name === 'navigationStart' && JSON.stringify(e.args?.data ?? {}).includes(urlPart));
  if (!starts.length) throw new Error(`the trace has no navigationStart of ${urlPart}`);
  return Math.min(...starts.map((e) => e.ts));
}

export interface MainThreadWork {
  /** ms of tasks on the main thread that started in the window */
  totalMs: number;
  byKind: Record<WorkKind, number>;
  /** tasks over 50 ms, and the sum of their time over 50 ms (as Lighthouse's TBT counts it, here over the window) */
  longTasks: number;
  blockingMs: number;
  longestTaskMs: number;
}

/**
 * The main thread's tasks that started in [fromUs, toUs): their time, the self time of every event in them by kind
 * (an event of no kind takes its parent's; a task's own time outside its events is "other"), and the long tasks.
 */
export function mainThreadWork(events: TraceEvent[], fromUs: number, toUs: number): MainThreadWork {
  const { pid, tid } = mainThread(events);
  // complete events (X) of the thread, begin/end pairs made complete
  const spans: { name: string; ts: number; end: number }[] = [];
  const open: TraceEvent[] = [];
  for (const e of events.filter((x) => x.pid === pid && x.tid === tid).sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'X') spans.push({ name: e.name, ts: e.ts, end: e.ts + (e.dur ?? 0) });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (begin) spans.push({ name: begin.name, ts: begin.ts, end: e.ts });
    }
  }
  // parents before children: by start, the longer first
  spans.sort((a, b) => a.ts - b.ts || b.end - a.end);
  const byKind = Object.fromEntries(WORK_KINDS.map((k) => [k, 0])) as Record<WorkKind, number>;
  let totalMs = 0;
  let longTasks = 0;
  let blockingMs = 0;
  let longestTaskMs = 0;
  const stack: { end: number; kind: WorkKind; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      byKind[done.kind] += Math.max(0, done.self) / 1000;
    }
  };
  for (const span of spans) {
    close(span.ts);
    const parent = stack.at(-1);
    if (!parent) {
      // a top-level task: counted when it starts in the window
      if (!TOP_LEVEL.has(span.name) || span.ts < fromUs || span.ts >= toUs) continue;
      const ms = (span.end - span.ts) / 1000;
      totalMs += ms;
      longestTaskMs = Math.max(longestTaskMs, ms);
      if (ms > 50) {
        longTasks++;
        blockingMs += ms - 50;
      }
      stack.push({ end: span.end, kind: 'other', self: span.end - span.ts });
      continue;
    }
    const end = Math.min(span.end, parent.end);
    parent.self -= end - span.ts;
    stack.push({ end, kind: kindOf(span.name) ?? parent.kind, self: end - span.ts });
  }
  close(Number.POSITIVE_INFINITY);
  return { totalMs, byKind, longTasks, blockingMs, longestTaskMs };
}

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Reads a built file's source map once; the place of a position in the sources (null without a map). */
export function sourceMaps(distDir: string) {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string) => {
    const file = path.join(distDir, new URL(url).pathname);
    if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
    return maps.get(file)!;
  };
  return (url: string, line0: number, column0: number): { source: string; line: number; name: string | null } | null => {
    if (!url.includes('/assets/')) return null;
    const map = mapOf(url);
    if (!map) return null;
    const found = originalPositionFor(map, { line: line0 + 1, column: column0 });
    return found.source ? { source: found.source, line: found.line ?? 0, name: found.name } : null;
  };
}

/** A source file's group: its npm package (`@mui/material`, `react-dom`), or the app's folder (`web: features/orders`). */
export function sourceGroup(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const contracts = source.match(/packages\/contracts\/src\/([^/]+)/);
  if (contracts) return `contracts: ${contracts[1]!.replace(/\.ts$/, '')}`;
  // the web app's sources, as a map names them from the build's folder (apps/web/dist: ../../src/...) or the repository
  const web = source.match(/(?:^|\/)src\/((?:features|components|app|lib)\/[^/]+|[^/]+)/);
  return web ? `web: ${web[1]!.replace(/\.tsx?$/, '')}` : source;
}

/** ms of a CPU profile's samples by where their function's code comes from, the largest first. */
export function profileBySource(profile: CpuProfile, place: ReturnType<typeof sourceMaps>): [group: string, ms: number][] {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const where = frame.url ? place(frame.url, frame.lineNumber, frame.columnNumber) : null;
    const group = where ? sourceGroup(where.source) : frame.url ? new URL(frame.url).pathname : frame.functionName || '(anonymous)';
    totals.set(group, (totals.get(group) ?? 0) + ms);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}
