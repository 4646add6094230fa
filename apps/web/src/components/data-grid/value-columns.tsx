// Columns of money and dates the server grids share (accounting, payments), at the spec's width of 135.
import type { ColDef } from 'ag-grid-community';
import { formatCurrency, formatDate } from '../../lib/format.ts';

export const MONEY_DATE_COLUMN_WIDTH = 135;

export const moneyColumn = <T,>(field: string, headerName: string, sortable = true): ColDef<T> => ({
  colId: field,
  field: field as ColDef<T>['field'],
  headerName,
  width: MONEY_DATE_COLUMN_WIDTH,
  flex: 0,
  sortable,
  valueFormatter: ({ value }) => (value === undefined ? '' : formatCurrency(value as string)),
});

/** A date-only value ('yyyy-MM-dd') is shown as that day; an instant in the browser's zone. */
export const formatDayOrInstant = (value: string | null | undefined) =>
  value ? formatDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value) : '';

export const dateColumn = <T,>(field: string, headerName: string, sortable = true): ColDef<T> => ({
  colId: field,
  field: field as ColDef<T>['field'],
  headerName,
  width: MONEY_DATE_COLUMN_WIDTH,
  flex: 0,
  sortable,
  valueFormatter: ({ value }) => formatDayOrInstant(value as string | null | undefined),
});
