import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { spreadsheetOf } from '../../../../components/spreadsheet/parsed-spreadsheet.ts';
import { ApiError } from '../../../../lib/http.ts';
import type { JsonBody } from '../../../../lib/json-body.ts';
import { chooseImportFile, pickOption as pick } from '../../../../test/import-dialog-steps.ts';
import { readJsonBody } from '../../../../test/read-json-body.ts';
import { ImportTrackingsDialog } from './ImportTrackingsDialog.tsx';

const carriers = [
  { value: 4, label: 'Other' },
  { value: 1, label: 'FedEx' },
  { value: 2, label: 'UPS' },
];
const rows = {
  columns: ['PO Number', 'Tracking number', 'Carrier name'],
  content: [{ 'PO Number': 'PO-1', 'Tracking number': 'Z1', 'Carrier name': '' }],
};
const parse = async () => spreadsheetOf(rows);

const chooseFile = () => chooseImportFile('trackings.csv', 1);

// MUI selects are slow to open in jsdom on a busy machine
describe('ImportTrackingsDialog', { timeout: 20000 }, () => {
  it('requires a default carrier without a carrier column and sends it as the row carrier', async () => {
    const onSubmit = vi.fn(async (_body: JsonBody) => ({ importedOrders: 1, importedRows: 1 }));
    render(<ImportTrackingsDialog open onClose={() => {}} carriers={carriers} parse={parse} onSubmit={onSubmit} />);
    await chooseFile();
    // "Carrier name" is not matched exactly but contains "carrier": the default carrier is then disabled
    expect(screen.getByRole('combobox', { name: /^Carrier/ }).textContent).toBe('Carrier name');
    pick('Carrier', 'Not mapped');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('A default carrier is required if the carrier column is not present')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    pick('Default carrier', 'UPS');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(await readJsonBody(onSubmit.mock.calls[0]![0])).toEqual({
      items: [{ purchaseOrderNumber: 'PO-1', trackingNumber: 'Z1', sku: null, carrier: 'UPS' }],
    });
    expect(await screen.findByText('Trackings successfully imported.')).toBeVisible();
  });

  it('lists Other last among the carriers', async () => {
    render(<ImportTrackingsDialog open onClose={() => {}} carriers={carriers} parse={parse} onSubmit={vi.fn()} />);
    await chooseFile();
    pick('Carrier', 'Not mapped');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Default carrier/ }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['FedEx', 'UPS', 'Other']);
  });

  it('shows server row errors with spreadsheet row numbers', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, {
        title: 'Bad Request',
        status: 400,
        detail: 'Some fields are incomplete or incorrect.',
        errors: { '$.items[0].trackingNumber': ['Invalid tracking number provided'] },
      });
    });
    render(<ImportTrackingsDialog open onClose={() => {}} carriers={carriers} parse={parse} onSubmit={onSubmit} />);
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Row 2, Tracking number: Invalid tracking number provided')).toBeVisible();
  });

  it('returns to file selection when the chosen file is removed, and lets the sheet go', async () => {
    const dispose = vi.fn();
    render(
      <ImportTrackingsDialog
        open
        onClose={() => {}}
        carriers={carriers}
        parse={async () => ({ ...spreadsheetOf(rows), dispose })}
        onSubmit={vi.fn()}
      />,
    );
    await chooseFile();
    expect(dispose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('CancelIcon'));
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeVisible();
    await waitFor(() => expect(dispose).toHaveBeenCalledTimes(1));
  });

  it('refuses a file of another type before parsing', async () => {
    const parseSpy = vi.fn(parse);
    render(<ImportTrackingsDialog open onClose={() => {}} carriers={carriers} parse={parseSpy} onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [new File(['x'], 'a.pdf')] } });
    expect(await screen.findByText('Unsupported file type')).toBeVisible();
    expect(parseSpy).not.toHaveBeenCalled();
  });
});
