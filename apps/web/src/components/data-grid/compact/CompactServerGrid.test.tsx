// The console's grids keep their view in the URL: a shared link or a reload shows the same filters, sort and page, and
// Back steps through the operator's changes (a search typed is one step).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPath, renderApp } from '../../../test/render-app.tsx';
import { emptyGridPage, gridCalls, operatorApi } from '../../../test/operator-api.ts';

const PATH = '/api/ops/applications';
const api = () => operatorApi({ [`GET ${PATH}`]: emptyGridPage(120) });

const company = { filterType: 'text', type: 'contains', filter: 'Acme' };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('CompactServerGrid in the URL', () => {
  it('shows the filters, sort, page and page size of a shared link and asks the server for that view', async () => {
    const fetchMock = api();
    const filter = encodeURIComponent(JSON.stringify({ officialCompanyName: company }));
    const sort = encodeURIComponent(JSON.stringify([{ colId: 'submittedOn', sort: 'desc' }]));
    renderApp(`/ops/applications?filter=${filter}&sort=${sort}&page=2&size=50`);
    expect(await screen.findByRole('textbox', { name: 'Search company' })).toHaveValue('Acme');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
    await waitFor(() =>
      expect(gridCalls(fetchMock, PATH)).toContainEqual({
        limit: '50',
        offset: '50',
        query: { sortModel: [{ colId: 'submittedOn', sort: 'desc' }], filterModel: { officialCompanyName: company } },
      }),
    );
    expect(screen.getByText('51–100 of 120')).toBeVisible();
  });

  it('shows the waiting applications without params, makes a typed search one Back step, and sends it trimmed', async () => {
    const fetchMock = api();
    const { router } = renderApp('/ops/applications');
    const search = await screen.findByRole('textbox', { name: 'Search company' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Submitted');
    fireEvent.change(search, { target: { value: 'Ac' } });
    fireEvent.change(search, { target: { value: 'Acme ' } });
    await waitFor(() =>
      expect(gridCalls(fetchMock, PATH).map((c) => c.query)).toContainEqual({
        sortModel: [],
        filterModel: { officialCompanyName: company, status: { filterType: 'set', values: ['Submitted'] } },
      }),
    );
    expect(search).toHaveValue('Acme ');
    fireEvent.click(screen.getByRole('button', { name: 'Company' }));
    await waitFor(() => expect(currentPath(router)).toContain('sort='));

    await act(() => router.navigate(-1));
    expect(currentPath(router)).not.toContain('sort=');
    expect(screen.getByRole('textbox', { name: 'Search company' })).toHaveValue('Acme ');
    await act(() => router.navigate(-1));
    expect(currentPath(router)).toBe('/ops/applications');
    expect(screen.getByRole('textbox', { name: 'Search company' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Submitted');
  });

  it('says its empty text alone for an empty list, without a pager reading "0–0 of 0"', async () => {
    operatorApi({ [`GET ${PATH}`]: emptyGridPage(0) });
    renderApp('/ops/applications');
    expect(await screen.findByText('No applications.')).toBeVisible();
    expect(screen.queryByText(/0–0 of 0/)).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Rows per page/ })).toBeNull();
  });
});
