// A masked password field with a labelled show/hide toggle, bound to react-hook-form.
import type { FieldValues } from 'react-hook-form';
import { useTextFieldBinding, type FormTextFieldProps } from './FormTextField.tsx';
import { PasswordInput } from './PasswordInput.tsx';

export function PasswordField<T extends FieldValues>({ control, name, helperText, ...props }: FormTextFieldProps<T>) {
  return <PasswordInput {...props} {...useTextFieldBinding(control, name, helperText)} />;
}
