// /ops/orders/new: an operator creates a purchase order by hand (the same call the marketplace's systems use).
import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import type { OrderIntakeResponse } from '@portal/contracts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatCurrency } from '../../../lib/format.ts';
import { useCreateOrder } from './ops-calls.ts';
import { NewOrderForm } from './NewOrderForm.tsx';
import { PageTitle } from '../../../components/page/PageTitle.tsx';

export function NewOrderPage() {
  useDocumentTitle('New order');
  const create = useCreateOrder();
  const [created, setCreated] = useState<OrderIntakeResponse | null>(null);
  return (
    <Stack spacing={3}>
      <PageTitle>New order</PageTitle>
      {created && (
        <Alert severity="success" onClose={() => setCreated(null)}>
          Order {created.purchaseOrderNumber} created ({formatCurrency(created.total)}); it is in the supplier's open orders.
        </Alert>
      )}
      <NewOrderForm create={(body) => create.mutateAsync(body)} onCreated={setCreated} />
    </Stack>
  );
}

export const Component = NewOrderPage;
