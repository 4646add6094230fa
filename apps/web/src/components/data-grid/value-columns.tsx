// Columns of money and dates the server grids share (accounting, payments), at the spec's width of 135.
import type { ColDef } from 'ag-grid-community';
import { formatCurrency, formatDate, formatDay } from '../../lib/format.ts';

export const MONEY_DATE_COLUMN_WIDTH = 135;
/**
 * On a phone (below `sm`) the columns take these widths (ServerDataGrid's narrow layout, read from the column's
 * `context.narrowWidth`): "-$66,932.91" and "Nov 01, 2026" still fit, and three columns fit 390 px.
 */
export const NARROW_MONEY_COLUMN_WIDTH = 108;
export const NARROW_DATE_COLUMN_WIDTH = 120;

/**
 * A header wider than its column's values ("Remittance number", "Payment date"): where the column is narrow (768 px, a
 * phone) the header goes on two lines ("Payment / date") and the header row grows, instead of "Payment d…".
 */
export const WRAPPED_HEADER = { wrapHeaderText: true, autoHeaderHeight: true } as const;

/** A fixed-width column of money or dates: the field, its header, sortable or not. */
const fixedColumn = <T,>(field: string, headerName: string, sortable: boolean, narrowWidth: number): ColDef<T> => ({
  colId: field,
  field: field as ColDef<T>['field'],
  headerName,
  width: MONEY_DATE_COLUMN_WIDTH,
  flex: 0,
  sortable,
  ...WRAPPED_HEADER,
  context: { narrowWidth },
});

export const moneyColumn = <T,>(field: string, headerName: string, sortable = true): ColDef<T> => ({
  ...fixedColumn<T>(field, headerName, sortable, NARROW_MONEY_COLUMN_WIDTH),
  valueFormatter: ({ value }) => (value === undefined ? '' : formatCurrency(value as string)),
});

/** A date-only value ('yyyy-MM-dd') is shown as that day; an instant in the browser's zone. */
export const formatDayOrInstant = (value: string | null | undefined) =>
  value ? (/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : formatDate(value)) : '';

export const dateColumn = <T,>(field: string, headerName: string, sortable = true): ColDef<T> => ({
  ...fixedColumn<T>(field, headerName, sortable, NARROW_DATE_COLUMN_WIDTH),
  valueFormatter: ({ value }) => formatDayOrInstant(value as string | null | undefined),
});
