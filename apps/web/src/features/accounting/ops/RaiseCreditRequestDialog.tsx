// 'Raise credit request': on the order of a purchase order number, an amount and reason, optional RMA details and a
// note with files (uploaded into the supplier's files first, so the supplier opens them from the note).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Typography } from '@mui/material';
import {
  addTimestampPrefix,
  MAX_CREDIT_NOTE_FILES,
  OPS_CREDIT_MESSAGES,
  opsCreditForm,
  toOpsCreditRequest,
  type CreateOpsCreditRequest,
  type OpsCreditForm,
} from '@portal/contracts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { notify } from '../../../components/feedback/notifications.tsx';

const FIELDS = ['purchaseOrderNumber', 'amount', 'reasonForCredit', 'rmaNumber', 'trackingNumber', 'deliveryDate', 'comment'] as const;
/** Server paths of the request -> the form's fields. */
const SERVER_FIELDS: Record<string, (typeof FIELDS)[number]> = {
  'rma.rmaNumber': 'rmaNumber',
  'rma.trackingNumber': 'trackingNumber',
  'rma.deliveryDate': 'deliveryDate',
  'note.comment': 'comment',
};

export function RaiseCreditRequestDialog({
  raise,
  upload,
  onClose,
}: {
  raise: (body: CreateOpsCreditRequest) => Promise<unknown>;
  upload: (purchaseOrderNumber: string, file: File, storedName: string) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm<OpsCreditForm>({
    resolver: zodResolver(opsCreditForm),
    defaultValues: {
      purchaseOrderNumber: '',
      amount: '',
      reasonForCredit: '',
      rmaNumber: '',
      trackingNumber: '',
      deliveryDate: '',
      comment: '',
    },
  });
  const [files, setFiles] = useState<File[]>([]);
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const stored = files.map((f) => addTimestampPrefix(f.name));
      for (const [i, file] of files.entries()) await upload(values.purchaseOrderNumber.trim(), file, stored[i]!);
      await raise(toOpsCreditRequest(values, stored));
      notify('credit-request-raised', OPS_CREDIT_MESSAGES.created(values.purchaseOrderNumber.trim()));
      onClose();
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string[]> } }).body;
      for (const [path, messages] of Object.entries(body?.errors ?? {})) {
        const field = SERVER_FIELDS[path.replace(/^\$\./, '')];
        if (field) form.setError(field, { type: 'server', message: messages.join(' ') });
      }
      setBanner(applyServerErrors(error, form.setError, FIELDS));
    }
  });
  return (
    <FormDialog
      title="Raise credit request"
      width="md"
      submitLabel="Raise credit request"
      busy={form.formState.isSubmitting}
      banner={banner}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField control={form.control} name="purchaseOrderNumber" label="PO number" required autoFocus />
      <FormTextField control={form.control} name="amount" label="Amount" required inputMode="decimal" />
      <FormTextField control={form.control} name="reasonForCredit" label="Reason for credit" required />
      <Typography variant="subtitle2">RMA details (optional)</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="rmaNumber" label="RMA number" fullWidth />
        <FormTextField control={form.control} name="trackingNumber" label="Tracking number" fullWidth />
        <FormTextField
          control={form.control}
          name="deliveryDate"
          label="Delivery date"
          type="date"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <FormTextField control={form.control} name="comment" label="Note" multiline minRows={2} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined">
          Attach files
          <input
            hidden
            type="file"
            multiple
            aria-label="Attach files"
            onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, MAX_CREDIT_NOTE_FILES))}
          />
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {files.length ? files.map((f) => f.name).join(', ') : `Up to ${MAX_CREDIT_NOTE_FILES} files`}
        </Typography>
      </Stack>
    </FormDialog>
  );
}
