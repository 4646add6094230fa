// A select (MUI TextField in select mode) bound to react-hook-form; its options are MenuItems. Kept apart from
// FormTextField so that screens with text fields only do not load the menu and popover code (docs/decisions/delivery.md).
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormSelectFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'select'> & {
  control: Control<T>;
  name: FieldPath<T>;
  children: ReactNode;
};

export function FormSelectField<T extends FieldValues>({ control, name, helperText, ...props }: FormSelectFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      {...field}
      select
      value={field.value ?? ''}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
    />
  );
}
