// Process order step 1: a carrier and tracking numbers per item awaiting shipment (spec 4, 5 "Shipment").
// The form is use-shipment-form; each item's fields are ShipmentItemFields. A tracking number not valid for its carrier
// is warned about at entry and once more at save, where the supplier may save it anyway (docs/decisions/order-detail.md).
import { useState } from 'react';
import { Alert, AlertTitle, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { trackingForCarrierWarning, type OrderDetail, type OrderItem, type OrderShipmentsRequest } from '@portal/contracts';
import { FormErrorBanner } from '../../../../components/form/FormErrorBanner.tsx';
import type { FormBanner } from '../../../../components/form/server-errors.ts';
import { ShipmentItemFields } from './ShipmentItemFields.tsx';
import { StepActions } from './StepActions.tsx';
import { useShipmentForm } from './use-shipment-form.ts';

export { itemsToShip, shipmentsRequestOf } from './use-shipment-form.ts';

export interface ShipmentStepProps {
  order: OrderDetail;
  items: OrderItem[];
  save: (body: OrderShipmentsRequest) => Promise<unknown>;
  onBusy: (busy: boolean) => void;
  onSaved: (how: 'continue' | 'exit') => void;
}

/** The warnings of the request's tracking numbers not valid for their carrier (contracts' rule, the scorecard's). */
export const trackingWarningsOf = (request: OrderShipmentsRequest): string[] =>
  request.flatMap((s) =>
    s.trackingNumbers.flatMap(
      (trackingNumber) => trackingForCarrierWarning({ carrierId: s.carrierId, otherCarrierName: s.otherCarrierName, trackingNumber }) ?? [],
    ),
  );

interface PendingConfirm {
  how: 'continue' | 'exit';
  request: OrderShipmentsRequest;
  warnings: string[];
  /** The rows the warnings are about: an edit since then asks again at the next save. */
  rows: unknown;
}

export function ShipmentStep({ order, items, save, onBusy, onSaved }: ShipmentStepProps) {
  const shipment = useShipmentForm(order, items);
  const { form, shipItems, rows, useSame } = shipment;
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);
  const [sending, setSending] = useState(false);
  const saving = form.formState.isSubmitting || sending;

  const send = async (request: OrderShipmentsRequest, how: 'continue' | 'exit') => {
    setConfirm(null);
    onBusy(true);
    setSending(true);
    try {
      await save(request);
      onSaved(how);
    } catch (error) {
      setBanner({ title: error instanceof Error ? error.message : String(error), fieldMessages: [] });
    } finally {
      setSending(false);
      onBusy(false);
    }
  };

  const submit = (how: 'continue' | 'exit') => {
    setBanner(null);
    setConfirm(null);
    return form.handleSubmit(async ({ rows: request }) => {
      const warnings = trackingWarningsOf(request);
      if (warnings.length > 0) setConfirm({ how, request, warnings, rows });
      else await send(request, how);
    })();
  };

  if (shipItems.length === 0) {
    return <Typography color="text.secondary">Every item has been shipped.</Typography>;
  }

  const listError = shipment.listError;
  return (
    <Stack spacing={3}>
      <FormErrorBanner banner={banner ?? (listError ? { title: listError, fieldMessages: [] } : null)} />
      {shipment.showSameCarrier && (
        <FormControlLabel
          control={<Checkbox checked={shipment.sameCarrier} onChange={(e) => shipment.setSameCarrier(e.target.checked)} />}
          label="Use same carrier for all items"
        />
      )}
      {shipItems.map((item, index) => {
        const follower = useSame && index > 0;
        return (
          <ShipmentItemFields
            key={item.id}
            item={item}
            index={index}
            row={rows[index]!}
            shown={follower ? rows[0]! : rows[index]!}
            follower={follower}
            options={shipment.carriersOf(index)}
            locked={shipItems.length === 1 && shipment.carriersOf(index).length === 1}
            error={shipment.rowError}
            onChange={(change) => shipment.update(index, change)}
            onTrackingChange={(at, value) => shipment.setTracking(index, at, value)}
          />
        );
      })}
      {confirm && confirm.rows === rows && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void send(confirm.request, confirm.how)}>
              Save anyway
            </Button>
          }
        >
          <AlertTitle>Check the tracking numbers</AlertTitle>
          {confirm.warnings.map((w) => (
            <div key={w}>{w}</div>
          ))}
        </Alert>
      )}
      <StepActions>
        <Button onClick={() => void submit('exit')} disabled={saving}>
          Save and exit
        </Button>
        <Button variant="contained" onClick={() => void submit('continue')} disabled={saving}>
          Continue to invoice
        </Button>
      </StepActions>
    </Stack>
  );
}
