// A decision queue filters on the server by PO number and by supplier: typing sends the grid query's filterModel.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { emptyGridPage, gridCalls, operatorApi } from '../../../test/operator-api.ts';

const PATH = '/api/ops/price-changes';
/** The filterModel of every queue request sent so far. */
const filtersSent = (fetchMock: ReturnType<typeof operatorApi>) => gridCalls(fetchMock, PATH).map((c) => c.query?.filterModel ?? {});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('QueueTable filters', () => {
  it('filters the queue by supplier and by PO number on the server', async () => {
    const fetchMock = operatorApi({ [`GET ${PATH}`]: emptyGridPage() });
    renderApp('/ops/price-changes');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search supplier' }), { target: { value: 'Acme' } });
    await waitFor(() =>
      expect(filtersSent(fetchMock)).toContainEqual({ supplierName: { filterType: 'text', type: 'contains', filter: 'Acme' } }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Search PO number' }), { target: { value: 'PO-7' } });
    await waitFor(() =>
      expect(filtersSent(fetchMock)).toContainEqual({
        purchaseOrderNumber: { filterType: 'text', type: 'contains', filter: 'PO-7' },
        supplierName: { filterType: 'text', type: 'contains', filter: 'Acme' },
      }),
    );
  });
});
