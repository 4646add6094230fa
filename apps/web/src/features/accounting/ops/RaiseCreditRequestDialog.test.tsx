// The 'Raise credit request' form without a server: its rules and messages (contracts' opsCreditForm), the files
// uploaded under timestamp-prefixed names before the request, and a server field error under its field.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

// the dialogs confirm with a snackbar; no provider here
vi.mock('../../../components/feedback/notifications.tsx', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
import { ApiError } from '../../../lib/http.ts';
import type { CreateOpsCreditRequest } from '@portal/contracts';
import { RaiseCreditRequestDialog } from './RaiseCreditRequestDialog.tsx';

function renderDialog(raise = vi.fn<(body: CreateOpsCreditRequest) => Promise<unknown>>().mockResolvedValue({ id: 1 })) {
  const upload = vi.fn<(po: string, file: File, name: string) => Promise<void>>().mockResolvedValue(undefined);
  const onClose = vi.fn();
  render(<RaiseCreditRequestDialog raise={raise} upload={upload} onClose={onClose} />);
  return { raise, upload, onClose };
}
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${name}`) }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Raise credit request' }));

describe('RaiseCreditRequestDialog', () => {
  it('requires the PO number, amount and reason', async () => {
    const { raise } = renderDialog();
    submit();
    expect(await screen.findAllByText('Field is required')).toHaveLength(3);
    expect(raise).not.toHaveBeenCalled();
  });

  it.each(['0', '0.001', '-3', 'ten', '12.345'])('refuses the amount %s', async (amount) => {
    const { raise } = renderDialog();
    type('PO number', 'PO-1');
    type('Amount', amount);
    type('Reason for credit', 'Damaged');
    submit();
    expect(await screen.findByText('Enter an amount of at least 0.01 with at most two decimals')).toBeVisible();
    expect(raise).not.toHaveBeenCalled();
  });

  it('asks for the RMA number once a tracking number is given', async () => {
    const { raise } = renderDialog();
    type('PO number', 'PO-1');
    type('Amount', '5');
    type('Reason for credit', 'Damaged');
    type('Tracking number', '1Z999');
    submit();
    expect(await screen.findByText('Enter the RMA number for these RMA details')).toBeVisible();
    expect(raise).not.toHaveBeenCalled();
  });

  it('uploads the files under timestamp-prefixed names, then raises the request with RMA details and the note', async () => {
    const { raise, upload, onClose } = renderDialog();
    type('PO number', ' PO-7 ');
    type('Amount', '12.5');
    type('Reason for credit', 'Returned damaged');
    type('RMA number', 'RMA-1');
    fireEvent.change(screen.getByLabelText('Attach files'), {
      target: { files: [new File(['x'], 'photo.jpg', { type: 'image/jpeg' })] },
    });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(upload).toHaveBeenCalledTimes(1);
    const [po, , storedName] = upload.mock.calls[0]!;
    expect(po).toBe('PO-7');
    expect(storedName).toMatch(/^\d{14}__photo\.jpg$/);
    expect(raise).toHaveBeenCalledWith({
      purchaseOrderNumber: 'PO-7',
      amount: '12.5',
      reasonForCredit: 'Returned damaged',
      rma: { rmaNumber: 'RMA-1', trackingNumber: null, deliveryDate: null },
      note: { comment: 'Attached files', fileNames: [storedName] },
    });
  });

  it("shows the server's message under the PO number", async () => {
    const raise = vi.fn().mockRejectedValue(
      new ApiError(400, {
        title: 'Bad Request',
        status: 400,
        errors: { '$.purchaseOrderNumber': ['No order has this purchase order number.'] },
      }),
    );
    renderDialog(raise);
    type('PO number', 'PO-404');
    type('Amount', '5');
    type('Reason for credit', 'Damaged');
    submit();
    expect(await screen.findAllByText('No order has this purchase order number.')).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /^PO number/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
