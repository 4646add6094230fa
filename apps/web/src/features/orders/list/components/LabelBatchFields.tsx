// The bulk labels form's fields: the shipping date (the label window as the picker's bounds) and the label format.
import { Controller, type Control } from 'react-hook-form';
import { TextField } from '@mui/material';
import { LABEL_FORMATS } from '@portal/contracts';
import { labelDateBounds, localDay } from '@portal/contracts';
import type { LabelsForm, LabelsFormInput } from './labels-form.ts';
import { RequiredSelect } from './RequiredSelect.tsx';

const FORMAT_OPTIONS = LABEL_FORMATS.map((f) => ({ value: f, label: f }));

export function LabelBatchFields({ control }: { control: Control<LabelsFormInput, unknown, LabelsForm> }) {
  const bounds = labelDateBounds(localDay());
  return (
    <>
      <Controller
        control={control}
        name="shippingDate"
        render={({ field, fieldState }) => (
          <TextField
            type="date"
            size="small"
            label="Shipping date"
            required
            {...field}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: bounds.min, max: bounds.max } }}
          />
        )}
      />
      <Controller
        control={control}
        name="format"
        render={({ field, fieldState }) => (
          <RequiredSelect<string>
            label="Format"
            value={field.value}
            options={FORMAT_OPTIONS}
            error={fieldState.error?.message ?? null}
            onChange={field.onChange}
          />
        )}
      />
    </>
  );
}
