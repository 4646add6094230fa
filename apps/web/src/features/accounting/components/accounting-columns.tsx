// Columns both accounting grids share: the expand toggle (RMA details) and the notes button, with the spec's widths
// (notes 110, money and dates 135).
import { Button } from '@mui/material';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { AccountingNote, RmaDetail } from '@portal/contracts';
import { formatCurrency, formatDate } from '../../../lib/format.ts';
import { RmaDetailsToggle } from './RmaDetailsToggle.tsx';

export const NOTES_COLUMN_WIDTH = 110;
export const MONEY_DATE_COLUMN_WIDTH = 135;
export const VIEW_NOTES = 'View notes';

interface WithDetails {
  rmaDetails: RmaDetail[];
  notes: AccountingNote[];
}

export function expandColumn<T extends WithDetails>(rowLabel: (row: T) => string): ColDef<T> {
  return {
    colId: 'expand',
    headerName: '',
    headerComponentParams: { 'aria-label': 'RMA details' },
    width: 68,
    minWidth: 68,
    flex: 0,
    sortable: false,
    resizable: false,
    suppressMovable: true,
    cellRenderer: ({ data, node }: ICellRendererParams<T>) =>
      data ? <RmaDetailsToggle rowLabel={rowLabel(data)} rowIndex={node.rowIndex ?? 0} rmaDetails={data.rmaDetails} /> : null,
  };
}

export function notesColumn<T extends WithDetails>(onView: (row: T) => void, rowLabel: (row: T) => string): ColDef<T> {
  return {
    colId: 'notes',
    headerName: 'Notes',
    width: NOTES_COLUMN_WIDTH,
    flex: 0,
    sortable: false,
    cellRenderer: ({ data }: ICellRendererParams<T>) =>
      data && data.notes.length > 0 ? (
        <Button size="small" onClick={() => onView(data)} aria-label={`${VIEW_NOTES} of ${rowLabel(data)}`}>
          {VIEW_NOTES}
        </Button>
      ) : null,
  };
}

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
export const dateColumn = <T,>(field: string, headerName: string, sortable = true): ColDef<T> => ({
  ...fixedColumn<T>(field, headerName, sortable),
  valueFormatter: ({ value }) => {
    if (!value) return '';
    const text = value as string;
    return formatDate(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T12:00:00` : text);
  },
});
