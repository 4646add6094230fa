// The orders list's actions on the selection (mark as processing, print, export) and the header's invoice template,
// with the contracts' reasons why an action is blocked.
import { bulkLabelsBlockedReason, canMarkProcessing, printBlockedReason, type OrderSummary } from '@portal/contracts';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { writeSpreadsheet, type SpreadsheetFileType } from '../../../components/spreadsheet/write-spreadsheet.ts';
import { exportOrders, fetchInvoiceTemplate, useBulkProcess } from '../api/order-list-calls.ts';
import { EXPORT_SHEET_NAME, exportFileName } from './export-file.ts';

/** Our wording: the spec describes the banner but does not quote it (docs/decisions/orders-list.md). */
export const INTEGRATION_BANNER = 'Manual order management is unavailable for your company because it has an active integration.';

export interface BulkOrderActionsOptions {
  canProcess: boolean;
  selected: readonly OrderSummary[];
  selectedIds: readonly number[];
  /** After a change to the orders: the selection goes and the grid reloads. */
  clearSelection: () => void;
  reload: () => void;
}

export function useBulkOrderActions({ canProcess, selected, selectedIds, clearSelection, reload }: BulkOrderActionsOptions) {
  const bulkProcess = useBulkProcess();

  const noProcessing = canProcess ? null : INTEGRATION_BANNER;
  const blocked = {
    noProcessing,
    process: noProcessing ?? canMarkProcessing(selected),
    print: printBlockedReason(selected.length),
    labels: noProcessing ?? (selected.length > 0 ? bulkLabelsBlockedReason(selected) : null),
  };

  const markProcessing = async () => {
    try {
      const result = await bulkProcess.mutateAsync({ orders: [...selectedIds] });
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

  return { blocked, processing: bulkProcess.isPending, markProcessing, print, exportSelected, downloadTemplate };
}
