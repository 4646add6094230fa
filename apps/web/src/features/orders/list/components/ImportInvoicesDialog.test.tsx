import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { spreadsheetOf } from '../../../../components/spreadsheet/parsed-spreadsheet.ts';
import type { JsonBody } from '../../../../lib/json-body.ts';
import { chooseImportFile, pickOption as pick } from '../../../../test/import-dialog-steps.ts';
import { readJsonBody } from '../../../../test/read-json-body.ts';
import { ImportInvoicesDialog } from './ImportInvoicesDialog.tsx';

const columns = ['poNumber', 'invoiceNumber', 'invoiceDate', 'shippingCost', 'discount', 'tax', 'handlingFee', 'totalAmount'];
const row = {
  poNumber: ' PO-1 ',
  invoiceNumber: 'INV-1',
  invoiceDate: '2026-01-02',
  shippingCost: '5',
  discount: '0',
  tax: '1.25',
  handlingFee: '0',
  totalAmount: '',
};
const parse = async () =>
  spreadsheetOf({ columns, content: [row, { ...row, poNumber: 'PO-2', invoiceNumber: 'INV-2', totalAmount: '12.50' }] });

const chooseFile = () => chooseImportFile('invoices.xlsx', 2);

// MUI selects are slow to open in jsdom on a busy machine
describe('ImportInvoicesDialog', { timeout: 20000 }, () => {
  it('sends every row with trimmed cells and a null total where the cell is empty', async () => {
    const onSubmit = vi.fn(async (_body: JsonBody) => ({ importedOrders: 2, importedRows: 2 }));
    render(<ImportInvoicesDialog open onClose={() => {}} parse={parse} onSubmit={onSubmit} onDownloadTemplate={async () => {}} />);
    await chooseFile();
    // the template's column names are auto-matched
    expect(screen.getByRole('combobox', { name: /^PO number/ }).textContent).toBe('poNumber');
    expect(screen.getByRole('combobox', { name: /^Total/ }).textContent).toBe('totalAmount');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const item = {
      purchaseOrderNumber: 'PO-1',
      invoiceNumber: 'INV-1',
      invoiceDate: '2026-01-02',
      shippingCost: '5',
      discount: '0',
      tax: '1.25',
      handlingFee: '0',
    };
    expect(await readJsonBody(onSubmit.mock.calls[0]![0])).toEqual({
      items: [
        { ...item, totalAmount: null },
        { ...item, purchaseOrderNumber: 'PO-2', invoiceNumber: 'INV-2', totalAmount: '12.50' },
      ],
    });
    expect(await screen.findByText('Invoices successfully imported')).toBeVisible();
  });

  it('refuses a column mapped twice and a required field left unmapped, and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<ImportInvoicesDialog open onClose={() => {}} parse={parse} onSubmit={onSubmit} onDownloadTemplate={async () => {}} />);
    await chooseFile();
    pick('Tax', 'discount');
    pick('Handling fee', 'Not mapped');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Column "discount" is already mapped')).toBeVisible();
    expect(screen.getByText('Field is required')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
