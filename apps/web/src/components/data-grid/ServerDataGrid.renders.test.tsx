// What the shared grid renders for its first block (docs/decisions/delivery.md, "Cold load of /orders and /login"): a
// view with an initial filter and selection, as the orders list opens, asks its block once and draws each row's cells
// with its data once.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { ICellRendererParams } from 'ag-grid-community';
import { DataGrid, GRID_FILTER } from './DataGrid.tsx';
import './ServerDataGrid.tsx';
import type { GridFetch } from './grid-request.ts';
import type { GridViewState } from './grid-view-state.ts';

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Grace' },
  { id: 3, name: 'Edsger' },
];

/** The view the orders list opens with: a filter (its default status filter) and a sort. */
const VIEW: GridViewState = {
  filterModel: { name: { filterType: 'text', type: 'contains', filter: 'a' } },
  sortModel: [{ colId: 'name', sort: 'desc' }],
  page: 0,
};

describe('the shared grid’s first block', () => {
  it('is asked once and each cell is drawn with its data once (the filter of the view is no change after the block)', async () => {
    const renders: string[] = [];
    function NameCell({ data }: ICellRendererParams<Row>) {
      renders.push(data ? data.name : 'loading');
      return <span>{data?.name}</span>;
    }
    const fetchResponse = vi.fn<GridFetch>(
      async () => new Response(JSON.stringify(ROWS), { headers: { 'Content-Range': `items 0-${ROWS.length - 1}/${ROWS.length}` } }),
    );
    render(
      <div style={{ width: 800, height: 600 }}>
        <DataGrid<Row>
          gridId="renders"
          url="/things"
          columnDefs={[{ field: 'name', headerName: 'Name', filter: GRID_FILTER.text, cellRenderer: NameCell }]}
          getRowId={(row) => String(row.id)}
          viewState={VIEW}
          onViewStateChange={() => {}}
          selection={new Map()}
          onSelectionChange={() => {}}
          fetchResponse={fetchResponse}
        />
      </div>,
    );
    expect(await screen.findByText('Edsger')).toBeVisible();
    // what the grid would still do after the block: the filter applied as a change (a new cache), the grid's api taken
    // as a reload; both drew the rows again
    await waitFor(() => expect(document.querySelector('.ag-paging-panel')).toBeVisible());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchResponse).toHaveBeenCalledTimes(1);
    const query = JSON.parse(new URL(fetchResponse.mock.calls[0]![0], 'http://x').searchParams.get('query')!);
    expect(query.filterModel).toEqual(VIEW.filterModel);
    // the stub row before the block answers, then each row with its data once
    expect(renders.filter((r) => r !== 'loading').sort()).toEqual(['Ada', 'Edsger', 'Grace']);
    expect(renders.filter((r) => r === 'loading').length).toBeLessThanOrEqual(1);
  });
});
