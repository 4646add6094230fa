// A text field bound to react-hook-form; its validation or server message shows under it.
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField.tsx';

export type FormTextFieldProps<T extends FieldValues> = Omit<OutlinedTextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

export function FormTextField<T extends FieldValues>({ control, name, helperText, ...props }: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <OutlinedTextField
      {...props}
      {...field}
      value={field.value ?? ''}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
    />
  );
}
