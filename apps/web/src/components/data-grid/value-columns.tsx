// Columns of money and dates the server grids share (accounting, payments), at the spec's width of 135.
import type { ColDef } from 'ag-grid-community';
import { formatCurrency, formatDate } from '../../lib/format.ts';

export const MONEY_DATE_COLUMN_WIDTH = 135;

/** A fixed-width column of money or dates: the field, its header, sortable or not. */
const fixedColumn = <T,>(field: string, headerName: string, sortable: boolean): ColDef<T> => ({
  colId: field,
  field: field as ColDef<T>['field'],
  headerName,
  width: MONEY_DATE_COLUMN_WIDTH,
  flex: 0,
  sortable,
});

export const moneyColumn = <T,>(field: string, headerName: string, sortable = true): ColDef<T> => ({
  ...fixedColumn<T>(field, headerName, sortable),
  valueFormatter: ({ value }) => (value === undefined ? '' : formatCurrency(value as string)),
});

/** A date-only value ('yyyy-MM-dd') is shown as that day; an instant in the browser's zone. */
export const formatDayOrInstant = (value: string | null | undefined) =>
  value ? formatDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value) : '';

export const dateColumn = <T,>(field: string, headerName: string, sortable = true): ColDef<T> => ({
  ...fixedColumn<T>(field, headerName, sortable),
  valueFormatter: ({ value }) => formatDayOrInstant(value as string | null | undefined),
});
