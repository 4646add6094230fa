// /ops/orders/:orderId: an order of any supplier, read-only, for operators (docs/decisions/console-words.md, "PO
// numbers"). It reuses the supplier order page's read-only parts (details, invoices, items with their trackings, the
// stored amounts, activity); the supplier's actions, banners and dialogs are not here.
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Chip, Link, Stack } from '@mui/material';
import { consoleWords, ORDER_NOT_FOUND, type OpsOrderView } from '@portal/contracts';
import { PageProgress } from '../../../../components/feedback/PageProgress.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { formatDateTime, formatDay } from '../../../../lib/format.ts';
import { InvoicesBlock } from '../components/InvoicesBlock.tsx';
import { OrderActivity } from '../components/OrderActivity.tsx';
import { OrderDetailsSection } from '../components/OrderDetailsSection.tsx';
import { OrderItemsList } from '../components/OrderItemsList.tsx';
import { Field } from '../components/Section.tsx';
import { SubtotalBlock, TotalFooter } from '../components/SubtotalBlock.tsx';
import { useOpsOrder } from './ops-order-call.ts';
import { PageTitle } from '../../../../components/page/PageTitle.tsx';

export function OpsOrderPage() {
  const { orderId = '' } = useParams();
  const valid = /^\d+$/.test(orderId) && Number(orderId) > 0;
  const view = useOpsOrder(Number(orderId), valid);
  useDocumentTitle(view.data ? `Order - ${view.data.order.purchaseOrderNumber}` : 'Order');

  if (!valid || view.isError) return <Alert severity="error">{ORDER_NOT_FOUND}</Alert>;
  if (!view.data) return <PageProgress />;
  return <OrderView view={view.data} />;
}

/** What waits on the operators or happened to the order's requests, in the console's words and dates. */
function requestFields({ order }: OpsOrderView): [label: string, value: ReactNode][] {
  const fields: [string, ReactNode][] = [];
  if (order.promisedShippingDate) fields.push(['Promised shipping date', formatDay(order.promisedShippingDate)]);
  if (order.orderPriceChangeRequestStatus) fields.push(['Price change', consoleWords(order.orderPriceChangeRequestStatus)]);
  if (order.cancellation) {
    const { reason, status, restockDate, requestedOn } = order.cancellation;
    const restock = restockDate ? ` · restock ${formatDay(restockDate)}` : '';
    fields.push(['Cancellation', `${consoleWords(status)} · ${consoleWords(reason)}${restock} · asked ${formatDateTime(requestedOn)}`]);
  }
  if (order.shipmentRequestStatus) fields.push(['LTL shipment', consoleWords(order.shipmentRequestStatus)]);
  return fields;
}

function OrderView({ view }: { view: OpsOrderView }) {
  const { order, supplier } = view;
  const requests = requestFields(view);
  return (
    <Box sx={{ position: 'relative' }}>
      <Stack spacing={2} sx={{ pb: 2 }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <PageTitle>{order.purchaseOrderNumber}</PageTitle>
            <Chip size="small" label={consoleWords(order.purchaseOrderStatus)} />
          </Stack>
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Field label="Supplier">
              <Link component={RouterLink} to={`/ops/suppliers/${supplier.id}`}>
                {supplier.name}
              </Link>
            </Field>
            <Field label="Ordered">{formatDateTime(order.createdOn)}</Field>
            {requests.map(([label, value]) => (
              <Field key={label} label={label}>
                {value}
              </Field>
            ))}
          </Stack>
        </Stack>
        <OrderDetailsSection order={order} shippingActions={null} />
        <InvoicesBlock invoices={order.invoices} inReview={order.invoicesInReview} rejected={order.invoicesRejected} action={null} />
        <OrderItemsList items={view.items} failed={false} loading={false} action={null} footer={<SubtotalBlock order={order} />} />
        <OrderActivity entries={view.history} failed={false} />
      </Stack>
      <TotalFooter order={order} />
    </Box>
  );
}

export const Component = OpsOrderPage;
