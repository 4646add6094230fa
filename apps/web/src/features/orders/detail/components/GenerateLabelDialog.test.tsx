import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { format, addDays } from 'date-fns';
import { jsonResponse, mockApi } from '../../../../test/render-app.tsx';
import { aFacility, renderWithQuery } from '../order-detail.fixtures.tsx';
import { GenerateLabelDialog } from './GenerateLabelDialog.tsx';

const facility = aFacility;
const packages = { packages: [{ packageType: 'Box', width: 10, height: 10, depth: 10, weight: 2, boxes: 1 }], estimatedValue: '50.00' };

describe('GenerateLabelDialog', () => {
  it('preselects the only active facility, locks the select and keeps the last package', async () => {
    mockApi({
      'GET /api/suppliers/facilities': () => jsonResponse(200, [facility({}), facility({ id: 2, name: 'Old', isActive: false })]),
      'GET /api/orders/5/packages': () => jsonResponse(200, packages),
    });
    renderWithQuery(
      <GenerateLabelDialog order={{ id: 5, shipFromFacilityId: null }} submit={vi.fn()} onGenerated={() => {}} onClose={() => {}} />,
    );
    const select = await screen.findByRole('combobox', { name: /Ship from/ });
    expect(select.textContent).toBe('Main - M1, Austin - 73301');
    expect(select.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Remove package 1' })).toBeDisabled();
    expect(screen.getByLabelText('At least one box must be provided')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Add package' }));
    expect(screen.getByRole('button', { name: 'Remove package 1' })).toBeEnabled();
  });

  it('limits the shipment date to today .. +3 days with the spec messages', async () => {
    mockApi({
      'GET /api/suppliers/facilities': () => jsonResponse(200, [facility({})]),
      'GET /api/orders/5/packages': () => jsonResponse(200, packages),
    });
    const submit = vi.fn(async () => 'https://labels/1.pdf');
    renderWithQuery(
      <GenerateLabelDialog order={{ id: 5, shipFromFacilityId: 1 }} submit={submit} onGenerated={() => {}} onClose={() => {}} />,
    );
    const date = (await screen.findByLabelText(/Shipment date/)) as HTMLInputElement;
    expect(date.min).toBe(format(new Date(), 'yyyy-MM-dd'));
    expect(date.max).toBe(format(addDays(new Date(), 3), 'yyyy-MM-dd'));
    fireEvent.change(date, { target: { value: format(addDays(new Date(), 4), 'yyyy-MM-dd') } });
    expect(screen.getByText('Shipment date cannot be more than 3 days in the future.')).toBeVisible();
    fireEvent.change(date, { target: { value: format(addDays(new Date(), -1), 'yyyy-MM-dd') } });
    expect(screen.getByText('Shipment date cannot be in the past.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Generate label' }));
    expect(submit).not.toHaveBeenCalled();
  });

  it('prints with the form values and hands over the label URL', async () => {
    mockApi({
      'GET /api/suppliers/facilities': () => jsonResponse(200, [facility({})]),
      'GET /api/orders/5/packages': () => jsonResponse(200, packages),
    });
    const submit = vi.fn(async () => 'https://labels/1.pdf');
    const onGenerated = vi.fn();
    renderWithQuery(
      <GenerateLabelDialog order={{ id: 5, shipFromFacilityId: 1 }} submit={submit} onGenerated={onGenerated} onClose={() => {}} />,
    );
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Weight (lb) of package 1' }), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate label' }));
    expect(await screen.findByText('Minimum is 0')).toBeVisible();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Weight (lb) of package 1' }), { target: { value: '3.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate label' }));
    await waitFor(() => expect(onGenerated).toHaveBeenCalledWith('https://labels/1.pdf'));
    expect(submit).toHaveBeenCalledWith({
      supplierFacilityId: 1,
      date: format(new Date(), 'yyyy-MM-dd'),
      estimatedValue: '50.00',
      packages: [{ packageType: 'Box', width: 10, height: 10, depth: 10, weight: 3.5, boxes: 1 }],
    });
  });
});
