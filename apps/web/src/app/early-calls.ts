// The API calls the first paint of a signed-in page waits for, started with the entry while the page's code downloads
// (lib/early-answers.ts; docs/decisions/web-platform.md). Only for the first page view: later pages ask when they show.
import { matchPath } from 'react-router';
import { authSchemas } from '../lib/auth-schemas.ts';
import { ordersFirstBlockPath } from '../features/orders/list/orders-first-block.ts';
import { startEarly, startEarlyResponse } from '../lib/early-answers.ts';
import { isOperatorSession } from '../lib/session.ts';

/**
 * Pages whose first paint needs more than the shell's calls: the route and the GET paths under /api, `calls` read as
 * JSON (lib/early-answers.ts, startEarly), `gridBlocks` a server grid's blocks (their responses, for their Content-Range).
 */
const PAGE_CALLS: {
  route: string;
  calls?: (params: Record<string, string | undefined>) => string[];
  gridBlocks?: (search: URLSearchParams) => string[];
}[] = [
  // the order, its items (the product picture is the page's largest element) and its history
  {
    route: '/orders/:id',
    calls: ({ id }) => (/^[1-9]\d{0,15}$/.test(id ?? '') ? [`/orders/${id}`, `/orders/${id}/order-items`, `/orders/${id}/history`] : []),
  },
  // the orders list's first block in its default view, as its grid asks it (features/orders/list/orders-first-block.ts)
  {
    route: '/orders',
    gridBlocks: (search) => {
      const path = ordersFirstBlockPath(search);
      return path ? [path] : [];
    },
  },
];

/** Layouts with their own calls (the operations console, the printable sheets): nothing is started for them. */
const OWN_LAYOUTS = ['/ops/*', '/print/*'];

export function startFirstPageCalls(pathname: string, search = ''): void {
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
    page.gridBlocks?.(new URLSearchParams(search)).forEach(startEarlyResponse);
  }
}
