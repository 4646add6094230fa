// "Export" of a server grid's current view (its filters and sort): every matching row, read from the grid's own call
// in pages of GRID_LIMIT_MAX, written to an xlsx file with the columns as the page names them.
import { GRID_LIMIT_MAX, parseContentRangeTotal } from '@portal/contracts';
import { ApiError, authorizedFetch } from '../../lib/http.ts';
import { writeSpreadsheet } from '../spreadsheet/write-spreadsheet.ts';
import { buildGridRequestUrl } from './grid-request.ts';
import type { GridViewState } from './grid-view-state.ts';

/** A column of the file: its header and the cell's text from a row. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
}

/** Rows past this many are not exported (a file a spreadsheet program opens comfortably). */
export const EXPORT_ROW_LIMIT = 10_000;

export async function fetchGridRows<T>(url: string, view: Pick<GridViewState, 'filterModel' | 'sortModel'>): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; offset < EXPORT_ROW_LIMIT; offset += GRID_LIMIT_MAX) {
    const request = { startRow: offset, endRow: offset + GRID_LIMIT_MAX, sortModel: view.sortModel, filterModel: view.filterModel };
    const response = await authorizedFetch(buildGridRequestUrl(url, request), { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
    const page = (await response.json()) as T[];
    rows.push(...page);
    const total = parseContentRangeTotal(response.headers.get('Content-Range')) ?? 0;
    if (page.length < GRID_LIMIT_MAX || rows.length >= total) break;
  }
  return rows;
}

export async function exportGridView<T>(
  url: string,
  view: Pick<GridViewState, 'filterModel' | 'sortModel'>,
  columns: readonly ExportColumn<T>[],
  fileName: string,
): Promise<void> {
  const rows = await fetchGridRows<T>(url, view);
  const lines = rows.map((row) => Object.fromEntries(columns.map((c) => [c.header, c.value(row)])));
  await writeSpreadsheet(lines, { fileName, sheetName: fileName.slice(0, 31), fileType: 'xlsx', columns: columns.map((c) => c.header) });
}
