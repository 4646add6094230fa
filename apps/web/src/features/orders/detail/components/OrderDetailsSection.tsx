// 'Order details': shipping address with copy buttons, shipping details with the extra actions, order and invoice lines.
import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { SHIPPING_METHOD_LABELS, type OrderDetail } from '@portal/contracts';
import { EMPTY_VALUE, formatDate } from '../../../../lib/format.ts';
import { CopyButton } from './CopyButton.tsx';
import { Field, Section } from './Section.tsx';

const joinOrEmpty = (values: readonly string[]) => (values.length ? values.join(', ') : EMPTY_VALUE);

export function addressLines(a: OrderDetail['shippingAddress']): string[] {
  const cityLine = [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.address, a.address2, a.address3, cityLine, a.country].filter((l): l is string => !!l && l.trim() !== '');
}

function CopyRow({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
      <Field label={label}>
        <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
          {value || EMPTY_VALUE}
        </Box>
      </Field>
      {value && <CopyButton value={value} label={label.toLowerCase()} />}
    </Stack>
  );
}

export function OrderDetailsSection({ order, shippingActions }: { order: OrderDetail; shippingActions: ReactNode }) {
  const address = order.shippingAddress;
  const invoices = order.invoices;
  return (
    <Section title="Order details">
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Stack spacing={1.5}>
          <Typography variant="subtitle2" component="h3">
            Shipping address
          </Typography>
          <CopyRow label="Name" value={address.recipientName ?? ''} />
          <CopyRow label="Address" value={addressLines(address).join('\n')} />
          <CopyRow label="Phone" value={address.phone ?? ''} />
        </Stack>
        <Stack spacing={1.5}>
          <Typography variant="subtitle2" component="h3">
            Shipping details
          </Typography>
          <Field label="Shipping method">{joinOrEmpty(order.shippingMethod.map((m) => SHIPPING_METHOD_LABELS[m]))}</Field>
          <Field label="Ship from">{order.shipFrom || EMPTY_VALUE}</Field>
          {shippingActions}
        </Stack>
        <Stack spacing={1.5}>
          <Typography variant="subtitle2" component="h3">
            Order details
          </Typography>
          <Field label="PO number">{order.purchaseOrderNumber}</Field>
          <Field label="Order date">{formatDate(order.createdOn)}</Field>
          <Field label="Supplier order number">{order.supplierOrderNumber || EMPTY_VALUE}</Field>
          <Field label="Customer name">{order.customerName || EMPTY_VALUE}</Field>
        </Stack>
        <Stack spacing={1.5}>
          <Typography variant="subtitle2" component="h3">
            Invoice
          </Typography>
          <Field label="Invoice number">{joinOrEmpty(invoices.map((i) => i.invoiceNumber))}</Field>
          <Field label="Invoice date">
            {joinOrEmpty(invoices.map((i) => formatDate(i.invoiceDate ? `${i.invoiceDate}T00:00:00` : null)))}
          </Field>
          <Field label="Invoice creation date">{joinOrEmpty(invoices.map((i) => formatDate(i.invoiceCreationDate)))}</Field>
        </Stack>
      </Box>
    </Section>
  );
}
