import { describe, expect, it } from 'vitest';
import type { IRowNode } from 'ag-grid-community';
import { toggleCurrentPage } from './grid-selection.ts';

const node = (id: string) => ({ id, data: { id } }) as unknown as IRowNode<{ id: string }>;

describe('select all on the current page', () => {
  it('adds the page rows and keeps selections from other pages', () => {
    const kept = new Map([['99', { id: '99' }]]);
    expect([...toggleCurrentPage(kept, [node('1'), node('2')], true).keys()]).toEqual(['99', '1', '2']);
  });

  it('clears only the page rows', () => {
    const kept = new Map([
      ['99', { id: '99' }],
      ['1', { id: '1' }],
    ]);
    expect([...toggleCurrentPage(kept, [node('1'), node('2')], false).keys()]).toEqual(['99']);
  });
});
