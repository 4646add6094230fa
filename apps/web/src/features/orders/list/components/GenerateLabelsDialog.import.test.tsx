import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { labelDateBounds, localDay, MAX_BULK_LABEL_ORDERS, ORDER_RULE_MESSAGES } from '@portal/contracts';
import { spreadsheetOf } from '../../../../components/spreadsheet/parsed-spreadsheet.ts';
import { chooseImportFile, pickOption } from '../../../../test/import-dialog-steps.ts';
import { GenerateLabelsDialog } from './GenerateLabelsDialog.tsx';

const sheetOf = (numbers: string[]) => async () =>
  spreadsheetOf({ columns: ['PO number'], content: numbers.map((n) => ({ 'PO number': n })) });

function renderImport(
  numbers: string[],
  resolveOrderIds = vi.fn(async (pos: readonly string[]) => new Map(pos.map((po, i) => [po, 100 + i]))),
) {
  const onSubmit = vi.fn(async () => 'https://labels/batch.pdf');
  render(
    <GenerateLabelsDialog
      open
      onClose={() => {}}
      orderIds={null}
      parse={sheetOf(numbers)}
      resolveOrderIds={resolveOrderIds}
      onSubmit={onSubmit}
      onGenerated={vi.fn()}
    />,
  );
  return { onSubmit, resolveOrderIds };
}

async function generate(rows: number) {
  await chooseImportFile('labels.xlsx', rows);
  pickOption('Format', 'Paper4X8');
  fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
}

// MUI selects are slow to open in jsdom on a busy machine
describe('GenerateLabelsDialog from a spreadsheet', { timeout: 20000 }, () => {
  it("labels each distinct PO number of the file once, in the file's order", async () => {
    const { onSubmit, resolveOrderIds } = renderImport(['PO-2', ' PO-1 ', '', 'PO-2']);
    await generate(4);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(resolveOrderIds).toHaveBeenCalledWith(['PO-2', 'PO-1']);
    expect(onSubmit).toHaveBeenCalledWith({ orderIds: [100, 101], format: 'Paper4X8', shippingDate: labelDateBounds(localDay()).min });
  });

  it('refuses a file with more distinct PO numbers than one batch takes, before looking any up', async () => {
    const numbers = Array.from({ length: MAX_BULK_LABEL_ORDERS + 1 }, (_, i) => `PO-${i}`);
    const { onSubmit, resolveOrderIds } = renderImport(numbers);
    await generate(numbers.length);
    expect(await screen.findByText(ORDER_RULE_MESSAGES.tooManyForLabels)).toBeVisible();
    expect(resolveOrderIds).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a file over the import row limit: only its distinct PO numbers are sent, at most 50 of them', async () => {
    const numbers = Array.from({ length: 2500 }, (_, i) => `PO-${i % 3}`);
    const { onSubmit, resolveOrderIds } = renderImport(numbers);
    expect(screen.getByText('CSV, XLS or XLSX, up to 10 MB')).toBeVisible();
    await generate(2500);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(resolveOrderIds).toHaveBeenCalledWith(['PO-0', 'PO-1', 'PO-2']);
    expect(onSubmit).toHaveBeenCalledWith({ orderIds: [100, 101, 102], format: 'Paper4X8', shippingDate: labelDateBounds(localDay()).min });
  });

  it('refuses a file whose PO number column is empty', async () => {
    const { onSubmit } = renderImport(['', ' ']);
    await generate(2);
    expect(await screen.findByText(ORDER_RULE_MESSAGES.noneSelected)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
