// The form 'New supplier application' (spec 2.5, 4, 5): validated by the contracts' schema (the server's own), sent
// without copyPrimaryContacts; server field messages land under their fields, the rest in the banner.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  APPLICATION_TEXTS,
  MESSAGES,
  supplierApplicationForm,
  type SupplierApplication,
  type SupplierApplicationRequest,
} from '@portal/contracts';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { FormErrorBanner } from '../../../components/form/FormErrorBanner.tsx';
import { errorAt } from '../../../components/form/error-at.ts';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { emptyApplication, emptyWarehouse, formFieldPaths, type FormValues } from './application-form-values.ts';
import { AddressFields } from './AddressFields.tsx';
import { ContactsSection } from './ContactsSection.tsx';
import { FieldRow, FormSection } from './FormSection.tsx';
import { WarehouseList } from './WarehouseList.tsx';

export const RETURNS_ACCEPTED_LABEL = 'Returns accepted';

interface Props {
  invitationToken: string;
  onSubmit: (request: SupplierApplicationRequest) => Promise<unknown>;
}

export function ApplicationForm({ invitationToken, onSubmit }: Props) {
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const { control, handleSubmit, setValue, getValues, trigger, clearErrors, setError, formState } = useForm<FormValues>({
    defaultValues: emptyApplication(invitationToken),
    // The schema turns the form's values into the request (its output, what handleSubmit receives) and checks them
    // with the server's rules. Typed as the form's values so every field component takes the same Control.
    resolver: zodResolver(supplierApplicationForm) as unknown as Resolver<FormValues>,
  });
  const country = useWatch({ control, name: 'address.country' });
  const returnsAccepted = useWatch({ control, name: 'returnsAccepted' });

  const onReturnsAcceptedChange = (checked: boolean) => {
    setValue('returnsAccepted', checked, { shouldDirty: true });
    if (!checked) {
      // Spec 4: unchecking clears the errors, resets to one empty entry and disables the fields.
      setValue('returnWarehouses', [emptyWarehouse()], { shouldDirty: true });
      clearErrors('returnWarehouses');
    }
  };

  const submit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      await onSubmit(values as unknown as SupplierApplication);
    } catch (error) {
      setBanner(applyServerErrors(error, setError, formFieldPaths(getValues())));
    }
  });

  const hasErrors = Object.keys(formState.errors).length > 0;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="application-title">
      <Stack spacing={3}>
        <Typography id="application-title" variant="h1">
          {APPLICATION_TEXTS.title}
        </Typography>

        <FormSection title={APPLICATION_TEXTS.sections.general}>
          <FieldRow>
            <FormTextField
              control={control}
              name="officialCompanyName"
              label="Official company name"
              autoComplete="organization"
              required
            />
            <FormTextField control={control} name="doingBusinessAs" label="Doing business as" required />
          </FieldRow>
          <FormTextField control={control} name="website" label="Website" type="url" autoComplete="url" required />
          <AddressFields control={control} setValue={setValue} prefix="address" country={country} />
          <FieldRow>
            <FormTextField
              control={control}
              name="leadTimes.leadTimesForSmallParcelInDays"
              label="Lead time for small parcel (days)"
              type="number"
              slotProps={{ htmlInput: { min: 1, max: 20, step: 1, inputMode: 'numeric' } }}
              helperText="From 1 to 20 days"
              required
            />
            <FormTextField
              control={control}
              name="leadTimes.leadTimesForLTLShipmentsInDays"
              label="Lead time for LTL shipments (days)"
              type="number"
              slotProps={{ htmlInput: { min: 1, max: 20, step: 1, inputMode: 'numeric' } }}
              helperText="From 1 to 20 days"
              required
            />
          </FieldRow>
        </FormSection>

        <ContactsSection control={control} setValue={setValue} trigger={trigger} />

        <FormSection title={APPLICATION_TEXTS.sections.warehouse}>
          <ArrayError message={errorAt(formState.errors, 'warehouses')} />
          <WarehouseList control={control} setValue={setValue} getValues={getValues} name="warehouses" noun="Warehouse" />
        </FormSection>

        <FormSection title={APPLICATION_TEXTS.sections.returnWarehouse}>
          <FormControlLabel
            control={<Checkbox checked={returnsAccepted} onChange={(event) => onReturnsAcceptedChange(event.target.checked)} />}
            label={RETURNS_ACCEPTED_LABEL}
          />
          <ArrayError message={returnsAccepted ? errorAt(formState.errors, 'returnWarehouses') : undefined} />
          <WarehouseList
            control={control}
            setValue={setValue}
            getValues={getValues}
            name="returnWarehouses"
            noun="Return warehouse"
            disabled={!returnsAccepted}
          />
        </FormSection>

        <FormSection title={APPLICATION_TEXTS.sections.notes}>
          <FormTextField control={control} name="notes" label="Notes" multiline minRows={4} />
        </FormSection>

        <FormErrorBanner banner={banner} />
        {hasErrors && !banner && (
          <Alert severity="error" role="alert">
            {MESSAGES.formHasFieldErrors}
          </Alert>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={formState.isSubmitting}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {APPLICATION_TEXTS.submit}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function ArrayError({ message }: { message: string | undefined }) {
  return message ? (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  ) : null;
}
