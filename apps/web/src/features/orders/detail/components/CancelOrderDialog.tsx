// Cancel order: a reason, a restock date for OutOfStockWithRestock, the 3-day info alert (spec 4 "Cancel", 5 "Cancel").
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { addDays, format } from 'date-fns';
import { z } from 'zod';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import {
  CANCEL_REASONS,
  cancelReason,
  isRestockWithinMargin,
  MESSAGES,
  ORDER_WORKFLOW_MESSAGES,
  restockDateProblem,
  type CancellationRequest,
} from '@portal/contracts';
import { SuccessDialog } from '../../../../components/feedback/SuccessDialog.tsx';
import { FormErrorBanner } from '../../../../components/form/FormErrorBanner.tsx';
import { applyServerErrors, type FormBanner } from '../../../../components/form/server-errors.ts';
import { CANCEL_REASON_LABELS } from '../cancel-reasons.ts';
import { todayIso } from '../today.ts';
import { DialogFrame } from './DialogFrame.tsx';
import { StepActions } from './StepActions.tsx';

/** The reason (none chosen yet is '') and the restock date as typed, checked by the contracts' rule. */
const cancelForm = (today: string) =>
  z
    .object({ reason: z.union([cancelReason, z.literal('')]), restockDate: z.string() })
    .superRefine((v, ctx) => {
      if (!v.reason) return ctx.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.required });
      const problem = restockDateProblem(v.reason, v.restockDate || null, today);
      if (problem) ctx.addIssue({ code: 'custom', path: ['restockDate'], message: problem });
    });
type CancelForm = z.infer<ReturnType<typeof cancelForm>>;

export interface CancelOrderDialogProps {
  cancel: (body: CancellationRequest) => Promise<unknown>;
  /** Closes without cancelling. */
  onClose: () => void;
  /** After the success message: the orders list, replacing history. */
  onCancelled: () => void;
  now?: Date;
}

export function CancelOrderDialog({ cancel, onClose, onCancelled, now = new Date() }: CancelOrderDialogProps) {
  const today = todayIso(now);
  const tomorrow = format(addDays(now, 1), 'yyyy-MM-dd');
  const form = useForm<CancelForm>({ resolver: zodResolver(cancelForm(today)), defaultValues: { reason: '', restockDate: '' } });
  const [reason, restockDate] = useWatch({ control: form.control, name: ['reason', 'restockDate'] });
  const { errors, isSubmitting: busy, isSubmitted } = form.formState;
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const [done, setDone] = useState(false);

  // the restock date is checked as it is typed (the same rule as the schema), the reason once a submit was tried
  const restockError = reason && (isSubmitted || restockDate) ? restockDateProblem(reason, restockDate || null, today) : null;
  const soon = reason === 'OutOfStockWithRestock' && !restockError && !!restockDate && isRestockWithinMargin(restockDate, today);

  const changeReason = (value: CancelForm['reason']) => {
    form.setValue('reason', value, { shouldValidate: isSubmitted });
    // a new reason starts without a restock date (spec 5)
    form.setValue('restockDate', '');
  };

  const submit = form.handleSubmit(async (v) => {
    if (!v.reason) return;
    setBanner(null);
    try {
      await cancel({ reason: v.reason, ...(v.reason === 'OutOfStockWithRestock' ? { restockDate: v.restockDate } : {}) });
      setDone(true);
    } catch (error) {
      setBanner(applyServerErrors(error, () => {}, []));
    }
  });

  if (done) return <SuccessDialog open label={ORDER_WORKFLOW_MESSAGES.cancellationInReview} onClose={onCancelled} />;

  return (
    <DialogFrame open title="Cancel order" width="md" onClose={onClose} busy={busy}>
      <Stack spacing={2}>
        <FormErrorBanner banner={banner} />
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <TextField
              select
              label="Reason"
              required
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(e) => changeReason(e.target.value as CancelForm['reason'])}
              error={!!errors.reason}
              helperText={errors.reason?.message}
              fullWidth
            >
              {CANCEL_REASONS.map((r) => (
                <MenuItem key={r} value={r}>
                  {CANCEL_REASON_LABELS[r]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {reason === 'OutOfStockWithRestock' && (
          <Controller
            control={form.control}
            name="restockDate"
            render={({ field }) => (
              <TextField
                type="date"
                label="Restock date"
                required
                {...field}
                inputRef={field.ref}
                error={!!restockError}
                helperText={restockError}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow } }}
                fullWidth
              />
            )}
          />
        )}
        {soon && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={onClose}>
                Return to order without cancelling
              </Button>
            }
            sx={{ flexWrap: 'wrap' }}
          >
            {ORDER_WORKFLOW_MESSAGES.restockSoon}
          </Alert>
        )}
        <Box>
          <StepActions>
            <Button onClick={onClose} disabled={busy}>
              Close
            </Button>
            <Button variant="contained" color="error" onClick={() => void submit()} disabled={busy}>
              Cancel order
            </Button>
          </StepActions>
        </Box>
      </Stack>
    </DialogFrame>
  );
}
