// A native select bound to react-hook-form: the phone's own picker on touch screens, type-ahead by keyboard, and a
// plain combobox for screen readers. onValueChange runs after the field's own change (dependent fields).
import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'select'> & {
  control: Control<T>;
  name: FieldPath<T>;
  options: readonly SelectOption[];
  /** The empty first choice ("Select a country"); none when every value is valid. */
  placeholder?: string;
  onValueChange?: (value: string) => void;
};

export function FormSelectField<T extends FieldValues>({
  control,
  name,
  options,
  placeholder,
  onValueChange,
  helperText,
  ...props
}: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      select
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
