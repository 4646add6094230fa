// The orders grid's state: the URL's view read once, the kept selection, reloads (after an action or a change seen on
// the event stream) and the columns, whose documents column follows a feature flag. While the URL names the orders
// behind a performance figure the facts decide the orders: no default status filter (docs/decisions/performance.md).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { OrderSummary } from '@portal/contracts';
import { useGridUrlState } from '../../../components/data-grid/use-grid-url-state.ts';
import { downloadWithNotice } from '../../../components/feedback/download-with-notice.ts';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { fetchDocumentDownloadUrl } from '../../../lib/documents.ts';
import { onOrdersChanged } from '../api/order-events.ts';
import { buildOrderColumns } from './components/order-columns.tsx';
import { withDefaultStatusFilter } from './orders-view-state.ts';

export function useOrdersGrid(performanceFilter: boolean) {
  const { isEnabled, isPending: flagsPending } = useFeatureFlags();
  const [urlView, setUrlView] = useGridUrlState();
  // read once the flags are known (the performance filter needs its feature): the grid owns its view after load and
  // writes it back to the URL; the grid is not drawn before (flagsPending)
  const [readView, setReadView] = useState<typeof urlView | null>(null);
  if (readView === null && !flagsPending) setReadView(performanceFilter ? urlView : withDefaultStatusFilter(urlView));
  const initialView = readView ?? urlView;
  const [selection, setSelection] = useState<ReadonlyMap<string, OrderSummary>>(new Map());
  const [reloadKey, setReloadKey] = useState(0);
  // orders changed in another tab or by a colleague (api/use-order-events): reload the grid's rows
  useEffect(() => onOrdersChanged(() => setReloadKey((k) => k + 1)), []);

  const selected = useMemo(() => [...selection.values()], [selection]);
  const selectedIds = useMemo(() => selected.map((o) => o.id), [selected]);
  const clearSelection = useCallback(() => setSelection(new Map()), []);
  const reload = () => setReloadKey((k) => k + 1);

  const downloadDocument = useCallback(
    (fileName: string) =>
      downloadWithNotice(`download-${fileName}`, async () => window.open(await fetchDocumentDownloadUrl(fileName), '_blank', 'noopener')),
    [],
  );
  const showDocuments = isEnabled('DownloadShippingFilesFromList');
  const columnDefs = useMemo(
    () => buildOrderColumns({ showDocuments, onDownloadDocument: downloadDocument }),
    [showDocuments, downloadDocument],
  );

  return {
    flagsPending,
    initialView,
    setUrlView,
    selection,
    setSelection,
    selected,
    selectedIds,
    clearSelection,
    reloadKey,
    reload,
    columnDefs,
  };
}
