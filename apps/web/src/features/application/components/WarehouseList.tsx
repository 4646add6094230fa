// The warehouses (or return warehouses) of the application: one entry at least; extra ones can be added and removed,
// the first cannot be removed (spec 4). Pickup times every 30 minutes with 12-hour labels; changing pickup-from
// resets pickup-to to the first later time when the chosen one is no longer allowed.
import { Button, Divider, Stack } from '@mui/material';
import { Fragment } from 'react';
import { useFieldArray, useWatch, type Control, type Path, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { adjustPickupTo, MAX_APPLICATION_WAREHOUSES, PICKUP_TIMES, pickupTimeLabel, pickupToOptions } from '@portal/contracts';
import { emptyWarehouse, type FormValues } from './application-form-values.ts';
import { AddressFields } from './AddressFields.tsx';
import { ContactFields } from './ContactFields.tsx';
import { FieldGroup, FieldRow } from './FormSection.tsx';
import { FormSelectField } from '../../../components/form/FormSelectField.tsx';

const timeOptions = (times: readonly string[]) => times.map((value) => ({ value, label: pickupTimeLabel(value) }));
const FROM_OPTIONS = timeOptions(PICKUP_TIMES);

interface Props {
  control: Control<FormValues>;
  setValue: UseFormSetValue<FormValues>;
  getValues: UseFormGetValues<FormValues>;
  name: 'warehouses' | 'returnWarehouses';
  /** "Warehouse" or "Return warehouse": the entries are "Warehouse 1", "Warehouse 2", ... */
  noun: string;
  disabled?: boolean;
}

function WarehouseEntry({ control, setValue, getValues, prefix, disabled }: Omit<Props, 'name' | 'noun'> & { prefix: string }) {
  const path = (field: string) => `${prefix}.${field}` as Path<FormValues>;
  const country = (useWatch({ control, name: path('address.country') }) as string | undefined) ?? '';
  const pickupFrom = (useWatch({ control, name: path('pickupFrom') }) as string | undefined) ?? '';
  return (
    <>
      <AddressFields control={control} setValue={setValue} prefix={`${prefix}.address`} country={country} disabled={disabled} />
      <FieldRow>
        <FormSelectField
          control={control}
          name={path('pickupFrom')}
          label="Pickup from"
          options={FROM_OPTIONS}
          onValueChange={(from) =>
            setValue(path('pickupTo'), adjustPickupTo(from, getValues(path('pickupTo')) as string), { shouldValidate: true })
          }
          disabled={disabled}
          required
        />
        <FormSelectField
          control={control}
          name={path('pickupTo')}
          label="Pickup to"
          options={timeOptions(pickupToOptions(pickupFrom))}
          disabled={disabled}
          required
        />
      </FieldRow>
      <FieldGroup title="Contact person">
        <ContactFields control={control} prefix={`${prefix}.contactPerson`} disabled={disabled} required />
      </FieldGroup>
    </>
  );
}

export function WarehouseList({ control, setValue, getValues, name, noun, disabled }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Stack spacing={3}>
      {fields.map((field, index) => (
        <Fragment key={field.id}>
          {index > 0 && <Divider />}
          <FieldGroup
            title={`${noun} ${index + 1}`}
            action={
              index > 0 ? (
                <Button
                  color="error"
                  onClick={() => remove(index)}
                  disabled={disabled}
                  aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
                >
                  Remove
                </Button>
              ) : undefined
            }
          >
            <WarehouseEntry control={control} setValue={setValue} getValues={getValues} prefix={`${name}.${index}`} disabled={disabled} />
          </FieldGroup>
        </Fragment>
      ))}
      <div>
        <Button
          variant="outlined"
          onClick={() => append(emptyWarehouse())}
          disabled={disabled || fields.length >= MAX_APPLICATION_WAREHOUSES}
        >
          {`Add ${noun.toLowerCase()}`}
        </Button>
      </div>
    </Stack>
  );
}
