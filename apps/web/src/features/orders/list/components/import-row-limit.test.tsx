import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { spreadsheetOf, type ParsedSpreadsheet } from '../../../../components/spreadsheet/parsed-spreadsheet.ts';
import type { JsonBody } from '../../../../lib/json-body.ts';
import { chooseImportFile } from '../../../../test/import-dialog-steps.ts';
import { readJsonBody } from '../../../../test/read-json-body.ts';
import { ImportInvoicesDialog } from './ImportInvoicesDialog.tsx';
import { ImportTrackingsDialog } from './ImportTrackingsDialog.tsx';

type Dialog = (parse: (file: File) => Promise<ParsedSpreadsheet>, onSubmit: (body: JsonBody) => Promise<unknown>) => ReactElement;

const invoiceRow = {
  poNumber: 'PO-1',
  invoiceNumber: 'INV-1',
  invoiceDate: '2026-01-02',
  shippingCost: '5',
  discount: '0',
  tax: '1.25',
  handlingFee: '0',
  totalAmount: '6.25',
};
const trackingRow = { 'PO Number': 'PO-1', 'Tracking number': '1Z1', Carrier: 'UPS', Sku: 'SKU-1' };

const imports: { name: string; row: Record<string, string>; item: Record<string, unknown>; dialog: Dialog }[] = [
  {
    name: 'Import invoices',
    row: invoiceRow,
    item: {
      purchaseOrderNumber: 'PO-1',
      invoiceNumber: 'INV-1',
      invoiceDate: '2026-01-02',
      shippingCost: '5',
      discount: '0',
      tax: '1.25',
      handlingFee: '0',
      totalAmount: '6.25',
    },
    dialog: (parse, onSubmit) => (
      <ImportInvoicesDialog open onClose={() => {}} parse={parse} onSubmit={onSubmit} onDownloadTemplate={async () => {}} />
    ),
  },
  {
    name: 'Import trackings',
    row: trackingRow,
    item: { purchaseOrderNumber: 'PO-1', trackingNumber: '1Z1', carrier: 'UPS', sku: 'SKU-1' },
    dialog: (parse, onSubmit) => (
      <ImportTrackingsDialog open onClose={() => {}} carriers={[{ value: 2, label: 'UPS' }]} parse={parse} onSubmit={onSubmit} />
    ),
  },
];

// MUI selects are slow to open in jsdom on a busy machine
describe.each(imports)('$name and the import row limit', { timeout: 20000 }, ({ row, item, dialog }) => {
  const sheet = (rows: number, dispose: () => void) => ({
    ...spreadsheetOf({ columns: Object.keys(row), content: Array(rows).fill(row) }),
    dispose,
  });

  it('says the limit, refuses a longer file as soon as its rows are counted and sends nothing; a file of 2,000 rows goes on', async () => {
    const disposed = { big: vi.fn(), fits: vi.fn() };
    const parse = vi.fn(async (file: File) => (file.name === 'big.xlsx' ? sheet(82629, disposed.big) : sheet(2000, disposed.fits)));
    const onSubmit = vi.fn(async (_body: JsonBody) => ({ importedOrders: 1, importedRows: 2000 }));
    render(dialog(parse, onSubmit));
    expect(screen.getByText('CSV, XLS or XLSX, up to 10 MB and 2,000 rows')).toBeVisible();

    fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [new File(['x'], 'big.xlsx')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('The file has 82,629 rows; at most 2,000 rows can be imported at once.');
    // still the file step: no mapping, Import not possible, the refused file's rows let go
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(disposed.big).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();

    await chooseImportFile('fits.xlsx', 2000);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = (await readJsonBody(onSubmit.mock.calls[0]![0])) as { items: unknown[] };
    expect(body.items).toHaveLength(2000);
    expect(body.items[1999]).toEqual(item);
  });
});
