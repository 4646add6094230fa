// /orders/:id: the single order with its workflows (spec 2.2). This route owns the queries and the open dialog.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Stack, Typography } from '@mui/material';
import { caseLinkText, ORDER_WORKFLOW_MESSAGES, type OrderDetail, type OrderItem } from '@portal/contracts';
import { ObjectCasesSection } from '../../../components/cases/ObjectCasesSection.tsx';
import { OpenCaseButton } from '../../../components/cases/OpenCaseButton.tsx';
import { NotFoundPage } from '../../../components/feedback/NotFoundPage.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { bookedShipmentQueryOptions, useOrder, useOrderHistory, useOrderItems } from '../api/order-detail-calls.ts';
import { useOrderExceptions } from './exception-calls.ts';
import { orderExceptionItems, type OrderException } from './order-exceptions.ts';
import { orderActions, orderBanners, shouldFetchBookedShipment } from './order-actions.ts';
import { InvoicesBlock } from './components/InvoicesBlock.tsx';
import { OrderActivity } from './components/OrderActivity.tsx';
import { OrderBanners } from './components/OrderBanners.tsx';
import { OrderDetailsSection } from './components/OrderDetailsSection.tsx';
import { OrderExceptionDialogs } from './components/OrderExceptionDialogs.tsx';
import { OrderExceptionsMenu } from './components/OrderExceptionsMenu.tsx';
import { OrderHeader } from './components/OrderHeader.tsx';
import { OrderItemsList } from './components/OrderItemsList.tsx';
import { OrderPageSkeleton } from './components/OrderPageSkeleton.tsx';
import { OrderWorkflowDialogs, type OrderWorkflowDialog } from './components/OrderWorkflowDialogs.tsx';
import { ShippingActions } from './components/ShippingActions.tsx';
import { SubtotalBlock, TotalFooter } from './components/SubtotalBlock.tsx';
import { openInNewTab, useOrderDownloads } from './use-order-downloads.ts';

export function OrderDetailPage() {
  const { id = '' } = useParams();
  const numeric = /^\d+$/.test(id) && Number(id) > 0;
  const orderId = numeric ? Number(id) : 0;
  useDocumentTitle(`Order - ${id}`);
  const order = useOrder(orderId, numeric);
  const items = useOrderItems(orderId, numeric);
  const history = useOrderHistory(orderId, numeric);

  if (!numeric || order.isError) return <NotFoundPage backTo="/orders" />;
  if (order.isPending) return <OrderPageSkeleton />;
  return <OrderView order={order.data} items={items.data} itemsFailed={items.isError} itemsLoading={items.isPending} history={history} />;
}

interface OrderViewProps {
  order: OrderDetail;
  items: OrderItem[] | undefined;
  itemsFailed: boolean;
  itemsLoading: boolean;
  history: ReturnType<typeof useOrderHistory>;
}

function OrderView({ order, items, itemsFailed, itemsLoading, history }: OrderViewProps) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { isEnabled } = useFeatureFlags();
  const [dialog, setDialog] = useState<OrderWorkflowDialog | null>(null);
  const billOfLading = isEnabled('BillOfLading');
  const canProcess = user.data?.supplierCanProcessOrders ?? false;
  const ctx = { canProcess, billOfLading, itemsUnavailable: itemsFailed || (!itemsLoading && (!items || items.length === 0)) };
  const actions = orderActions(order, ctx);
  const banners = orderBanners(order, ctx);
  const fetchBooked = shouldFetchBookedShipment(order, billOfLading);
  const booked = useQuery(bookedShipmentQueryOptions(order.id, order.shipmentRequestId ?? 0, fetchBooked));
  // the self-service exceptions (docs/decisions/order-exceptions.md): only for a supplier that processes its orders here
  const exceptionFacts = useOrderExceptions(order.id, canProcess);
  const [exception, setException] = useState<OrderException | null>(null);
  const exceptionItems = exceptionFacts.data ? orderExceptionItems(exceptionFacts.data, new Date()) : [];

  const close = () => setDialog(null);

  const { download, openFedexLabel } = useOrderDownloads(order.id);

  // a disabled 'Request price change' says why under it (docs/decisions/order-detail.md, "Disabled actions say why")
  const priceChangeReason = actions.priceChangeDisabledReason;
  const priceChangeButton = actions.showPriceChange && (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
      <Button
        variant="outlined"
        disabled={!actions.priceChangeEnabled}
        onClick={() => setDialog('priceChange')}
        aria-describedby={priceChangeReason ? 'price-change-disabled-reason' : undefined}
      >
        Request price change
      </Button>
      {priceChangeReason && (
        <Typography id="price-change-disabled-reason" variant="caption" sx={{ color: 'text.secondary', textAlign: 'right' }}>
          {priceChangeReason}
        </Typography>
      )}
    </Stack>
  );
  const addInvoiceButton = actions.showAddInvoice && (
    <Button variant="outlined" disabled={!actions.addInvoiceEnabled} onClick={() => setDialog('additionalInvoice')}>
      Add additional invoice
    </Button>
  );

  return (
    <Box sx={{ position: 'relative' }}>
      <Stack spacing={3} sx={{ pb: 2 }}>
        <OrderHeader
          order={order}
          actions={actions}
          showSoldOn={isEnabled('SalesByChannelAnalytics')}
          onBack={() => navigate(-1)}
          onCancel={() => setDialog('cancel')}
          onProcess={() => setDialog('process')}
          exceptions={<OrderExceptionsMenu items={exceptionItems} onChoose={setException} />}
        />
        <OrderBanners
          banners={banners}
          booked={fetchBooked ? booked.data : undefined}
          bookedFailed={fetchBooked && booked.isError}
          billOfLading={billOfLading}
        />
        <OrderDetailsSection
          order={order}
          shippingActions={
            <ShippingActions
              actions={actions}
              onGenerateLabel={() => setDialog('label')}
              onOpenFedexLabel={openFedexLabel}
              onRequestLtl={() => setDialog('ltl')}
              onDownloadBol={() => download(order.bolFileName, ORDER_WORKFLOW_MESSAGES.bolFileMissing)}
              onDownloadLabel={() => download(order.labelFileName, ORDER_WORKFLOW_MESSAGES.labelFileMissing)}
            />
          }
        />
        {order.invoices.length + order.invoicesInReview.length + (order.invoicesRejected?.length ?? 0) > 0 ? (
          <InvoicesBlock
            invoices={order.invoices}
            inReview={order.invoicesInReview}
            rejected={order.invoicesRejected}
            action={addInvoiceButton}
            rowAction={
              isEnabled('Support')
                ? (invoice) => (
                    <OpenCaseButton
                      size="small"
                      variant="text"
                      link={{ kind: 'invoice', id: invoice.id }}
                      aboutLabel={caseLinkText('invoice', invoice.invoiceNumber)}
                      ariaLabel={`Open a case about invoice ${invoice.invoiceNumber}`}
                    />
                  )
                : undefined
            }
          />
        ) : (
          addInvoiceButton && <Box>{addInvoiceButton}</Box>
        )}
        <OrderItemsList
          items={items}
          failed={itemsFailed}
          loading={itemsLoading}
          action={priceChangeButton}
          footer={<SubtotalBlock order={order} />}
        />
        <ObjectCasesSection link={{ kind: 'order', id: order.id }} aboutLabel={caseLinkText('order', order.purchaseOrderNumber)} />
        <OrderActivity entries={history.data} failed={history.isError} />
      </Stack>
      <TotalFooter order={order} />

      <OrderWorkflowDialogs
        dialog={dialog}
        order={order}
        items={items}
        onClose={close}
        onLeave={() => navigate('/orders', { replace: true })}
        openInNewTab={openInNewTab}
      />
      <OrderExceptionDialogs exception={exception} orderId={order.id} facts={exceptionFacts.data} onClose={() => setException(null)} />
    </Box>
  );
}

export const Component = OrderDetailPage;
