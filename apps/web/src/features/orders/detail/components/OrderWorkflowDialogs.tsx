// The order page's open dialog (process, cancel, price change, additional invoice, label, LTL) with its calls.
import { ORDER_WORKFLOW_MESSAGES, type OrderDetail, type OrderItem } from '@portal/contracts';
import { notify } from '../../../../components/feedback/notifications.tsx';
import {
  cancelOrder,
  createAdditionalInvoice,
  fetchShippingLabelUrl,
  printShippingLabel,
  requestLtlShipment,
  requestPriceChange,
} from '../../api/order-detail-calls.ts';
import { AdditionalInvoiceDialog } from './AdditionalInvoiceDialog.tsx';
import { CancelOrderDialog } from './CancelOrderDialog.tsx';
import { GenerateLabelDialog } from './GenerateLabelDialog.tsx';
import { LtlShipmentDialog } from './LtlShipmentDialog.tsx';
import { PriceChangeDialog } from './PriceChangeDialog.tsx';
import { ProcessOrderDialog } from './ProcessOrderDialog.tsx';

export type OrderWorkflowDialog = 'process' | 'cancel' | 'priceChange' | 'label' | 'ltl' | 'additionalInvoice';

export interface OrderWorkflowDialogsProps {
  dialog: OrderWorkflowDialog | null;
  order: OrderDetail;
  items: OrderItem[] | undefined;
  onClose: () => void;
  /** Back to the orders list, replacing history (after a cancellation). */
  onLeave: () => void;
  refreshOrder: () => Promise<void>;
  openInNewTab: (url: string) => void;
}

export function OrderWorkflowDialogs({
  dialog,
  order,
  items,
  onClose: close,
  onLeave,
  refreshOrder,
  openInNewTab,
}: OrderWorkflowDialogsProps) {
  return (
    <>
      {dialog === 'process' && items && <ProcessOrderDialog order={order} items={items} onClose={close} />}
      {dialog === 'cancel' && (
        <CancelOrderDialog
          cancel={async (body) => {
            await cancelOrder(order.id, body);
            void refreshOrder();
          }}
          onClose={order.purchaseOrderStatus === 'Canceled' ? onLeave : close}
          onCancelled={onLeave}
        />
      )}
      {dialog === 'priceChange' && items && (
        <PriceChangeDialog
          items={items}
          status={order.orderPriceChangeRequestStatus}
          submit={async (body) => {
            await requestPriceChange(order.id, body);
            await refreshOrder();
          }}
          onClose={close}
        />
      )}
      {dialog === 'additionalInvoice' && (
        <AdditionalInvoiceDialog
          order={order}
          submit={async (body) => {
            await createAdditionalInvoice(order.id, body);
            void refreshOrder();
          }}
          onSubmitted={() => {
            notify('order-additional-invoice', ORDER_WORKFLOW_MESSAGES.additionalInvoiceSubmitted);
            close();
          }}
          onClose={close}
        />
      )}
      {dialog === 'label' && (
        <GenerateLabelDialog
          order={order}
          submit={async (body) => {
            await printShippingLabel(order.id, body);
            return fetchShippingLabelUrl(order.id);
          }}
          onGenerated={(url) => {
            openInNewTab(url);
            void refreshOrder();
            close();
          }}
          onClose={close}
        />
      )}
      {dialog === 'ltl' && (
        <LtlShipmentDialog
          orderId={order.id}
          submit={(body) => requestLtlShipment(order.id, body)}
          onRequested={() => {
            void refreshOrder();
            close();
          }}
          onClose={close}
        />
      )}
    </>
  );
}
