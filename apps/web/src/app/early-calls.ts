// The API calls the first paint of a signed-in page waits for, started with the entry while the page's code downloads
// (lib/early-answers.ts; docs/decisions/web-platform.md). Only for the first page view: later pages ask when they show.
import { matchPath } from 'react-router';
import { authSchemas } from '../lib/auth-schemas.ts';
import { startEarly, startEarlyResponse } from '../lib/early-answers.ts';
import { isOperatorSession } from '../lib/session.ts';

/**
 * Pages whose first paint needs more than the shell's calls: the route and the GET paths under /api, `calls` read as
 * JSON (lib/early-answers.ts, startEarly), `gridBlocks` a server grid's blocks (their responses, for their Content-Range).
 */
const PAGE_CALLS: {
  route: string;
  calls?: (params: Record<string, string | undefined>) => string[];
  gridBlocks?: (search: URLSearchParams) => Promise<string[]>;
}[] = [
  // the order, its items (the product picture is the page's largest element) and its history
  {
    route: '/orders/:id',
    calls: ({ id }) => (/^[1-9]\d{0,15}$/.test(id ?? '') ? [`/orders/${id}`, `/orders/${id}/order-items`, `/orders/${id}/history`] : []),
  },
  // the orders list's first block in its default view, as its grid asks it (features/orders/list/orders-first-block.ts):
  // its URL's code (the grid's view state, the default status filter, the contracts' rules and zod with them) loads
  // beside the page's own code, not in the entry that /login shares
  {
    route: '/orders',
    gridBlocks: async (search) => {
      const path = (await import('../features/orders/list/orders-first-block.ts')).ordersFirstBlockPath(search);
      return path ? [path] : [];
    },
  },
];

/** Layouts with their own calls (the operations console, the printable sheets): nothing is started for them. */
const OWN_LAYOUTS = ['/ops/*', '/print/*'];

/** Starts the first page view's calls; resolves once the grid blocks' (whose URLs load with their code) have left. */
export async function startFirstPageCalls(pathname: string, search = ''): Promise<void> {
  // an operator's session opens the console: the supplier's calls would answer 403
  if (isOperatorSession() || OWN_LAYOUTS.some((route) => matchPath(route, pathname))) return;
  // the shell shows a page once it has the profile and the flags
  startEarly('/current-user');
  startEarly('/feature-flags/values');
  // the profile's schema (and zod with it) downloads with the page's code, not after the shell has rendered
  void authSchemas();
  for (const page of PAGE_CALLS) {
    const match = matchPath(page.route, pathname);
    if (!match) continue;
    page.calls?.(match.params).forEach(startEarly);
    // a chunk that fails to download starts nothing here (the page's own import shows that failure)
    if (page.gridBlocks) (await page.gridBlocks(new URLSearchParams(search)).catch(() => [])).forEach(startEarlyResponse);
  }
}
