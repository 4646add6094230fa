import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../lib/http.ts';
import { ImportTrackingsDialog } from './ImportTrackingsDialog.tsx';

const carriers = [
  { value: 4, label: 'Other' },
  { value: 1, label: 'FedEx' },
  { value: 2, label: 'UPS' },
];
const sheet = { columns: ['PO Number', 'Tracking number', 'Carrier name'], content: [{ 'PO Number': 'PO-1', 'Tracking number': 'Z1', 'Carrier name': '' }] };

async function chooseFile(parse = vi.fn(async () => sheet)) {
  const file = new File(['x'], 'trackings.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [file] } });
  await screen.findByText('trackings.csv (1 rows)');
  return parse;
}

function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

// MUI selects are slow to open in jsdom on a busy machine
describe('ImportTrackingsDialog', { timeout: 20000 }, () => {
  it('requires a default carrier without a carrier column and sends it as the row carrier', async () => {
    const onSubmit = vi.fn(async () => ({ importedOrders: 1, importedRows: 1 }));
    render(<ImportTrackingsDialog open onClose={() => {}} carriers={carriers} parse={async () => sheet} onSubmit={onSubmit} />);
    await chooseFile();
    // "Carrier name" is not matched exactly but contains "carrier": the default carrier is then disabled
    expect(screen.getByRole('combobox', { name: /^Carrier/ }).textContent).toBe('Carrier name');
    pick('Carrier', 'Not mapped');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('A default carrier is required if the carrier column is not present')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    pick('Default carrier', 'UPS');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ items: [{ purchaseOrderNumber: 'PO-1', trackingNumber: 'Z1', sku: null, carrier: 'UPS' }] }));
    expect(await screen.findByText('Trackings successfully imported.')).toBeTruthy();
  });

  it('lists Other last among the carriers', async () => {
    render(<ImportTrackingsDialog open onClose={() => {}} carriers={carriers} parse={async () => sheet} onSubmit={vi.fn()} />);
    await chooseFile();
    pick('Carrier', 'Not mapped');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Default carrier/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['FedEx', 'UPS', 'Other']);
  });

  it('shows server row errors with spreadsheet row numbers', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, { title: 'Bad Request', status: 400, detail: 'Some fields are incomplete or incorrect.', errors: { '$.items[0].trackingNumber': ['Invalid tracking number provided'] } });
    });
    render(<ImportTrackingsDialog open onClose={() => {}} carriers={carriers} parse={async () => sheet} onSubmit={onSubmit} />);
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Row 2, Tracking number: Invalid tracking number provided')).toBeTruthy();
  });

  it('returns to file selection when the chosen file is removed', async () => {
    render(<ImportTrackingsDialog open onClose={() => {}} carriers={carriers} parse={async () => sheet} onSubmit={vi.fn()} />);
    await chooseFile();
    fireEvent.click(screen.getByTestId('CancelIcon'));
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeTruthy();
  });

  it('refuses a file of another type before parsing', async () => {
    const parse = vi.fn(async () => sheet);
    render(<ImportTrackingsDialog open onClose={() => {}} carriers={carriers} parse={parse} onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [new File(['x'], 'a.pdf')] } });
    expect(await screen.findByText('Unsupported file type')).toBeTruthy();
    expect(parse).not.toHaveBeenCalled();
  });
});
