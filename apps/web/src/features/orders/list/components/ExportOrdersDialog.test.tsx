import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { exportFileName } from '../export-file.ts';
import { ExportOrdersDialog } from './ExportOrdersDialog.tsx';

function chooseType(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /^File type/ }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: label }));
}

describe('ExportOrdersDialog', { timeout: 20000 }, () => {
  it('requires a file type', async () => {
    const onExport = vi.fn(async () => {});
    render(<ExportOrdersDialog open onClose={() => {}} onExport={onExport} onFailed={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Field is required')).toBeVisible();
    expect(onExport).not.toHaveBeenCalled();
  });

  it('exports the chosen type and closes', async () => {
    const onExport = vi.fn(async () => {});
    const onClose = vi.fn();
    render(<ExportOrdersDialog open onClose={onClose} onExport={onExport} onFailed={() => {}} />);
    chooseType('Excel');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onExport).toHaveBeenCalledWith('xlsx');
  });

  it('says which format failed and raises a notification', async () => {
    const onFailed = vi.fn();
    render(<ExportOrdersDialog open onClose={() => {}} onExport={async () => Promise.reject(new Error('x'))} onFailed={onFailed} />);
    chooseType('CSV');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Failed to generate and download the orders in CSV format.')).toBeVisible();
    expect(onFailed).toHaveBeenCalledWith('Failed to generate and download the orders in CSV format.');
  });

  it('names the file Orders-{yyyy-MM-dd HH-mm}', () => {
    expect(exportFileName(new Date(2026, 0, 5, 9, 7))).toBe('Orders-2026-01-05 09-07');
  });
});
