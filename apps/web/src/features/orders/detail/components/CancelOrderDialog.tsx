// Cancel order: a reason, a restock date for OutOfStockWithRestock, the 3-day info alert (spec 4 "Cancel", 5 "Cancel").
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { addCalendarDays, CANCEL_REASONS, localDay, ORDER_WORKFLOW_MESSAGES, type CancellationRequest } from '@portal/contracts';
import { SuccessDialog } from '../../../../components/feedback/SuccessDialog.tsx';
import { FormErrorBanner } from '../../../../components/form/FormErrorBanner.tsx';
import { applyServerErrors, type FormBanner } from '../../../../components/form/server-errors.ts';
import { CANCEL_REASON_LABELS } from '../cancel-reasons.ts';
import { DialogShell } from '../../../../components/dialogs/DialogShell.tsx';
import { StepActions } from './StepActions.tsx';
import { cancellationOf, useCancelForm, type CancelForm } from './use-cancel-form.ts';

export interface CancelOrderDialogProps {
  cancel: (body: CancellationRequest) => Promise<unknown>;
  /** Closes without cancelling. */
  onClose: () => void;
  /** After the success message: the orders list, replacing history. */
  onCancelled: () => void;
  now?: Date;
}

export function CancelOrderDialog({ cancel, onClose, onCancelled, now = new Date() }: CancelOrderDialogProps) {
  const today = localDay(now);
  const tomorrow = addCalendarDays(today, 1);
  const { form, reason, reasonError, restockError, soon, changeReason } = useCancelForm(today);
  const busy = form.formState.isSubmitting;
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const [done, setDone] = useState(false);

  const submit = form.handleSubmit(async (v) => {
    const request = cancellationOf(v);
    if (!request) return;
    setBanner(null);
    try {
      await cancel(request);
      setDone(true);
    } catch (error) {
      setBanner(applyServerErrors(error, () => {}, []));
    }
  });

  if (done) return <SuccessDialog open label={ORDER_WORKFLOW_MESSAGES.cancellationInReview} onClose={onCancelled} />;

  return (
    <DialogShell longActionHint title="Cancel order" width="md" onClose={onClose} busy={busy}>
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
              error={!!reasonError}
              helperText={reasonError}
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
    </DialogShell>
  );
}
