// Void label and buy another: the voided label's tracking numbers, the carrier (those the items offer that sell
// labels) and the ship day (the label window); one call voids and buys (docs/decisions/order-exceptions.md).
import { useState, type FormEvent } from 'react';
import { MenuItem, TextField, Typography } from '@mui/material';
import {
  CARRIERS,
  labelDateBounds,
  labelDayProblem,
  localDay,
  replacementLabelCarrierIds,
  type LabelReplacementRequest,
  type OrderExceptionFacts,
} from '@portal/contracts';
import { FormDialog } from '../../../../components/dialogs/FormDialog.tsx';
import { applyServerErrors, type FormBanner } from '../../../../components/form/server-errors.ts';
import { DayInput } from './DayInput.tsx';

export interface ReplaceLabelDialogProps {
  facts: OrderExceptionFacts;
  submit: (body: LabelReplacementRequest) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
  now?: Date;
}

export function ReplaceLabelDialog({ facts, submit, onDone, onClose, now = new Date() }: ReplaceLabelDialogProps) {
  const today = localDay(now);
  const { min, max } = labelDateBounds(today);
  const carriers = replacementLabelCarrierIds(facts.shippingMethod);
  const [carrierId, setCarrierId] = useState<number>(carriers[0] ?? 1);
  const [shipDate, setShipDate] = useState(today);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const [touched, setTouched] = useState(false);
  const dayProblem = touched ? labelDayProblem(shipDate, today) : null;

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (!facts.label || labelDayProblem(shipDate, today)) return;
    setBusy(true);
    setBanner(null);
    try {
      await submit({ voidedLabel: facts.label.fileName, carrierId, shipDate });
      onDone();
    } catch (error) {
      setBanner(applyServerErrors(error, () => {}, []));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title="Void label and buy another"
      width="md"
      busy={busy}
      banner={banner}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Void and buy label"
    >
      <Typography variant="body2">
        The label with tracking {facts.label?.trackingNumbers.length === 1 ? 'number' : 'numbers'} {facts.label?.trackingNumbers.join(', ')}{' '}
        will be voided and no longer counts for the order.
      </Typography>
      <TextField
        select
        label="Carrier"
        required
        value={carrierId}
        onChange={(e) => setCarrierId(Number(e.target.value))}
        disabled={carriers.length <= 1}
      >
        {carriers.map((id) => (
          <MenuItem key={id} value={id}>
            {CARRIERS.find((c) => c.id === id)?.name}
          </MenuItem>
        ))}
      </TextField>
      <DayInput label="Ship date" value={shipDate} onChange={setShipDate} problem={dayProblem} min={min} max={max} />
    </FormDialog>
  );
}
