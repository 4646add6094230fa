// The answer of an address correction case (docs/decisions/cases.md, "Address correction"): the corrected shipping
// address of the order the case is about, checked with the contracts' address schema, and the operator's message
// (proposed in the contracts' words). One call writes the address onto the order and the answer on the case; a
// shipped order refuses it with the reason, shown in the banner.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { CASE_MESSAGES, caseAddressCorrectionRequest, type CaseAddressCorrectionRequest } from '@portal/contracts';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';

type Form = {
  address: { address1: string; address2: string; city: string; state: string; zip: string; country: string };
  message: string;
};
const FIELDS = [
  'address.address1',
  'address.address2',
  'address.city',
  'address.state',
  'address.zip',
  'address.country',
  'message',
] as const;

export interface AddressCorrectionFormProps {
  purchaseOrderNumber: string;
  correct: (body: CaseAddressCorrectionRequest) => Promise<unknown>;
}

export function AddressCorrectionForm({ purchaseOrderNumber, correct }: AddressCorrectionFormProps) {
  const form = useForm<Form>({
    resolver: zodResolver(caseAddressCorrectionRequest) as never,
    defaultValues: {
      address: { address1: '', address2: '', city: '', state: '', zip: '', country: 'US' },
      message: CASE_MESSAGES.addressCorrected(purchaseOrderNumber),
    },
  });
  const [banner, setBanner] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await correct(values as CaseAddressCorrectionRequest);
      form.reset();
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, FIELDS).title);
    }
  });
  const { control } = form;
  return (
    <Card variant="outlined" component="section" aria-labelledby="case-address-title">
      <CardContent>
        <Stack component="form" spacing={2} noValidate onSubmit={(e) => void submit(e)}>
          <Typography variant="h6" component="h2" id="case-address-title">
            Correct the shipping address of {purchaseOrderNumber}
          </Typography>
          <FormTextField control={control} name="address.address1" label="Address" required />
          <FormTextField control={control} name="address.address2" label="Address 2" />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="address.city" label="City" required />
            <FormTextField control={control} name="address.state" label="State" required />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="address.zip" label="ZIP" required />
            <FormTextField control={control} name="address.country" label="Country" required helperText="Two letters, e.g. US" />
          </Stack>
          <FormTextField control={control} name="message" label="Your answer" required multiline minRows={3} />
          {banner && <Alert severity="error">{banner}</Alert>}
          <div>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              Correct the address
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
