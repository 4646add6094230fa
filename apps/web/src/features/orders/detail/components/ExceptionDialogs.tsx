// The short self-service exception dialogs (docs/decisions/order-exceptions.md): undo processing (a confirmation),
// undo a shipment (with the reason), change the warehouse, move the booked LTL pickup. Each submits once and shows
// the server's refusal (its rule's reason) in the form banner.
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextField, Typography } from '@mui/material';
import {
  earliestPickupDay,
  newPickupDayProblem,
  type Facility,
  type OrderExceptionFacts,
  type PickupMoveRequest,
  type ShipFromChangeRequest,
  type ShipmentUndoRequest,
} from '@portal/contracts';
import { FormDialog } from '../../../../components/dialogs/FormDialog.tsx';
import { formatDay } from '../../../../lib/format.ts';
import { applyServerErrors, type FormBanner } from '../../../../components/form/server-errors.ts';
import { DayInput } from './DayInput.tsx';
import { FacilitySelect } from './FacilitySelect.tsx';

const REASON_MAX = 500;

interface ExceptionFormProps {
  title: string;
  submitLabel: string;
  /** Answers false when the form's own check fails (nothing is sent). */
  send: () => Promise<boolean>;
  onDone: () => void;
  onClose: () => void;
  children: ReactNode;
}

function ExceptionForm({ title, submitLabel, send, onDone, onClose, children }: ExceptionFormProps) {
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setBanner(null);
    try {
      if (await send()) onDone();
    } catch (error) {
      setBanner(applyServerErrors(error, () => {}, []));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog title={title} width="md" busy={busy} banner={banner} onClose={onClose} onSubmit={onSubmit} submitLabel={submitLabel}>
      {children}
    </FormDialog>
  );
}

interface DialogProps<B> {
  submit: (body: B) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

export function UndoProcessingDialog({ submit, onDone, onClose }: DialogProps<void>) {
  return (
    <ExceptionForm
      title="Undo processing"
      submitLabel="Undo processing"
      send={async () => {
        await submit();
        return true;
      }}
      onDone={onDone}
      onClose={onClose}
    >
      <Typography variant="body2">The order goes back to Needs processing.</Typography>
    </ExceptionForm>
  );
}

export function UndoShipmentDialog({ submit, onDone, onClose }: DialogProps<ShipmentUndoRequest>) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = !touched
    ? null
    : !reason.trim()
      ? 'Field is required'
      : reason.trim().length > REASON_MAX
        ? `Maximum is ${REASON_MAX} characters`
        : null;
  return (
    <ExceptionForm
      title="Undo shipment"
      submitLabel="Undo shipment"
      send={async () => {
        setTouched(true);
        if (!reason.trim() || reason.trim().length > REASON_MAX) return false;
        await submit({ reason });
        return true;
      }}
      onDone={onDone}
      onClose={onClose}
    >
      <Typography variant="body2">
        The order goes back to Awaiting shipment and its tracking numbers are removed. Use this only when the shipment was entered by
        mistake.
      </Typography>
      <TextField
        label="Reason"
        required
        multiline
        minRows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={!!problem}
        helperText={problem}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
    </ExceptionForm>
  );
}

export function ChangeWarehouseDialog({
  facts,
  facilities,
  submit,
  onDone,
  onClose,
}: DialogProps<ShipFromChangeRequest> & { facts: OrderExceptionFacts; facilities: Facility[] }) {
  const active = facilities.filter((f) => f.isActive);
  const [facilityId, setFacilityId] = useState<number | ''>(active.find((f) => f.id !== facts.shipFromFacilityId)?.id ?? '');
  return (
    <ExceptionForm
      title="Change warehouse"
      submitLabel="Change warehouse"
      send={async () => {
        if (facilityId === '') return false;
        await submit({ supplierFacilityId: facilityId });
        return true;
      }}
      onDone={onDone}
      onClose={onClose}
    >
      <FacilitySelect facilities={active} value={facilityId} onChange={setFacilityId} />
    </ExceptionForm>
  );
}

export function MovePickupDialog({
  facts,
  submit,
  onDone,
  onClose,
  now = new Date(),
}: DialogProps<PickupMoveRequest> & { facts: OrderExceptionFacts; now?: Date }) {
  const [day, setDay] = useState(earliestPickupDay(now));
  const problem = newPickupDayProblem(facts, day, now);
  return (
    <ExceptionForm
      title="Move LTL pickup"
      submitLabel="Move pickup"
      send={async () => {
        if (problem || !facts.ltl?.pickUpDate) return false;
        await submit({ fromDate: facts.ltl.pickUpDate, pickUpDate: day });
        return true;
      }}
      onDone={onDone}
      onClose={onClose}
    >
      <Typography variant="body2">
        The pickup is booked for {formatDay(facts.ltl?.pickUpDate)}. The bill of lading is made again with the new day.
      </Typography>
      <DayInput label="New pickup day" value={day} onChange={setDay} problem={problem} min={earliestPickupDay(now)} />
    </ExceptionForm>
  );
}
