// Address name, city, country, state and ZIP of the company or a warehouse. The state list is the chosen country's;
// changing the country clears the state (spec 4).
import type { Control, Path, UseFormSetValue } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { useCountries, useStates } from '../api.ts';
import type { FormValues } from './application-form-values.ts';
import { FieldRow } from './FormSection.tsx';
import { FormSelectField } from '../../../components/form/FormSelectField.tsx';

interface Props {
  control: Control<FormValues>;
  setValue: UseFormSetValue<FormValues>;
  /** 'address', 'warehouses.0.address', ... */
  prefix: string;
  country: string;
  disabled?: boolean;
}

export function AddressFields({ control, setValue, prefix, country, disabled }: Props) {
  const countries = useCountries();
  const states = useStates(country);
  const path = (field: string) => `${prefix}.${field}` as Path<FormValues>;
  return (
    <>
      <FormTextField
        control={control}
        name={path('addressName')}
        label="Address"
        autoComplete="street-address"
        disabled={disabled}
        required
      />
      <FieldRow>
        <FormTextField control={control} name={path('city')} label="City" autoComplete="address-level2" disabled={disabled} required />
        <FormTextField control={control} name={path('zip')} label="ZIP" autoComplete="postal-code" disabled={disabled} required />
      </FieldRow>
      <FieldRow>
        <FormSelectField
          control={control}
          name={path('country')}
          label="Country"
          placeholder={countries.isPending ? 'Loading…' : 'Select a country'}
          options={countries.data ?? []}
          onValueChange={() => setValue(path('state'), '', { shouldDirty: true })}
          helperText={countries.isError ? 'The countries could not be loaded.' : undefined}
          disabled={disabled}
          required
        />
        <FormSelectField
          control={control}
          name={path('state')}
          label="State"
          placeholder={country === '' ? 'Select a country first' : states.isPending ? 'Loading…' : 'Select a state'}
          options={states.data ?? []}
          disabled={disabled || country === ''}
          required
        />
      </FieldRow>
    </>
  );
}
