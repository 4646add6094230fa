// Credit requests (/accounting/credit-requests): the open requests in the shared server grid with selection kept
// across pages, RMA details, notes, 'Open a case' about a request (the Support flag on: docs/decisions/cases.md,
// "Opening a case"), and 'Issue Credit' (order-workflows 2.8) for the selected requests.
import { GRID_FILTER } from '../../../components/data-grid/grid-filters.ts';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Stack, Typography } from '@mui/material';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { caseLinkText, formatUsd, type CreditRequestSummary } from '@portal/contracts';
import { OpenCaseButton } from '../../../components/cases/OpenCaseButton.tsx';
import { DataGrid } from '../../../components/data-grid/DataGrid.tsx';
import { useGridUrlState } from '../../../components/data-grid/use-grid-url-state.ts';
import { notify } from '../../../components/feedback/notifications.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { uploadDocument } from '../../../lib/documents.ts';
import { coverPreviewQueryOptions, CREDIT_REQUESTS_PATH, useCoverCreditRequests } from '../api.ts';
import { dateColumn, moneyColumn } from '../../../components/data-grid/value-columns.tsx';
import { expandColumn, notesColumn } from '../components/accounting-columns.tsx';
import { downloadStoredFile } from '../../../components/feedback/download-with-notice.ts';

// The dialogs load when first opened: Issue Credit's form kit (react-hook-form, the zod resolver, the form fields, the
// memo's file field) is not in the page's first download (docs/decisions/delivery.md, "The first download").
const IssueCreditDialog = lazy(() => import('../components/IssueCreditDialog.tsx').then((m) => ({ default: m.IssueCreditDialog })));
const NotesDialog = lazy(() => import('../components/NotesDialog.tsx').then((m) => ({ default: m.NotesDialog })));

export const CREDIT_REQUESTS_GRID_ID = 'credit-requests';
export const CREDIT_ISSUED = 'Credit issued successfully';
const rowId = (row: CreditRequestSummary) => String(row.id);
const rowLabel = (row: CreditRequestSummary) => row.purchaseOrderNumber;

/** "Open a case" about the row's request, with it linked as the server labels it ("Credit request PO-4471 ($12.50)"). */
const caseColumn: ColDef<CreditRequestSummary> = {
  colId: 'case',
  headerName: 'Case',
  width: 140,
  flex: 0,
  sortable: false,
  cellRenderer: ({ data }: ICellRendererParams<CreditRequestSummary>) =>
    data ? (
      <OpenCaseButton
        size="small"
        variant="text"
        link={{ kind: 'creditRequest', id: data.id }}
        aboutLabel={caseLinkText('creditRequest', `${data.purchaseOrderNumber} (${formatUsd(data.amount)})`)}
        ariaLabel={`Open a case about the credit request of ${data.purchaseOrderNumber}`}
      />
    ) : null,
};

export function CreditRequestsPage() {
  useDocumentTitle('Credit requests');
  const { isEnabled } = useFeatureFlags();
  const [urlView, setUrlView] = useGridUrlState();
  // read once: the grid owns its view after load and writes it back to the URL
  const [initialView] = useState(() => urlView);
  const [selection, setSelection] = useState<ReadonlyMap<string, CreditRequestSummary>>(new Map());
  const [reloadKey, setReloadKey] = useState(0);
  const [notesOf, setNotesOf] = useState<CreditRequestSummary | null>(null);
  const [issuing, setIssuing] = useState(false);
  const cover = useCoverCreditRequests();

  const previewInput = useMemo(() => [...selection.values()].map((r) => ({ id: r.id, sourceType: r.sourceType })), [selection]);
  const preview = useQuery({ ...coverPreviewQueryOptions(previewInput), enabled: issuing && previewInput.length > 0 });

  const columnDefs = useMemo<ColDef<CreditRequestSummary>[]>(
    () => [
      expandColumn<CreditRequestSummary>(rowLabel),
      { colId: 'purchaseOrderNumber', field: 'purchaseOrderNumber', headerName: 'PO number', minWidth: 130, filter: GRID_FILTER.text },
      dateColumn<CreditRequestSummary>('orderCreationDate', 'Order date'),
      { ...moneyColumn<CreditRequestSummary>('amount', 'Amount'), filter: GRID_FILTER.number },
      { colId: 'reasonForCredit', field: 'reasonForCredit', headerName: 'Reason for credit', minWidth: 180, filter: GRID_FILTER.text },
      notesColumn<CreditRequestSummary>(setNotesOf, rowLabel),
      ...(isEnabled('Support') ? [caseColumn] : []),
    ],
    [isEnabled],
  );
  const onSelectionChange = useCallback((next: Map<string, CreditRequestSummary>) => setSelection(next), []);

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Credit requests</Typography>
      <DataGrid<CreditRequestSummary>
        gridId={CREDIT_REQUESTS_GRID_ID}
        url={CREDIT_REQUESTS_PATH}
        columnDefs={columnDefs}
        getRowId={rowId}
        viewState={initialView}
        onViewStateChange={setUrlView}
        selection={selection}
        onSelectionChange={onSelectionChange}
        reloadKey={reloadKey}
        height="calc(100vh - 220px)"
        toolbar={
          <>
            {selection.size > 0 && (
              <Typography variant="body2" color="text.secondary" role="status">
                {selection.size} selected
              </Typography>
            )}
            <Button variant="contained" disabled={selection.size === 0} onClick={() => setIssuing(true)}>
              Issue Credit
            </Button>
          </>
        }
      />
      <Suspense fallback={null}>
        {notesOf && (
          <NotesDialog
            title={`Notes: ${notesOf.purchaseOrderNumber}`}
            notes={notesOf.notes}
            onDownload={downloadStoredFile}
            onClose={() => setNotesOf(null)}
          />
        )}
        {issuing && (
          <IssueCreditDialog
            rows={preview.data}
            previewError={preview.error ? preview.error.message : null}
            generateMemoForAgreement={isEnabled('GenerateCreditMemoForAgreement')}
            upload={uploadDocument}
            submit={(body) => cover.mutateAsync(body)}
            onIssued={() => {
              setIssuing(false);
              setSelection(new Map());
              setReloadKey((k) => k + 1);
              notify('credit-issued', CREDIT_ISSUED);
            }}
            onClose={() => setIssuing(false)}
          />
        )}
      </Suspense>
    </Stack>
  );
}

export const Component = CreditRequestsPage;
