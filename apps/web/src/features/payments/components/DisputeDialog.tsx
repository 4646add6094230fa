// 'Dispute deduction' (docs/decisions/payments.md): a reason among those that fit the deduction's type (the contracts'
// DISPUTE_REASONS_BY_TYPE, which the API enforces too), a comment of at most 1000
// characters and files under the portal's usual rules, uploaded first and named in the dispute. The server's refusals
// (window closed, a dispute waiting, two already) land in the form's banner like every other form dialog's.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Typography } from '@mui/material';
import { z } from 'zod';
import {
  addTimestampPrefix,
  DISPUTE_COMMENT_MAX_LENGTH,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS_BY_TYPE,
  MESSAGES,
  type DeductionType,
  type DisputeReason,
  type DisputeRequest,
} from '@portal/contracts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { AttachedFilesField } from '../../../components/form/AttachedFilesField.tsx';
import { FormSelectField } from '../../../components/form/FormSelectField.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { capitalizeFirst } from '../../../lib/format.ts';

const FIELDS = ['reason', 'comment'] as const;
// the request's rules (contracts' disputeRequest) with an empty choice before a reason is picked
const disputeFields = z.object({
  reason: z.string().min(1, MESSAGES.required),
  comment: z.string().trim().min(1, MESSAGES.required).max(DISPUTE_COMMENT_MAX_LENGTH),
});
type DisputeForm = z.input<typeof disputeFields>;
// the labels are lower case to read inside sentences; the list starts each with a capital
const reasonOptions = (type: DeductionType) =>
  DISPUTE_REASONS_BY_TYPE[type].map((value) => ({ value, label: capitalizeFirst(DISPUTE_REASON_LABELS[value]) }));

export interface DisputeDialogProps {
  /** "DED-000123, late shipment, $12.50": who reads the title knows what is disputed. */
  deductionLabel: string;
  /** Its type: the reasons offered are those that fit it. */
  deductionType: DeductionType;
  upload: (file: File, storedName: string) => Promise<void>;
  submit: (body: DisputeRequest) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

export function DisputeDialog({ deductionLabel, deductionType, upload, submit, onDone, onClose }: DisputeDialogProps) {
  const form = useForm<DisputeForm>({ resolver: zodResolver(disputeFields), defaultValues: { reason: '', comment: '' } });
  const [files, setFiles] = useState<File[]>([]);
  const [banner, setBanner] = useState<FormBanner | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const stored = files.map((file) => addTimestampPrefix(file.name));
      for (const [i, file] of files.entries()) await upload(file, stored[i]!);
      await submit({ reason: values.reason as DisputeReason, comment: values.comment.trim(), files: stored });
      onDone();
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <FormDialog
      title="Dispute deduction"
      width="md"
      submitLabel="Send dispute"
      busy={form.formState.isSubmitting}
      banner={banner}
      onClose={onClose}
      onSubmit={onSubmit}
      extraActions={
        <Button onClick={onClose} disabled={form.formState.isSubmitting}>
          Cancel
        </Button>
      }
    >
      <Typography variant="body2">{deductionLabel}</Typography>
      <FormSelectField
        control={form.control}
        name="reason"
        label="Reason"
        required
        options={reasonOptions(deductionType)}
        placeholder="Select a reason"
      />
      <FormTextField
        control={form.control}
        name="comment"
        label="Comment"
        required
        multiline
        minRows={3}
        helperText={`Up to ${DISPUTE_COMMENT_MAX_LENGTH} characters`}
      />
      <AttachedFilesField files={files} onChange={setFiles} disabled={form.formState.isSubmitting} />
    </FormDialog>
  );
}
