import { describe, expect, it } from 'vitest';
import { mainThreadWork, markTime, navigationStart, profileBySource, sourceGroup, type TraceEvent } from './cold-load-analysis.ts';

const MAIN = { pid: 2, tid: 7 };
const OTHER = { pid: 3, tid: 9 };
const x = (name: string, ts: number, dur: number, thread = MAIN): TraceEvent => ({ name, ph: 'X', ts, dur, ...thread });
const threadName = (thread: { pid: number; tid: number }): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  ...thread,
  args: { name: 'CrRendererMain' },
});

// µs: a 120 ms task (script 80 ms of it, of which 30 ms compiling; 20 ms of style inside the script), a 10 ms layout task,
// a task after the window, and a busy main thread of another renderer with less work
const events: TraceEvent[] = [
  threadName(MAIN),
  threadName(OTHER),
  { name: 'navigationStart', ph: 'R', ts: 1_000, ...MAIN, args: { data: { documentLoaderURL: 'http://127.0.0.1:3198/orders' } } },
  x('RunTask', 10_000, 120_000),
  x('EvaluateScript', 10_000, 80_000),
  x('v8.compile', 10_000, 30_000),
  x('UpdateLayoutTree', 50_000, 20_000),
  x('RunTask', 200_000, 10_000),
  x('Layout', 200_000, 10_000),
  { name: 'cold-load:shown', ph: 'R', ts: 300_000, ...MAIN },
  x('RunTask', 400_000, 60_000),
  x('RunTask', 10_000, 50_000, OTHER),
];

describe('cold load analysis', () => {
  it("counts the page's main-thread tasks in the window by the kind of their events' self time", () => {
    const start = navigationStart(events, '/orders');
    const shown = markTime(events, 'cold-load:shown')!;
    expect([start, shown]).toEqual([1_000, 300_000]);
    const work = mainThreadWork(events, start, shown);
    expect(work.totalMs).toBe(130);
    expect(work.byKind).toMatchObject({
      'script evaluation': 30,
      'script parse and compile': 30,
      'style and layout': 30,
      other: 40,
    });
    expect(work).toMatchObject({ longTasks: 1, blockingMs: 70, longestTaskMs: 120 });
    expect(mainThreadWork(events, start, 500_000)).toMatchObject({ totalMs: 190, longTasks: 2, blockingMs: 80 });
  });

  it('groups a source by its package or app folder', () => {
    expect(sourceGroup('../../node_modules/@mui/material/esm/Button/Button.js')).toBe('@mui/material');
    expect(sourceGroup('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(sourceGroup('../../apps/web/src/features/orders/list/OrdersPage.tsx')).toBe('web: features/orders');
    expect(sourceGroup('../../src/lib/session.ts')).toBe('web: lib/session');
    expect(sourceGroup('../../packages/contracts/src/orders/order.ts')).toBe('contracts: orders');
  });

  it('adds up CPU samples by source (a sample lasts until the next one), idle left out', () => {
    const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0, columnNumber: 0 });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(idle)') },
        { id: 2, callFrame: frame('(garbage collector)') },
        { id: 3, callFrame: frame('a', 'http://h/assets/index.js') },
      ],
      samples: [1, 2, 3, 3],
      timeDeltas: [0, 5_000, 1_000, 2_000, 0],
    };
    const place = () => ({ source: '../../node_modules/react-dom/index.js', line: 1, name: null });
    expect(profileBySource(profile, place)).toEqual([
      ['react-dom', 2],
      ['(garbage collector)', 1],
    ]);
  });
});
