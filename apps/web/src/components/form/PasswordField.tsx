// A masked password field with a labelled show/hide toggle, bound to react-hook-form.
import { useController, type FieldValues } from 'react-hook-form';
import type { FormTextFieldProps } from './FormTextField.tsx';
import { PasswordInput } from './PasswordInput.tsx';

export function PasswordField<T extends FieldValues>({ control, name, helperText, ...props }: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PasswordInput
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
