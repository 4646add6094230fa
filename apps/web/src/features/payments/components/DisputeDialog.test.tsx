// The 'Dispute deduction' form without a server: a reason and a comment are required, the comment is at most 1000
// characters, files follow the portal's rules and are uploaded under timestamp-prefixed names before the dispute, and
// the server's refusal (the window closed, a dispute waiting) shows in the form's banner.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PAYMENTS_MESSAGES, type DisputeRequest } from '@portal/contracts';
import { ApiError } from '../../../lib/http.ts';
import { DisputeDialog } from './DisputeDialog.tsx';

function renderDialog(submit = vi.fn<(body: DisputeRequest) => Promise<unknown>>().mockResolvedValue({ id: 1 })) {
  const upload = vi.fn<(file: File, storedName: string) => Promise<void>>().mockResolvedValue(undefined);
  const onDone = vi.fn();
  const onClose = vi.fn();
  render(
    <DisputeDialog
      deductionLabel="DED-000123, late shipment, $12.50"
      deductionType="LateShipment"
      upload={upload}
      submit={submit}
      onDone={onDone}
      onClose={onClose}
    />,
  );
  return { submit, upload, onDone, onClose };
}
const chooseReason = () => {
  const select = screen.getByRole('combobox', { name: /^Reason/ }) as HTMLSelectElement;
  fireEvent.change(select, { target: { value: select.options[1]!.value } });
  return select.options[1]!.value;
};
const typeComment = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: /^Comment/ }), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send dispute' }));
const attach = (...files: File[]) => fireEvent.change(screen.getByLabelText('Files (optional)'), { target: { files } });

describe('DisputeDialog', () => {
  it('names the deduction and requires a reason and a comment', async () => {
    const { submit } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Dispute deduction' })).toBeVisible();
    expect(screen.getByText('DED-000123, late shipment, $12.50')).toBeVisible();
    send();
    expect(await screen.findAllByText('Field is required')).toHaveLength(2);
    expect(submit).not.toHaveBeenCalled();
  });

  it("offers only the reasons that fit the deduction's type, and Cancel closes without sending", () => {
    const { submit, onClose } = renderDialog();
    const select = screen.getByRole('combobox', { name: /^Reason/ }) as HTMLSelectElement;
    expect([...select.options].slice(1).map((o) => o.textContent)).toEqual(['Shipped on time', 'Wrong amount', 'Other']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a comment longer than 1000 characters', async () => {
    const { submit } = renderDialog();
    chooseReason();
    typeComment('x'.repeat(1001));
    send();
    expect(await screen.findByText(/1000/, { selector: 'p' })).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a file of an unsupported type and keeps the others', async () => {
    renderDialog();
    attach(new File(['x'], 'proof.pdf', { type: 'application/pdf' }));
    attach(new File(['x'], 'run.exe'));
    expect(await screen.findByText('Unsupported file type')).toBeVisible();
    expect(screen.getByText('proof.pdf')).toBeVisible();
    expect(screen.queryByText('run.exe')).toBeNull();
  });

  it('uploads the files under timestamp-prefixed names, then sends the dispute naming them', async () => {
    const { submit, upload, onDone } = renderDialog();
    const reason = chooseReason();
    typeComment('  Shipped on time: see the carrier scan.  ');
    attach(new File(['x'], 'scan.pdf', { type: 'application/pdf' }));
    send();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const stored = upload.mock.calls[0]![1];
    expect(stored).toMatch(/^\d{14}__scan\.pdf$/);
    expect(submit).toHaveBeenCalledWith({ reason, comment: 'Shipped on time: see the carrier scan.', files: [stored] });
  });

  it('shows the server refusal in the banner and stays open', async () => {
    const refusal = new ApiError(409, { title: 'Conflict', status: 409, detail: PAYMENTS_MESSAGES.disputeWaiting });
    const { onDone } = renderDialog(vi.fn().mockRejectedValue(refusal));
    chooseReason();
    typeComment('Please check.');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENTS_MESSAGES.disputeWaiting);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Dispute deduction' })).toBeVisible();
  });
});
