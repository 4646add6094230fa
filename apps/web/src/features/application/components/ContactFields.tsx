// Name, e-mail and phone of one contact.
import type { Control, Path } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import type { FormValues } from './application-form-values.ts';
import { FieldRow } from './FormSection.tsx';

export function ContactFields({
  control,
  prefix,
  disabled,
  required,
}: {
  control: Control<FormValues>;
  prefix: string;
  disabled?: boolean;
  required?: boolean;
}) {
  const path = (field: string) => `${prefix}.${field}` as Path<FormValues>;
  return (
    <>
      <FormTextField control={control} name={path('name')} label="Name" autoComplete="name" disabled={disabled} required={required} />
      <FieldRow>
        <FormTextField
          control={control}
          name={path('email')}
          label="Email"
          type="email"
          autoComplete="email"
          disabled={disabled}
          required={required}
        />
        <FormTextField
          control={control}
          name={path('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
          disabled={disabled}
          required={required}
        />
      </FieldRow>
    </>
  );
}
