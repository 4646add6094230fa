// Columns both accounting grids share: the expand toggle (RMA details) and the notes button, with the spec's widths
// (notes 110; money and dates in components/data-grid/value-columns.tsx).
import { Button } from '@mui/material';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { AccountingNote, RmaDetail } from '@portal/contracts';
import { RmaDetailsToggle } from './RmaDetailsToggle.tsx';

export const NOTES_COLUMN_WIDTH = 110;
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
