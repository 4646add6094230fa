import { describe, expect, it } from 'vitest';
import { layoutStorageKey, loadColumnLayout, saveColumnLayout } from './grid-layout-storage.ts';

describe('column layout storage', () => {
  it('saves order, width, visibility and pinning per grid id, without sort', () => {
    saveColumnLayout('orders', [
      { colId: 'status', width: 120, hide: true, pinned: null, sort: 'asc' },
      { colId: 'po', width: 200, hide: false, pinned: 'left' },
    ]);
    expect(loadColumnLayout('orders')).toEqual([
      { colId: 'status', width: 120, hide: true, pinned: null },
      { colId: 'po', width: 200, hide: false, pinned: 'left' },
    ]);
    expect(localStorage.getItem(layoutStorageKey('orders'))).not.toContain('sort');
  });

  it('keeps grids apart', () => {
    saveColumnLayout('a', [{ colId: 'x', width: 10 }]);
    expect(loadColumnLayout('b')).toBeNull();
  });

  it('ignores unreadable stored values', () => {
    localStorage.setItem(layoutStorageKey('broken'), '{not json');
    expect(loadColumnLayout('broken')).toBeNull();
    localStorage.setItem(layoutStorageKey('odd'), JSON.stringify([{ width: 3 }, { colId: 'ok' }]));
    expect(loadColumnLayout('odd')).toEqual([{ colId: 'ok' }]);
  });
});
