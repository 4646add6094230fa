// A money field of a react-hook-form form (decimal text, $ adornment) and a date-only field.
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../../../../components/form/FormTextField.tsx';

type AmountFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** A form-level message that belongs under this field (e.g. the negative total on discount). */
  problem?: string | null;
};

export function AmountField<T extends FieldValues>({ control, name, problem, helperText, ...props }: AmountFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message ?? problem ?? undefined;
  return (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      inputRef={field.ref}
      error={!!message}
      helperText={message ?? helperText}
      fullWidth
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}

/** A native date input (keyboard and screen-reader friendly) with the picker limits as min/max. */
export function DateField<T extends FieldValues>({ min, max, ...props }: FormTextFieldProps<T> & { min?: string; max?: string }) {
  return <FormTextField {...props} type="date" slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }} />;
}
