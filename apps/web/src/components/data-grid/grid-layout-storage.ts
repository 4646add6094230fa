// Column layout (order, width, visibility, pinning) saved in localStorage per grid id (spec section 4).
import type { ColumnState } from 'ag-grid-community';

export type SavedColumnLayout = Pick<ColumnState, 'colId' | 'width' | 'hide' | 'pinned'>[];

export function layoutStorageKey(gridId: string): string {
  return `grid-layout:${gridId}`;
}

/** Sort lives in the URL, not the saved layout, so only the layout fields are kept. */
export function saveColumnLayout(gridId: string, state: readonly ColumnState[], storage: Storage = localStorage): void {
  const layout: SavedColumnLayout = state.map(({ colId, width, hide, pinned }) => ({ colId, width, hide, pinned }));
  try {
    storage.setItem(layoutStorageKey(gridId), JSON.stringify(layout));
  } catch {
    // storage full or blocked: the layout simply is not remembered
  }
}

export function loadColumnLayout(gridId: string, storage: Storage = localStorage): SavedColumnLayout | null {
  try {
    const raw = storage.getItem(layoutStorageKey(gridId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    return parsed.filter(
      (entry): entry is SavedColumnLayout[number] =>
        typeof entry === 'object' && entry !== null && typeof (entry as { colId?: unknown }).colId === 'string',
    );
  } catch {
    return null;
  }
}
