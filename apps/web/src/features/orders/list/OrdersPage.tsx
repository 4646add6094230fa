// Orders list (title "Orders"): server grid, header imports/labels, selection bar with bulk actions, dialogs.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import { bulkLabelsBlockedReason, canMarkProcessing, printBlockedReason, type OrderSummary } from '@portal/contracts';
import { DataGrid } from '../../../components/data-grid/DataGrid.tsx';
import { useGridUrlState } from '../../../components/data-grid/use-grid-url-state.ts';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { parseSpreadsheet } from '../../../components/spreadsheet/parse-spreadsheet.ts';
import { writeSpreadsheet, type SpreadsheetFileType } from '../../../components/spreadsheet/write-spreadsheet.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { fetchDocumentDownloadUrl } from '../api/document-calls.ts';
import { onOrdersChanged } from '../api/order-events.ts';
import {
  exportOrders,
  fetchInvoiceTemplate,
  ORDER_SUMMARIES_PATH,
  resolveOrderIds,
  useBulkProcess,
  useCarriers,
  useCreateBulkLabels,
  useImportInvoices,
  useImportTrackings,
} from '../api/order-list-calls.ts';
import { ExportOrdersDialog, EXPORT_SHEET_NAME, exportFileName } from './components/ExportOrdersDialog.tsx';
import { GenerateLabelsDialog } from './components/GenerateLabelsDialog.tsx';
import { ImportInvoicesDialog } from './components/ImportInvoicesDialog.tsx';
import { ImportTrackingsDialog } from './components/ImportTrackingsDialog.tsx';
import { buildOrderColumns } from './components/order-columns.tsx';
import { SelectionBar } from './components/SelectionBar.tsx';
import { readOrderDialog, writeOrderDialog, type OrderDialog } from './order-dialog-param.ts';
import { withDefaultStatusFilter } from './orders-view-state.ts';

export const ORDERS_GRID_ID = 'orders';
/** Our wording: the spec describes the banner but does not quote it (docs/decisions.md, Orders list). */
export const INTEGRATION_BANNER = 'Manual order management is unavailable for your company because it has an active integration.';

const orderRowId = (order: OrderSummary) => String(order.id);

export function OrdersPage() {
  useDocumentTitle('Orders');
  const { data: user } = useCurrentUser();
  const canProcess = user?.supplierCanProcessOrders ?? false;
  const { isEnabled, isPending: flagsPending } = useFeatureFlags();
  const [searchParams, setSearchParams] = useSearchParams();
  const [urlView, setUrlView] = useGridUrlState();
  // read once: the grid owns its view after load and writes it back to the URL
  const [initialView] = useState(() => withDefaultStatusFilter(urlView));
  const [selection, setSelection] = useState<ReadonlyMap<string, OrderSummary>>(new Map());
  const [reloadKey, setReloadKey] = useState(0);
  // orders changed in another tab or by a colleague (api/use-order-events): reload the grid's rows
  useEffect(() => onOrdersChanged(() => setReloadKey((k) => k + 1)), []);

  const dialog = readOrderDialog(searchParams);
  const openDialog = (next: OrderDialog | null) => setSearchParams((current) => writeOrderDialog(current, next), { replace: true });

  const bulkProcess = useBulkProcess();
  const importInvoices = useImportInvoices();
  const importTrackings = useImportTrackings();
  const bulkLabels = useCreateBulkLabels();
  const carriers = useCarriers(dialog === 'import-trackings');

  const selected = useMemo(() => [...selection.values()], [selection]);
  const selectedIds = useMemo(() => selected.map((o) => o.id), [selected]);
  const clearSelection = useCallback(() => setSelection(new Map()), []);
  const reload = () => setReloadKey((k) => k + 1);

  const downloadDocument = useCallback(async (fileName: string) => {
    try {
      window.open(await fetchDocumentDownloadUrl(fileName), '_blank', 'noopener');
    } catch (error) {
      notifyError(`download-${fileName}`, error instanceof Error ? error.message : String(error));
    }
  }, []);
  const showDocuments = isEnabled('DownloadShippingFilesFromList');
  const columnDefs = useMemo(
    () => buildOrderColumns({ showDocuments, onDownloadDocument: (name) => void downloadDocument(name) }),
    [showDocuments, downloadDocument],
  );

  const noProcessing = canProcess ? null : INTEGRATION_BANNER;
  const processBlocked = noProcessing ?? canMarkProcessing(selected);
  const printBlocked = printBlockedReason(selected.length);
  const labelsBlocked = noProcessing ?? (selected.length > 0 ? bulkLabelsBlockedReason(selected) : null);

  const markProcessing = async () => {
    try {
      const result = await bulkProcess.mutateAsync({ orders: selectedIds });
      const byId = new Map(selected.map((o) => [String(o.id), o.orderIdForSearch]));
      const failed = Object.entries(result.failedOrders).map(([id, message]) => `${byId.get(id) ?? id}: ${message}`);
      if (failed.length > 0) notifyError('orders-process', 'Some orders could not be marked as processing.', failed);
      else notify('orders-process', 'Orders marked as processing.');
      clearSelection();
      reload();
    } catch (error) {
      notifyError('orders-process', error instanceof Error ? error.message : String(error));
    }
  };

  const print = () => window.open(`/print/order?orderIds=${selectedIds.join(',')}`, '_blank', 'noopener');

  const exportSelected = async (fileType: SpreadsheetFileType) => {
    const rows = await exportOrders(selectedIds);
    await writeSpreadsheet(rows, { fileName: exportFileName(), sheetName: EXPORT_SHEET_NAME, fileType });
  };

  const downloadTemplate = async () => {
    const rows = await fetchInvoiceTemplate();
    await writeSpreadsheet(rows, { fileName: 'import-invoice', sheetName: 'Invoices', fileType: 'xlsx' });
  };

  const headerButton = (label: string, target: OrderDialog, blocked: string | null) => (
    <Tooltip title={blocked ?? ''}>
      <span>
        <Button variant={target === 'labels' ? 'contained' : 'outlined'} disabled={!!blocked} onClick={() => openDialog(target)}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );

  return (
    // room under the grid so the floating selection bar never covers the pager
    <Stack spacing={2} sx={{ pb: selection.size > 0 ? 8 : 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h1">Orders</Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {headerButton('Import trackings', 'import-trackings', noProcessing)}
          {headerButton('Import invoices', 'import-invoices', noProcessing)}
          {headerButton('Generate labels', 'labels', labelsBlocked)}
        </Stack>
      </Stack>
      {user && !canProcess && <Alert severity="warning">{INTEGRATION_BANNER}</Alert>}
      {/* the columns depend on a flag; a late column change would reload the grid and lose the URL's page */}
      {flagsPending ? (
        <LinearProgress />
      ) : (
      <DataGrid<OrderSummary>
        gridId={ORDERS_GRID_ID}
        url={ORDER_SUMMARIES_PATH}
        columnDefs={columnDefs}
        getRowId={orderRowId}
        viewState={initialView}
        onViewStateChange={setUrlView}
        selection={selection}
        onSelectionChange={setSelection}
        clearSelectionOnPageChange
        reloadKey={reloadKey}
        height="calc(100vh - 230px)"
      />
      )}
      <SelectionBar
        count={selection.size}
        onClear={clearSelection}
        actions={[
          { label: 'Mark as Processing', blockedReason: processBlocked ?? (bulkProcess.isPending ? ' ' : null), onClick: () => void markProcessing() },
          { label: 'Print', blockedReason: printBlocked, onClick: print },
          { label: 'Export', blockedReason: null, onClick: () => openDialog('export') },
        ]}
      />
      <ImportInvoicesDialog
        open={dialog === 'import-invoices'}
        onClose={() => openDialog(null)}
        parse={parseSpreadsheet}
        onSubmit={async (request) => {
          await importInvoices.mutateAsync(request);
          reload();
        }}
        onDownloadTemplate={downloadTemplate}
      />
      <ImportTrackingsDialog
        open={dialog === 'import-trackings'}
        onClose={() => openDialog(null)}
        carriers={carriers.data ?? []}
        parse={parseSpreadsheet}
        onSubmit={async (request) => {
          await importTrackings.mutateAsync(request);
          reload();
        }}
      />
      <GenerateLabelsDialog
        open={dialog === 'labels'}
        onClose={() => openDialog(null)}
        orderIds={selectedIds.length > 0 ? selectedIds : null}
        parse={parseSpreadsheet}
        resolveOrderIds={resolveOrderIds}
        onSubmit={(request) => bulkLabels.mutateAsync(request)}
        onGenerated={(url) => {
          window.open(url, '_blank', 'noopener');
          clearSelection();
          reload();
        }}
      />
      <ExportOrdersDialog
        open={dialog === 'export' && selectedIds.length > 0}
        onClose={() => openDialog(null)}
        onExport={exportSelected}
        onFailed={(message) => notifyError('orders-export', message)}
      />
    </Stack>
  );
}

export const Component = OrdersPage;
