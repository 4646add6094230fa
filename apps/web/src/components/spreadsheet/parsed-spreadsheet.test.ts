import { describe, expect, it } from 'vitest';
import { readJsonBody } from '../../test/read-json-body.ts';
import { distinctCells, shapeItems, SHEET_CLOSED, spreadsheetOf } from './parsed-spreadsheet.ts';

const content = [
  { PO: ' PO-2 ', Note: '' },
  { PO: 'PO-1', Note: 'x' },
  { PO: '', Note: 'y' },
  { PO: 'PO-2', Note: '' },
  { PO: 'PO-3', Note: '' },
];

describe('rows shaped into request items', () => {
  it("reads trimmed cells, an unmapped field as blank, and a blank cell as the field's empty value", () => {
    const items = shapeItems(content.slice(0, 2), {
      po: { column: 'PO', empty: '' },
      note: { column: 'Note', empty: null },
      unmapped: { column: '', empty: 'UPS' },
    });
    expect(items).toEqual([
      { po: 'PO-2', note: null, unmapped: 'UPS' },
      { po: 'PO-1', note: 'x', unmapped: 'UPS' },
    ]);
  });

  it('serialises { items } as JSON', async () => {
    const sheet = spreadsheetOf({ columns: ['PO', 'Note'], content: [{ PO: 'PO-ü', Note: '' }] });
    const body = await sheet.itemsBody({ po: { column: 'PO', empty: '' } });
    expect(body.blob.type).toBe('application/json');
    expect(await readJsonBody(body)).toEqual({ items: [{ po: 'PO-ü' }] });
  });
});

describe('distinct cells', () => {
  it('lists distinct non-empty cells in sheet order up to the limit and counts them all', () => {
    expect(distinctCells(content, 'PO', 2)).toEqual({ values: ['PO-2', 'PO-1'], total: 3 });
    expect(distinctCells(content, 'PO', 50)).toEqual({ values: ['PO-2', 'PO-1', 'PO-3'], total: 3 });
    expect(distinctCells(content, '', 50)).toEqual({ values: [], total: 0 });
  });
});

describe('a sheet', () => {
  it('reports its columns and row count, and answers nothing once disposed', async () => {
    const sheet = spreadsheetOf({ columns: ['PO', 'Note'], content });
    expect([sheet.columns, sheet.rowCount]).toEqual([['PO', 'Note'], 5]);
    sheet.dispose();
    await expect(sheet.distinctCells('PO', 1)).rejects.toThrow(SHEET_CLOSED);
  });
});
