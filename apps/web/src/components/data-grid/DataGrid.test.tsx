import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { DataGrid, GRID_EMPTY_TEXT, GRID_FILTER, GRID_LOAD_ERROR_TEXT } from './DataGrid.tsx';
import type { GridFetch } from './grid-request.ts';

interface Row {
  id: number;
  name: string;
}
const columns = [{ field: 'name' as const, headerName: 'Name', filter: GRID_FILTER.text }];
const view = { filterModel: {}, sortModel: [], page: 0 };

function respond(rows: Row[], total: number | null, status = 200): GridFetch {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(rows), {
        status,
        headers: total === null ? {} : { 'Content-Range': `items 0-${rows.length - 1}/${total}` },
      }),
  );
}

function renderGrid(fetchResponse: GridFetch, extra: Partial<Parameters<typeof DataGrid<Row>>[0]> = {}) {
  return render(
    <div style={{ width: 800, height: 600 }}>
      <DataGrid<Row>
        gridId="test"
        url="/things"
        columnDefs={columns}
        getRowId={(row) => String(row.id)}
        viewState={view}
        onViewStateChange={() => {}}
        fetchResponse={fetchResponse}
        {...extra}
      />
    </div>,
  );
}

describe('DataGrid', () => {
  // first in the file: once AG Grid's module has loaded, the lazy grid no longer waits for it
  it("draws its frame with the page's toolbar while AG Grid downloads, then the grid in the same place", async () => {
    renderGrid(respond([{ id: 1, name: 'Ada' }], 1), { toolbar: <button type="button">Issue Credit</button> });
    expect(screen.getByRole('progressbar', { name: 'Loading the grid' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Issue Credit' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Columns' })).toBeDisabled();
    expect(await screen.findByText('Ada')).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Loading the grid' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Columns' })).toBeEnabled();
  });

  it("draws the grid at once, without its stand-in, once AG Grid's module has run (the router starts it with the page)", async () => {
    await import('./ServerDataGrid.tsx');
    renderGrid(respond([{ id: 2, name: 'Grace' }], 1));
    // the first commit: the grid's own frame, no stand-in's progress bar
    expect(screen.queryByRole('progressbar', { name: 'Loading the grid' })).toBeNull();
    expect(document.querySelector('.ag-root-wrapper')).not.toBeNull();
    expect(await screen.findByText('Grace')).toBeVisible();
  });

  it('loads the first block with limit 50 and offset 0 and no query for empty models', async () => {
    const fetchResponse = respond([{ id: 1, name: 'Alpha' }], 1);
    renderGrid(fetchResponse);
    await waitFor(() => expect(fetchResponse).toHaveBeenCalled());
    expect(vi.mocked(fetchResponse).mock.calls[0]![0]).toBe('/things?limit=50&offset=0');
  });

  it('sends the initial filter as the query', async () => {
    const fetchResponse = respond([], 0);
    renderGrid(fetchResponse, { viewState: { ...view, filterModel: { name: { filterType: 'text', type: 'contains', filter: 'a' } } } });
    await waitFor(() => expect(fetchResponse).toHaveBeenCalled());
    const url = new URL(vi.mocked(fetchResponse).mock.calls[0]![0], 'http://x');
    expect(JSON.parse(url.searchParams.get('query')!).filterModel).toEqual({ name: { filterType: 'text', type: 'contains', filter: 'a' } });
  });

  it('says "No records found" for an empty result, and not "0 to 0 of 0. Page 0 of 0"', async () => {
    renderGrid(respond([], 0));
    expect(await screen.findByText(GRID_EMPTY_TEXT, undefined, { timeout: 4000 })).toBeVisible();
    const pager = document.querySelector('.ag-paging-panel');
    expect(pager).not.toBeNull();
    expect(pager).not.toBeVisible();
  });

  it('shows the pager with rows', async () => {
    renderGrid(respond([{ id: 1, name: 'a' }], 1));
    await waitFor(() => expect(document.querySelector('.ag-paging-panel')).toBeVisible(), { timeout: 4000 });
  });

  it('shows the load error overlay when the call fails', async () => {
    renderGrid(respond([], null, 500));
    expect(await screen.findByText(GRID_LOAD_ERROR_TEXT, undefined, { timeout: 4000 })).toBeVisible();
  });

  it('offers a Columns menu instead of a side panel', async () => {
    renderGrid(respond([], 0));
    expect(await screen.findByRole('button', { name: 'Columns' })).toBeVisible();
  });
});

describe('DataGrid on the URL’s page', () => {
  it('opens on the view’s page once the row count is known, with the view’s filter, and asks that page’s block', async () => {
    const rows = (from: number) => Array.from({ length: 50 }, (_, i) => ({ id: from + i, name: `Row ${from + i}` }));
    const fetchResponse = vi.fn<GridFetch>(async (url) => {
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
      return new Response(JSON.stringify(rows(offset)), { headers: { 'Content-Range': `items ${offset}-${offset + 49}/120` } });
    });
    renderGrid(fetchResponse, {
      viewState: { filterModel: { name: { filterType: 'text', type: 'contains', filter: 'Row' } }, sortModel: [], page: 1 },
    });
    expect(await screen.findByText('Row 50', undefined, { timeout: 4000 })).toBeVisible();
    expect(document.querySelector('.ag-paging-panel')?.textContent).toContain('51 to 100 of 120');
    expect(vi.mocked(fetchResponse).mock.calls.map(([url]) => new URL(url, 'http://x').searchParams.get('offset'))).toEqual(['0', '50']);
  });
});
