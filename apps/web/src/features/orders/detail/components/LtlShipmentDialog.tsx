// Request LTL shipment: facility, ship date, pickup window and packages per item (spec 5 "LTL shipment", 7).
// The form is use-ltl-form; each item is an LtlItemSection.
import { useState } from 'react';
import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { addCalendarDays, totalLtlPackages, type LtlDetails, type LtlShipmentRequest } from '@portal/contracts';
import { FormErrorBanner } from '../../../../components/form/FormErrorBanner.tsx';
import type { FormBanner } from '../../../../components/form/server-errors.ts';
import { ltlPackagesQueryOptions } from '../../api/order-detail-calls.ts';
import { PICKUP_TIMES } from '../package-rows.ts';
import { DayInput } from './DayInput.tsx';
import { FacilityFormDialog, type FacilityFormProps } from './FacilityFormDialog.tsx';
import { FacilitySelect } from './FacilitySelect.tsx';
import { LtlItemSection } from './LtlItemSection.tsx';
import { CancelAndSubmit } from './StepActions.tsx';
import { useLtlForm } from './use-ltl-form.ts';

export interface LtlShipmentDialogProps {
  orderId: number;
  submit: (body: LtlShipmentRequest) => Promise<unknown>;
  onRequested: () => void;
  onClose: () => void;
}

export function LtlShipmentDialog(props: LtlShipmentDialogProps) {
  return (
    <FacilityFormDialog
      title="Request LTL shipment"
      width="xxl"
      onClose={props.onClose}
      detailsQuery={ltlPackagesQueryOptions(props.orderId)}
      form={(form) => <LtlForm {...props} {...form} />}
    />
  );
}

function PickupSelect({ label, value, onChange }: { label: string; value: string; onChange: (time: string) => void }) {
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {PICKUP_TIMES.map((t) => (
        <MenuItem key={t.value} value={t.value}>
          {t.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function LtlForm({
  submit,
  onRequested,
  onClose,
  facilities,
  details,
  busy,
  whileBusy,
}: LtlShipmentDialogProps & FacilityFormProps<LtlDetails>) {
  const ltl = useLtlForm(facilities, details);
  const { form, rows, error } = ltl;
  const [banner, setBanner] = useState<FormBanner | null>(null);

  const send = () => {
    setBanner(null);
    return form.handleSubmit(async (request) => {
      if (ltl.dateProblem) return;
      await whileBusy(async () => {
        try {
          await submit(request);
          onRequested();
        } catch (error) {
          setBanner({ title: error instanceof Error ? error.message : String(error), fieldMessages: [] });
        }
      });
    })();
  };

  return (
    <Stack spacing={2}>
      <FormErrorBanner banner={banner} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr 1fr' } }}>
        <FacilitySelect
          facilities={facilities}
          value={ltl.supplierFacilityId}
          onChange={(id) => form.setValue('supplierFacilityId', id)}
          error={error('supplierFacilityId')}
        />
        <DayInput
          label="Shipping date"
          value={ltl.shippingDate}
          onChange={(day) => form.setValue('shippingDate', day)}
          problem={ltl.dateProblem}
          min={addCalendarDays(ltl.today, 1)}
          max={ltl.promised ?? undefined}
        />
        <PickupSelect label="Earliest pickup" value={ltl.earliestPickup} onChange={(time) => form.setValue('earliestPickup', time)} />
        <PickupSelect label="Latest pickup" value={ltl.latestPickup} onChange={(time) => form.setValue('latestPickup', time)} />
      </Box>
      {error('items') && <Alert severity="error">{error('items')}</Alert>}
      {rows.map((row, index) => (
        <LtlItemSection
          key={row.item.orderItemId}
          row={row}
          index={index}
          error={error}
          onRemove={() => ltl.removeItem(index)}
          onPackages={(packages) => ltl.updateItem(index, packages)}
          onPackageChange={(key, change) => ltl.updatePackage(index, key, change)}
        />
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <TextField
          select
          size="small"
          label="Add item"
          value={ltl.addChoice}
          onChange={(e) => ltl.addItem(e.target.value)}
          disabled={ltl.missing.length === 0}
          error={!!ltl.addError}
          helperText={ltl.addError}
          sx={{ minWidth: 240 }}
        >
          {ltl.missing.map((i) => (
            <MenuItem key={i.orderItemId} value={String(i.orderItemId)}>
              {i.productName} ({i.sku})
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2">
          Total packages:{' '}
          {totalLtlPackages(rows.map((r) => ({ packages: r.packages.map((p) => ({ quantity: Number(p.quantity) || 0 })) })))}
        </Typography>
      </Stack>
      <CancelAndSubmit busy={busy} onCancel={onClose} submitLabel="Request LTL shipment" onSubmit={() => void send()} />
    </Stack>
  );
}
