// Records every main-thread block of a page from its first script on: long tasks (PerformanceObserver 'longtask',
// buffered) and gaps between animation frames (a requestAnimationFrame loop). A phase is a window of the page's
// clock (performance.now()); blocks are counted in the phase where they start.
import type { BrowserContext, Page } from '@playwright/test';

/** A task or a frame gap over this is a block the user can feel (the bound). */
export const BLOCK_MS = 50;

interface Span {
  start: number;
  duration: number;
}
interface Recorded {
  longTasks: Span[];
  frameGaps: Span[];
}
type MonitoredWindow = Window & { __mainThreadBlocks?: Recorded };

export interface PhaseBlocks {
  /** ms, of the page's clock */
  durationMs: number;
  longestTaskMs: number;
  tasksOver: number;
  longestGapMs: number;
  gapsOver: number;
  /** Sum of the long tasks' durations. */
  blockedMs: number;
}

/**
 * The recorder, as source text: a function handed to addInitScript would pass through tsx, whose esbuild wraps named
 * functions in a `__name` helper that does not exist in the page (the script would then stop at the frame loop).
 */
const RECORDER = `(() => {
  const recorded = { longTasks: [], frameGaps: [] };
  window.__mainThreadBlocks = recorded;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) recorded.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  let last = performance.now();
  const frame = (now) => {
    if (now - last > ${BLOCK_MS}) recorded.frameGaps.push({ start: last, duration: now - last });
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** Installs the recorders in every page the context opens, before the app's own scripts run. */
export async function monitorMainThread(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: RECORDER });
}

/**
 * Resolves once, for one of the [selector, text] pairs, an element matching the selector shows the text; checked on
 * DOM changes. Inside the measured phases the bench neither polls nor asks for roles: Playwright's role queries compute
 * ARIA roles over the whole page (the grid has hundreds of nodes) on the main thread every time they poll, blocks that
 * are the bench's, not the app's. (Source text for the same reason as RECORDER.)
 */
export function appears(page: Page, timeoutMs: number, ...alternatives: [selector: string, text: string][]): Promise<void> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const wanted = ${JSON.stringify(alternatives)};
    const found = () => wanted.some(([selector, text]) => [...document.querySelectorAll(selector)].some((e) => (e.textContent ?? '').includes(text)));
    if (found()) return resolve();
    const timer = setTimeout(() => reject(new Error('not shown: ' + JSON.stringify(wanted))), ${timeoutMs});
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  })`);
}

export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** The blocks that started in [from, to) of the page's clock. */
export async function blocksBetween(page: Page, from: number, to: number): Promise<PhaseBlocks> {
  const recorded = await page.evaluate(() => (window as MonitoredWindow).__mainThreadBlocks);
  if (!recorded) throw new Error('the main-thread monitor is not installed in this page');
  const within = (spans: Span[]) => spans.filter((s) => s.start >= from && s.start < to);
  const tasks = within(recorded.longTasks);
  const gaps = within(recorded.frameGaps);
  const longest = (spans: Span[]) => Math.max(0, ...spans.map((s) => s.duration));
  return {
    durationMs: to - from,
    longestTaskMs: longest(tasks),
    tasksOver: tasks.filter((s) => s.duration > BLOCK_MS).length,
    longestGapMs: longest(gaps),
    gapsOver: gaps.filter((s) => s.duration > BLOCK_MS).length,
    blockedMs: tasks.reduce((sum, s) => sum + s.duration, 0),
  };
}
