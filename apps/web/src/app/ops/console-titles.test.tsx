// Every console page's title is one heading style, the PageTitle's (the theme's h1: 32 px, 600), so that no page's
// title is smaller than another's or barely above its sections (docs/decisions/ops-console.md, "Page titles").
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { emptyGridPage, operatorApi } from '../../test/operator-api.ts';
import { OPS_NAV_ITEMS } from './ops-nav-items.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the console's page titles", () => {
  it.each(OPS_NAV_ITEMS.map((item) => [item.path, item.label]))(
    '%s has one h1 in the page title style',
    async (path) => {
      // every grid call answers an empty page; the rest of the page's calls may fail: the title shows either way
      operatorApi({
        'GET /api/ops/price-changes': emptyGridPage(),
        'GET /api/ops/cancellations': emptyGridPage(),
        'GET /api/ops/invoices': emptyGridPage(),
        'GET /api/ops/ltl-shipments': emptyGridPage(),
        'GET /api/ops/credit-requests': emptyGridPage(),
        'GET /api/ops/invitations': emptyGridPage(),
        'GET /api/ops/applications': emptyGridPage(),
        'GET /api/ops/suppliers': emptyGridPage(),
        'GET /api/ops/payment-runs': emptyGridPage(),
        'GET /api/ops/disputes': emptyGridPage(),
        'GET /api/ops/performance/scorecards': emptyGridPage(),
        'GET /api/ops/performance/standards/suppliers': emptyGridPage(),
      });
      renderApp(path);
      const titles = await screen.findAllByRole('heading', { level: 1 }, { timeout: 10_000 });
      expect(titles).toHaveLength(1);
      expect(titles[0]).toHaveClass('MuiTypography-h1');
    },
    30_000,
  );
});
