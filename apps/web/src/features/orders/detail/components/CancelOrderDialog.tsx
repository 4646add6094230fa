// Cancel order: a reason, a restock date for OutOfStockWithRestock, the 3-day info alert (spec 4 "Cancel", 5 "Cancel").
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import {
  addCalendarDays,
  CANCEL_REASONS,
  isRestockWithinMargin,
  localDay,
  MESSAGES,
  ORDER_WORKFLOW_MESSAGES,
  restockDateProblem,
  type CancelReason,
  type CancellationRequest,
} from '@portal/contracts';
import { SuccessDialog } from '../../../../components/feedback/SuccessDialog.tsx';
import { FormErrorBanner } from '../../../../components/form/FormErrorBanner.tsx';
import { applyServerErrors, type FormBanner } from '../../../../components/form/server-errors.ts';
import { CANCEL_REASON_LABELS } from '../cancel-reasons.ts';
import { DialogFrame } from './DialogFrame.tsx';
import { StepActions } from './StepActions.tsx';


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
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [restockDate, setRestockDate] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const [done, setDone] = useState(false);

  const reasonError = attempted && !reason ? MESSAGES.required : null;
  const restockError = reason && (attempted || restockDate) ? restockDateProblem(reason, restockDate || null, today) : null;
  const soon = reason === 'OutOfStockWithRestock' && !restockError && !!restockDate && isRestockWithinMargin(restockDate, today);

  const changeReason = (value: CancelReason) => {
    setReason(value);
    // a new reason starts without a restock date (spec 5)
    setRestockDate('');
  };

  const submit = async () => {
    setAttempted(true);
    if (!reason || restockDateProblem(reason, restockDate || null, today)) return;
    setBusy(true);
    setBanner(null);
    try {
      await cancel({ reason, ...(reason === 'OutOfStockWithRestock' ? { restockDate } : {}) });
      setDone(true);
    } catch (error) {
      setBanner(applyServerErrors(error, () => {}, []));
    } finally {
      setBusy(false);
    }
  };

  if (done) return <SuccessDialog open label={ORDER_WORKFLOW_MESSAGES.cancellationInReview} onClose={onCancelled} />;

  return (
    <DialogFrame open title="Cancel order" width="md" onClose={onClose} busy={busy}>
      <Stack spacing={2}>
        <FormErrorBanner banner={banner} />
        <TextField
          select
          label="Reason"
          required
          value={reason}
          onChange={(e) => changeReason(e.target.value as CancelReason)}
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
        {reason === 'OutOfStockWithRestock' && (
          <TextField
            type="date"
            label="Restock date"
            required
            value={restockDate}
            onChange={(e) => setRestockDate(e.target.value)}
            error={!!restockError}
            helperText={restockError}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow } }}
            fullWidth
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
