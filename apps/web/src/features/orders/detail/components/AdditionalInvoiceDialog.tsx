// Add additional invoice: number, date, 'Verify subtotals' and a running Total above zero (spec 2.3, 5 "Additional invoice").
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  additionalInvoiceRequest,
  additionalInvoiceTotalProblem,
  calculateAdditionalInvoiceTotal,
  INVOICE_NUMBER_MAX_LENGTH,
  invoiceDateProblem,
  localDay,
  localDayOf,
  MESSAGES,
  type AdditionalInvoiceRequest,
  type OrderDetail,
} from '@portal/contracts';
import { z } from 'zod';
import { FormErrorBanner } from '../../../../components/form/FormErrorBanner.tsx';
import { FormTextField } from '../../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../../components/form/server-errors.ts';
import { AmountField, DateField } from './AmountField.tsx';
import { DialogShell } from '../../../../components/dialogs/DialogShell.tsx';
import { StepActions } from './StepActions.tsx';
import { TotalLines } from './TotalLines.tsx';

const additionalInvoiceForm = additionalInvoiceRequest.extend({ invoiceDate: z.string().min(1, MESSAGES.required) });
type AdditionalInvoiceForm = z.input<typeof additionalInvoiceForm>;
const FIELDS = ['invoiceNumber', 'invoiceDate', 'tax', 'discount', 'shippingCost', 'handlingFee'] as const;

export interface AdditionalInvoiceDialogProps {
  order: Pick<OrderDetail, 'createdOn'>;
  submit: (body: AdditionalInvoiceRequest) => Promise<unknown>;
  onSubmitted: () => void;
  onClose: () => void;
}

export function AdditionalInvoiceDialog({ order, submit, onSubmitted, onClose }: AdditionalInvoiceDialogProps) {
  const today = localDay();
  const createdDay = localDayOf(order.createdOn);
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const form = useForm<AdditionalInvoiceForm>({
    resolver: zodResolver(additionalInvoiceForm),
    defaultValues: { invoiceNumber: '', invoiceDate: '', shippingCost: '0', handlingFee: '0', discount: '0', tax: '0' },
  });
  const v = useWatch({ control: form.control });
  const total = calculateAdditionalInvoiceTotal({
    tax: v.tax as string,
    shippingCost: v.shippingCost as string,
    handlingFee: v.handlingFee as string,
    discount: v.discount as string,
  });
  const { isSubmitting, isSubmitted } = form.formState;
  // shown once the user tried to submit, so a fresh form of zeros is not red from the start
  const totalProblem = isSubmitted ? additionalInvoiceTotalProblem(total) : null;

  const send = form.handleSubmit(async (values) => {
    setBanner(null);
    const dateProblem = invoiceDateProblem(values.invoiceDate, createdDay, today);
    if (dateProblem) return form.setError('invoiceDate', { message: dateProblem });
    const problem = additionalInvoiceTotalProblem(total);
    if (problem) return form.setError('discount', { message: problem });
    try {
      await submit({
        invoiceNumber: values.invoiceNumber.trim(),
        invoiceDate: values.invoiceDate,
        tax: String(values.tax).trim(),
        discount: String(values.discount).trim(),
        shippingCost: String(values.shippingCost).trim(),
        handlingFee: String(values.handlingFee).trim(),
      });
      onSubmitted();
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <DialogShell longActionHint title="Add additional invoice" width="lg" onClose={onClose} busy={isSubmitting}>
      <Stack component="form" noValidate spacing={2} onSubmit={send}>
        <FormErrorBanner banner={banner} />
        <FormTextField
          control={form.control}
          name="invoiceNumber"
          label="Invoice number"
          required
          slotProps={{ htmlInput: { maxLength: INVOICE_NUMBER_MAX_LENGTH } }}
        />
        <DateField control={form.control} name="invoiceDate" label="Invoice date" required min={createdDay} max={today} />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
            Verify subtotals
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <AmountField control={form.control} name="shippingCost" label="Shipping" />
            <AmountField control={form.control} name="handlingFee" label="Handling fee" required />
            <AmountField control={form.control} name="discount" label="Discount" problem={totalProblem} />
            <AmountField control={form.control} name="tax" label="Tax" />
          </Box>
        </Box>
        <TotalLines label="Invoice total" lines={[]} total={{ label: 'Total', value: total, testId: 'additional-invoice-total' }} />
        <StepActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Add additional invoice
          </Button>
        </StepActions>
      </Stack>
    </DialogShell>
  );
}
