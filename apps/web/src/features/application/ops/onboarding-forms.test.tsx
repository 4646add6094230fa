// The onboarding forms without a server: 'Invite supplier' (the e-mail rule) and 'Decline' (a reason is required).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

// the dialogs confirm with a snackbar; no provider here
vi.mock('../../../components/feedback/notifications.tsx', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
import type { OpsApplication } from '@portal/contracts';
import { InviteSupplierDialog } from './InviteSupplierDialog.tsx';
import { DeclineApplicationDialog } from './DecideApplicationDialogs.tsx';

const APPLICATION: OpsApplication = {
  id: 5,
  status: 'Submitted',
  officialCompanyName: 'NewCo LLC',
  doingBusinessAs: 'NewCo',
  website: 'https://newco.test',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  primaryContactName: 'Nina',
  primaryContactEmail: 'nina@newco.test',
  warehouseCount: 1,
  invitedEmail: 'nina@newco.test',
  submittedOn: '2026-11-24T10:00:00.000Z',
  decidedOn: null,
  declineReason: null,
  supplierId: null,
};

describe('InviteSupplierDialog', () => {
  it('refuses an invalid address and sends a valid one', async () => {
    const create = vi.fn().mockResolvedValue({});
    const onClose = vi.fn();
    render(<InviteSupplierDialog create={create} onClose={onClose} />);
    const email = screen.getByRole('textbox', { name: /^Email/ });
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(email, { target: { value: 'pat@newco.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({ email: 'pat@newco.test', invitedName: '' });
  });
});

describe('DeclineApplicationDialog', () => {
  it('needs a reason, then declines with it', async () => {
    const decline = vi.fn().mockResolvedValue({});
    const onClose = vi.fn();
    render(<DeclineApplicationDialog application={APPLICATION} decline={decline} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Decline NewCo LLC' })).toHaveTextContent('The reason is mailed to nina@newco.test.');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Field is required')).toBeVisible();
    expect(decline).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /^Reason/ }), { target: { value: '  Not a fit.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(decline).toHaveBeenCalledWith('Not a fit.'));
    expect(onClose).toHaveBeenCalled();
  });
});
