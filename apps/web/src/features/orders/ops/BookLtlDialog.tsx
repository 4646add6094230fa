// Booking an LTL shipment: carrier, receiving warehouse and pickup day; the server renders the bill of lading.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem, TextField } from '@mui/material';
import { opsLtlBookingRequest, type OpsLtlBookingRequest } from '@portal/contracts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { useOpsOptions } from './ops-calls.ts';

export function BookLtlDialog({
  purchaseOrderNumber,
  onSubmit,
  onClose,
}: {
  purchaseOrderNumber: string;
  onSubmit: (body: OpsLtlBookingRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const carriers = useOpsOptions('carriers');
  const form = useForm<OpsLtlBookingRequest>({
    resolver: zodResolver(opsLtlBookingRequest),
    defaultValues: { carrierId: undefined as unknown as number, warehouseName: '', pickUpDate: '' },
  });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, ['carrierId', 'warehouseName', 'pickUpDate']));
    }
  });
  return (
    <FormDialog
      title={`Book LTL shipment of ${purchaseOrderNumber}`}
      width="md"
      submitLabel="Book and create BOL"
      busy={form.formState.isSubmitting}
      banner={banner}
      onClose={onClose}
      onSubmit={submit}
    >
      <Controller
        control={form.control}
        name="carrierId"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Carrier"
            required
            value={field.value ?? ''}
            onChange={(e) => field.onChange(Number(e.target.value))}
            onBlur={field.onBlur}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            {(carriers.data ?? []).map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormTextField control={form.control} name="warehouseName" label="Warehouse" required />
      <FormTextField
        control={form.control}
        name="pickUpDate"
        label="Pickup date"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
