// Credit memos (title "Credit memos"): the shared server grid keyed by id, RMA details of the covered requests, notes
// and the memo's own PDF.
import { GRID_FILTER } from '../../../components/data-grid/grid-filters.ts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { CreditMemoSummary } from '@portal/contracts';
import { DataGrid } from '../../../components/data-grid/DataGrid.tsx';
import { useGridUrlState } from '../../../components/data-grid/use-grid-url-state.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { CREDIT_MEMOS_PATH } from '../api.ts';
import { dateColumn, moneyColumn } from '../../../components/data-grid/value-columns.tsx';
import { expandColumn, notesColumn } from '../components/accounting-columns.tsx';
import { downloadStoredFile } from '../../../components/feedback/download-with-notice.ts';

// loads when first opened, as on the credit requests page (docs/decisions/delivery.md, "The first download")
const NotesDialog = lazy(() => import('../components/NotesDialog.tsx').then((m) => ({ default: m.NotesDialog })));

export const CREDIT_MEMOS_GRID_ID = 'credit-memos';
const rowId = (row: CreditMemoSummary) => String(row.id);
const rowLabel = (row: CreditMemoSummary) => row.memoNumber;

export function CreditMemosPage() {
  useDocumentTitle('Credit memos');
  const [urlView, setUrlView] = useGridUrlState();
  const [initialView] = useState(() => urlView);
  const [notesOf, setNotesOf] = useState<CreditMemoSummary | null>(null);

  const columnDefs = useMemo<ColDef<CreditMemoSummary>[]>(
    () => [
      expandColumn<CreditMemoSummary>(rowLabel),
      { colId: 'memoNumber', field: 'memoNumber', headerName: 'Memo number', minWidth: 140, filter: GRID_FILTER.text },
      {
        colId: 'purchaseOrderNumber',
        field: 'purchaseOrderNumber',
        headerName: 'PO number',
        minWidth: 140,
        sortable: false,
        filter: GRID_FILTER.text,
        tooltipField: 'purchaseOrderNumber',
      },
      moneyColumn<CreditMemoSummary>('amount', 'Amount'),
      dateColumn<CreditMemoSummary>('memoDate', 'Memo date'),
      dateColumn<CreditMemoSummary>('creationDate', 'Creation date'),
      {
        colId: 'reasonForCredit',
        field: 'reasonForCredit',
        headerName: 'Reason for credit',
        minWidth: 180,
        sortable: false,
        tooltipField: 'reasonForCredit',
      },
      notesColumn<CreditMemoSummary>(setNotesOf, rowLabel),
      {
        colId: 'file',
        headerName: 'PDF',
        width: 80,
        flex: 0,
        sortable: false,
        cellRenderer: ({ data }: ICellRendererParams<CreditMemoSummary>) =>
          data?.fileName ? (
            <Tooltip title="Download the credit memo">
              <IconButton
                size="small"
                aria-label={`Download credit memo ${data.memoNumber}`}
                onClick={() => downloadStoredFile(data.fileName!)}
              >
                <DownloadIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null,
      },
    ],
    [],
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Credit memos</Typography>
      <DataGrid<CreditMemoSummary>
        gridId={CREDIT_MEMOS_GRID_ID}
        url={CREDIT_MEMOS_PATH}
        columnDefs={columnDefs}
        getRowId={rowId}
        viewState={initialView}
        onViewStateChange={setUrlView}
        height="calc(100vh - 220px)"
      />
      <Suspense fallback={null}>
        {notesOf && (
          <NotesDialog
            title={`Notes: ${notesOf.memoNumber}`}
            notes={notesOf.notes}
            onDownload={downloadStoredFile}
            onClose={() => setNotesOf(null)}
          />
        )}
      </Suspense>
    </Stack>
  );
}

export const Component = CreditMemosPage;
