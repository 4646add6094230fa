// Orders list (title "Orders"): server grid, header imports/labels, selection bar with bulk actions, dialogs.
// The parts: use-orders-grid (view, selection, reloads, columns), use-bulk-order-actions, OrdersHeader, OrdersDialogs.
// The dialogs (and react-hook-form with them) load the first time one opens and stay mounted for their transitions.
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Chip, LinearProgress, Stack } from '@mui/material';
import type { OrderSummary } from '@portal/contracts';
import { DataGrid } from '../../../components/data-grid/DataGrid.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import {
  performanceFilterLabel,
  performanceFilterSearch,
  readPerformanceFilter,
  withoutPerformanceFilter,
} from '../../../lib/performance-scorecard.ts';
import { ORDER_SUMMARIES_PATH } from '../api/order-list-calls.ts';
import { OrdersHeader } from './components/OrdersHeader.tsx';
import { SelectionBar } from './components/SelectionBar.tsx';
import { readOrderDialog, writeOrderDialog, type OrderDialog } from './order-dialog-param.ts';
import { useBulkOrderActions } from './use-bulk-order-actions.ts';
import { useOrdersGrid } from './use-orders-grid.ts';

const OrdersDialogs = lazy(() => import('./components/OrdersDialogs.tsx').then((m) => ({ default: m.OrdersDialogs })));

export { INTEGRATION_BANNER } from './use-bulk-order-actions.ts';
export const ORDERS_GRID_ID = 'orders';

const orderRowId = (order: OrderSummary) => String(order.id);

export function OrdersPage() {
  useDocumentTitle('Orders');
  const { data: user } = useCurrentUser();
  const canProcess = user?.supplierCanProcessOrders ?? false;
  const [searchParams, setSearchParams] = useSearchParams();
  // the orders behind a performance figure (the scorecard's links): sent with the grid call, named by a removable chip;
  // with the Performance feature off a stale link filters nothing and shows no chip (docs/decisions/performance.md)
  const { isEnabled } = useFeatureFlags();
  const performance = isEnabled('Performance') ? readPerformanceFilter(searchParams) : null;
  const grid = useOrdersGrid(performance !== null);
  const { selection, selected, selectedIds, clearSelection, reload } = grid;
  const actions = useBulkOrderActions({ canProcess, selected, selectedIds, clearSelection, reload });
  const { blocked } = actions;

  const dialog = readOrderDialog(searchParams);
  const [dialogsLoaded, setDialogsLoaded] = useState(dialog !== null);
  if (dialog !== null && !dialogsLoaded) setDialogsLoaded(true);
  const openDialog = (next: OrderDialog | null) => setSearchParams((current) => writeOrderDialog(current, next), { replace: true });

  return (
    // room under the grid so the floating selection bar never covers the pager
    <Stack spacing={2} sx={{ pb: selection.size > 0 ? 8 : 0 }}>
      <OrdersHeader noProcessing={blocked.noProcessing} showBanner={!!user} labelsBlocked={blocked.labels} onOpen={openDialog} />
      {performance && (
        <div>
          <Chip
            color="primary"
            variant="outlined"
            label={performanceFilterLabel(performance)}
            onDelete={() => setSearchParams((current) => withoutPerformanceFilter(current), { replace: true })}
          />
        </div>
      )}
      {/* the columns depend on a flag; a late column change would reload the grid and lose the URL's page */}
      {grid.flagsPending ? (
        <LinearProgress />
      ) : (
        <DataGrid<OrderSummary>
          gridId={ORDERS_GRID_ID}
          url={performance ? `${ORDER_SUMMARIES_PATH}?${performanceFilterSearch(performance)}` : ORDER_SUMMARIES_PATH}
          columnDefs={grid.columnDefs}
          getRowId={orderRowId}
          viewState={grid.initialView}
          onViewStateChange={grid.setUrlView}
          selection={selection}
          onSelectionChange={grid.setSelection}
          clearSelectionOnPageChange
          reloadKey={grid.reloadKey}
          height="calc(100vh - 230px)"
        />
      )}
      <SelectionBar
        count={selection.size}
        onClear={clearSelection}
        actions={[
          {
            label: 'Mark as Processing',
            blockedReason: blocked.process ?? (actions.processing ? ' ' : null),
            onClick: () => void actions.markProcessing(),
          },
          { label: 'Print', blockedReason: blocked.print, onClick: actions.print },
          { label: 'Export', blockedReason: null, onClick: () => openDialog('export') },
        ]}
      />
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <OrdersDialogs
            dialog={dialog}
            onClose={() => openDialog(null)}
            selectedIds={selectedIds}
            clearSelection={clearSelection}
            reload={reload}
            exportSelected={actions.exportSelected}
            downloadTemplate={actions.downloadTemplate}
          />
        </Suspense>
      )}
    </Stack>
  );
}

export const Component = OrdersPage;
