// Process order step 2: the first invoice, its running total and the debounced allowance (spec 4, 5 "Invoice", 7).
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Divider, Stack, TextField } from '@mui/material';
import {
  calculateItemsTotal,
  fixedShippingTotal,
  INVOICE_NUMBER_MAX_LENGTH,
  invoiceDateProblem,
  localDay,
  localDayOf,
  invoiceRequest,
  invoiceStepMoney,
  invoiceTotalProblem,
  MESSAGES,
  type CalculateAllowanceRequest,
  type CalculatedAllowance,
  type InvoiceRequest,
  type OrderDetail,
  type OrderItem,
} from '@portal/contracts';
import { z } from 'zod';
import { FormErrorBanner } from '../../../../components/form/FormErrorBanner.tsx';
import { FormTextField } from '../../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../../components/form/server-errors.ts';
import { formatCurrency } from '../../../../lib/format.ts';
import { AmountField, DateField } from './AmountField.tsx';
import { TotalLines } from './TotalLines.tsx';
import { StepActions } from './StepActions.tsx';
import { useInvoiceAllowance } from './use-invoice-allowance.ts';

export { ALLOWANCE_DEBOUNCE_MS } from './use-invoice-allowance.ts';

const invoiceForm = z.object({
  invoiceNumber: invoiceRequest.shape.invoiceNumber,
  invoiceDate: z.string().min(1, MESSAGES.required),
  tax: invoiceRequest.shape.tax,
  discount: invoiceRequest.shape.discount,
  shippingCost: invoiceRequest.shape.shippingCost,
  handlingFee: invoiceRequest.shape.tax,
});
type InvoiceForm = z.input<typeof invoiceForm>;
const FIELDS = ['invoiceNumber', 'invoiceDate', 'tax', 'discount', 'shippingCost', 'handlingFee'] as const;

export interface InvoiceStepProps {
  order: OrderDetail;
  items: OrderItem[];
  save: (body: InvoiceRequest) => Promise<unknown>;
  calculateAllowance: (body: CalculateAllowanceRequest) => Promise<CalculatedAllowance>;
  onBusy: (busy: boolean) => void;
  onSaved: () => void;
}

export function InvoiceStep({ order, items, save, calculateAllowance, onBusy, onSaved }: InvoiceStepProps) {
  const today = localDay();
  const createdDay = localDayOf(order.createdOn);
  const itemsTotal = calculateItemsTotal(items);
  const fixedShipping = fixedShippingTotal(items);
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const form = useForm<InvoiceForm>({
    resolver: zodResolver(invoiceForm),
    defaultValues: {
      invoiceNumber: '',
      invoiceDate: today,
      tax: '0',
      discount: '0',
      shippingCost: fixedShipping ?? '0',
      handlingFee: order.canEditHandlingFee ? '0' : order.calculatedHandlingFee,
    },
  });
  const values = useWatch({ control: form.control });
  const invoiceDate = values.invoiceDate ?? '';
  const allowance = useInvoiceAllowance({
    initial: { amount: order.calculatedAllowance, agreements: order.agreements },
    invoiceDate,
    createdDay,
    today,
    itemsTotal,
    calculateAllowance,
  });
  // the cents the server will store: orderMoney's lines with its allowance for the invoice date
  const invoice = invoiceStepMoney({
    items,
    tax: values.tax,
    handlingFee: values.handlingFee,
    shippingCost: values.shippingCost,
    discount: values.discount,
    allowance,
  });
  const totalProblem = invoiceTotalProblem(invoice.total);

  const submit = form.handleSubmit(async (v) => {
    setBanner(null);
    const dateProblem = invoiceDateProblem(v.invoiceDate, createdDay, today);
    if (dateProblem) return form.setError('invoiceDate', { message: dateProblem });
    if (totalProblem) return form.setError('discount', { message: totalProblem });
    const body: InvoiceRequest = {
      invoiceNumber: v.invoiceNumber.trim(),
      invoiceDate: v.invoiceDate,
      tax: String(v.tax).trim(),
      discount: String(v.discount).trim(),
      shippingCost: String(v.shippingCost).trim(),
      // the handling fee is the marketplace's unless the supplier may edit it
      ...(order.canEditHandlingFee ? { handlingFee: String(v.handlingFee).trim() } : {}),
    };
    onBusy(true);
    try {
      await save(body);
      onSaved();
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, FIELDS));
    } finally {
      onBusy(false);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <FormErrorBanner banner={banner} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={form.control}
          name="invoiceNumber"
          label="Invoice number"
          required
          slotProps={{ htmlInput: { maxLength: INVOICE_NUMBER_MAX_LENGTH } }}
        />
        <DateField control={form.control} name="invoiceDate" label="Invoice date" required min={createdDay} max={today} />
        <AmountField control={form.control} name="shippingCost" label="Shipping" disabled={fixedShipping !== null} />
        {order.canEditHandlingFee && <AmountField control={form.control} name="handlingFee" label="Handling fee" />}
        <AmountField control={form.control} name="tax" label="Tax" />
        <AmountField
          control={form.control}
          name="discount"
          label="Discount"
          // the negative-total message belongs to the discount field (spec 5)
          problem={totalProblem}
        />
        <TextField label="Allowance" value={formatCurrency(invoice.allowance)} slotProps={{ input: { readOnly: true } }} fullWidth />
      </Box>
      <Divider />
      <TotalLines
        label="Invoice total"
        lines={[
          { label: 'Items total', value: invoice.itemsTotal },
          { label: 'Shipping', value: invoice.shippingCost },
          { label: 'Handling fee', value: invoice.handlingFee },
          { label: 'Tax', value: invoice.tax },
          { label: 'Discount', value: invoice.discount, subtracted: true },
          { label: 'Allowance', value: invoice.allowance, subtracted: true },
        ]}
        total={{ label: 'Total', value: invoice.total, testId: 'invoice-total', negative: !!totalProblem }}
      />
      <StepActions>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          Complete order
        </Button>
      </StepActions>
    </Stack>
  );
}
