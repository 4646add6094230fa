// The order page's open dialog (process, cancel, price change, additional invoice, label, LTL) with its calls.
import { ORDER_WORKFLOW_MESSAGES, type OrderDetail, type OrderItem } from '@portal/contracts';
import { notify } from '../../../../components/feedback/notifications.tsx';
import {
  useCancelOrder,
  useCreateAdditionalInvoice,
  usePrintShippingLabel,
  useRequestLtlShipment,
  useRequestPriceChange,
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
  openInNewTab: (url: string) => void;
}

export function OrderWorkflowDialogs({ dialog, order, items, onClose: close, onLeave, openInNewTab }: OrderWorkflowDialogsProps) {
  // each write refreshes the order once (useOrderWrite in api/order-detail-calls.ts)
  const cancel = useCancelOrder(order.id);
  const priceChange = useRequestPriceChange(order.id);
  const additionalInvoice = useCreateAdditionalInvoice(order.id);
  const label = usePrintShippingLabel(order.id);
  const ltl = useRequestLtlShipment(order.id);
  return (
    <>
      {dialog === 'process' && items && <ProcessOrderDialog order={order} items={items} onClose={close} />}
      {dialog === 'cancel' && (
        <CancelOrderDialog
          cancel={async (body) => {
            await cancel.mutateAsync(body);
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
            await priceChange.mutateAsync(body);
          }}
          onClose={close}
        />
      )}
      {dialog === 'additionalInvoice' && (
        <AdditionalInvoiceDialog
          order={order}
          submit={async (body) => {
            await additionalInvoice.mutateAsync(body);
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
          submit={(body) => label.mutateAsync(body)}
          onGenerated={(url) => {
            openInNewTab(url);
            close();
          }}
          onClose={close}
        />
      )}
      {dialog === 'ltl' && (
        <LtlShipmentDialog orderId={order.id} submit={(body) => ltl.mutateAsync(body)} onRequested={close} onClose={close} />
      )}
    </>
  );
}
