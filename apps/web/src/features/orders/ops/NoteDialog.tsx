// A decision that says why: the note (required) goes to the supplier (invoice rejection, LTL send-back).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { opsRequiredNoteRequest, type OpsRequiredNoteRequest } from '@portal/contracts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';

export function NoteDialog({
  title,
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  onSubmit: (note: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<OpsRequiredNoteRequest>({ resolver: zodResolver(opsRequiredNoteRequest), defaultValues: { note: '' } });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const submit = form.handleSubmit(async ({ note }) => {
    setBanner(null);
    try {
      await onSubmit(note);
      onClose();
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, ['note']));
    }
  });
  return (
    <FormDialog
      title={title}
      width="md"
      submitLabel={submitLabel}
      busy={form.formState.isSubmitting}
      banner={banner}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField control={form.control} name="note" label="Note to the supplier" multiline minRows={3} required autoFocus />
    </FormDialog>
  );
}
