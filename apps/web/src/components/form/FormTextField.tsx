// A text field bound to react-hook-form; its validation or server message shows under it.
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField.tsx';

export type FormTextFieldProps<T extends FieldValues> = Omit<OutlinedTextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** The props that bind a text input to a form field: value, change, ref, and the field's message under it. */
export function useTextFieldBinding<T extends FieldValues>(control: Control<T>, name: FieldPath<T>, helperText: ReactNode) {
  const { field, fieldState } = useController({ control, name });
  return {
    ...field,
    value: field.value ?? '',
    inputRef: field.ref,
    error: !!fieldState.error,
    helperText: fieldState.error?.message ?? helperText,
    fullWidth: true,
  };
}

export function FormTextField<T extends FieldValues>({ control, name, helperText, ...props }: FormTextFieldProps<T>) {
  return <OutlinedTextField {...props} {...useTextFieldBinding(control, name, helperText)} />;
}
