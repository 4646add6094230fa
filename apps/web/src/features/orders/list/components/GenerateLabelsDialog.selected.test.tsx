import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { labelDateBounds, localDay } from '@portal/contracts';
import { GenerateLabelsDialog } from './GenerateLabelsDialog.tsx';

function renderSelected(onSubmit = vi.fn(async () => 'https://labels/batch.pdf'), onGenerated = vi.fn()) {
  render(
    <GenerateLabelsDialog
      open
      onClose={() => {}}
      orderIds={[7, 9]}
      parse={vi.fn()}
      resolveOrderIds={vi.fn()}
      onSubmit={onSubmit}
      onGenerated={onGenerated}
    />,
  );
  return { onSubmit, onGenerated };
}

describe('GenerateLabelsDialog for selected orders', () => {
  it('requires a format before generating', async () => {
    const { onSubmit } = renderSelected();
    expect(screen.getByText('Orders selected (2)')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Field is required')).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Format/ }).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('generates the chosen format for the selected orders on the shipping date', async () => {
    const { onSubmit, onGenerated } = renderSelected();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Format/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Paper4X8' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(onGenerated).toHaveBeenCalledWith('https://labels/batch.pdf'));
    expect(onSubmit).toHaveBeenCalledWith({ orderIds: [7, 9], format: 'Paper4X8', shippingDate: labelDateBounds(localDay()).min });
  });
});
