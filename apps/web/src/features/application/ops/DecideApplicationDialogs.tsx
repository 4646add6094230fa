// The decisions on a supplier application: 'Approve' (confirm: it creates the supplier and mails its Admin) and
// 'Decline' with a reason the applicant is mailed.
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from '@mui/material';
import { declineApplicationRequest, OPS_ONBOARDING_MESSAGES, type DeclineApplicationRequest, type OpsApplication } from '@portal/contracts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { notify } from '../../../components/feedback/notifications.tsx';

export function ApproveApplicationDialog({
  application,
  approve,
  onClose,
}: {
  application: OpsApplication;
  approve: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setBanner(null);
    try {
      await approve();
      notify('application-approved', OPS_ONBOARDING_MESSAGES.applicationApproved(application.officialCompanyName));
      onClose();
    } catch (error) {
      setBanner({ title: error instanceof Error ? error.message : String(error), fieldMessages: [] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title="Approve application"
      width="md"
      submitLabel="Approve"
      busy={busy}
      banner={banner}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
    >
      <Typography>
        Approving creates the supplier <strong>{application.officialCompanyName}</strong> with its {application.warehouseCount} warehouse
        {application.warehouseCount === 1 ? '' : 's'} and contacts, and its Admin <strong>{application.primaryContactEmail}</strong>, who is
        mailed a link to create a password.
      </Typography>
    </FormDialog>
  );
}

export function DeclineApplicationDialog({
  application,
  decline,
  onClose,
}: {
  application: OpsApplication;
  decline: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<DeclineApplicationRequest>({ resolver: zodResolver(declineApplicationRequest), defaultValues: { reason: '' } });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await decline(values.reason);
      notify('application-declined', OPS_ONBOARDING_MESSAGES.applicationDeclined);
      onClose();
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, ['reason']));
    }
  });
  return (
    <FormDialog
      title={`Decline ${application.officialCompanyName}`}
      width="md"
      submitLabel="Decline"
      busy={form.formState.isSubmitting}
      banner={banner}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>The reason is mailed to {application.primaryContactEmail ?? 'the applicant'}.</Typography>
      <FormTextField control={form.control} name="reason" label="Reason" required multiline minRows={3} autoFocus />
    </FormDialog>
  );
}
