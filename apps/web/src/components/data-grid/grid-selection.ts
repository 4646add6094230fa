// Selection kept by row id outside the grid, so it survives block reloads, pages and filter changes.
import type { GridApi, IRowNode } from 'ag-grid-community';
import { PAGE_SIZE } from '@portal/contracts';

export type GridSelection<TData> = ReadonlyMap<string, TData>;

/** The grid context our header checkbox reads. */
export interface GridSelectionContext<TData = unknown> {
  getSelection: () => GridSelection<TData>;
  setSelection: (next: Map<string, TData>) => void;
}

export function pageRowNodes<TData>(api: GridApi<TData>): IRowNode<TData>[] {
  const first = api.paginationGetCurrentPage() * PAGE_SIZE;
  const last = Math.min(first + PAGE_SIZE, api.getDisplayedRowCount());
  const nodes: IRowNode<TData>[] = [];
  for (let i = first; i < last; i += 1) {
    const node = api.getDisplayedRowAtIndex(i);
    if (node?.data && node.id) nodes.push(node);
  }
  return nodes;
}

/** Makes the grid's checkboxes match the kept selection; 'api' changes are not fed back. */
export function applySelectionToGrid<TData>(api: GridApi<TData>, selection: GridSelection<TData>): void {
  api.forEachNode((node) => {
    if (!node.id || !node.data) return;
    const wanted = selection.has(node.id);
    if (node.isSelected() !== wanted) node.setSelected(wanted, false, 'api');
  });
}

/** Select-all on the current page: adds (or removes) that page's rows, keeps the rest. */
export function toggleCurrentPage<TData>(
  selection: GridSelection<TData>,
  pageNodes: readonly IRowNode<TData>[],
  select: boolean,
): Map<string, TData> {
  const next = new Map(selection);
  for (const node of pageNodes) {
    if (select) next.set(node.id!, node.data!);
    else next.delete(node.id!);
  }
  return next;
}
