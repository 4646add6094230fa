// The orders list's dialogs, one open at a time as the URL says: import invoices or trackings, generate labels, export.
import type { SpreadsheetFileType } from '../../../../components/spreadsheet/write-spreadsheet.ts';
import { notifyError } from '../../../../components/feedback/notifications.tsx';
import { parseSpreadsheet } from '../../../../components/spreadsheet/parse-spreadsheet.ts';
import { resolveOrderIds, useCarriers, useCreateBulkLabels, useImportInvoices, useImportTrackings } from '../../api/order-list-calls.ts';
import type { OrderDialog } from '../order-dialog-param.ts';
import { ExportOrdersDialog } from './ExportOrdersDialog.tsx';
import { GenerateLabelsDialog } from './GenerateLabelsDialog.tsx';
import { ImportInvoicesDialog } from './ImportInvoicesDialog.tsx';
import { ImportTrackingsDialog } from './ImportTrackingsDialog.tsx';

export interface OrdersDialogsProps {
  dialog: OrderDialog | null;
  onClose: () => void;
  selectedIds: readonly number[];
  clearSelection: () => void;
  reload: () => void;
  exportSelected: (fileType: SpreadsheetFileType) => Promise<void>;
  downloadTemplate: () => Promise<void>;
}

export function OrdersDialogs({
  dialog,
  onClose,
  selectedIds,
  clearSelection,
  reload,
  exportSelected,
  downloadTemplate,
}: OrdersDialogsProps) {
  const importInvoices = useImportInvoices();
  const importTrackings = useImportTrackings();
  const bulkLabels = useCreateBulkLabels();
  const carriers = useCarriers(dialog === 'import-trackings');
  return (
    <>
      <ImportInvoicesDialog
        open={dialog === 'import-invoices'}
        onClose={onClose}
        parse={parseSpreadsheet}
        onSubmit={async (request) => {
          await importInvoices.mutateAsync(request);
          reload();
        }}
        onDownloadTemplate={downloadTemplate}
      />
      <ImportTrackingsDialog
        open={dialog === 'import-trackings'}
        onClose={onClose}
        carriers={carriers.data ?? []}
        parse={parseSpreadsheet}
        onSubmit={async (request) => {
          await importTrackings.mutateAsync(request);
          reload();
        }}
      />
      <GenerateLabelsDialog
        open={dialog === 'labels'}
        onClose={onClose}
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
        onClose={onClose}
        onExport={exportSelected}
        onFailed={(message) => notifyError('orders-export', message)}
      />
    </>
  );
}
