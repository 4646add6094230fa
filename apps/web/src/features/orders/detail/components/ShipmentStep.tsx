// Process order step 1: a carrier and tracking numbers per item awaiting shipment (spec 4, 5 "Shipment").
// The form is use-shipment-form; each item's fields are ShipmentItemFields.
import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import type { OrderDetail, OrderItem, OrderShipmentsRequest } from '@portal/contracts';
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

export function ShipmentStep({ order, items, save, onBusy, onSaved }: ShipmentStepProps) {
  const shipment = useShipmentForm(order, items);
  const { form, shipItems, rows, useSame } = shipment;
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const saving = form.formState.isSubmitting;

  const submit = (how: 'continue' | 'exit') => {
    setBanner(null);
    return form.handleSubmit(async ({ rows: request }) => {
      onBusy(true);
      try {
        await save(request);
        onSaved(how);
      } catch (error) {
        setBanner({ title: error instanceof Error ? error.message : String(error), fieldMessages: [] });
      } finally {
        onBusy(false);
      }
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
