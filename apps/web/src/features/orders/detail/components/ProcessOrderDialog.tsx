// Process order: details -> shipping -> invoice, starting at the step of the status (spec 4 "Process order modal").
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { SUCCESS_DIALOG_MS, type OrderDetail, type OrderItem } from '@portal/contracts';
import { calculateAllowance, createInvoice, saveShipments, saveSupplierOrderNumber } from '../../api/order-detail-calls.ts';
import { isOrderDetailKey, ordersKeys } from '../../api/orders-keys.ts';
import { processStartStep } from '../order-actions.ts';
import { DialogShell } from '../../../../components/dialogs/DialogShell.tsx';
import { InvoiceStep } from './InvoiceStep.tsx';
import { ShipmentStep } from './ShipmentStep.tsx';
import { SupplierOrderNumberStep } from './SupplierOrderNumberStep.tsx';

export const LTL_NOTICE = 'Order confirmed. Now, please request the LTL shipment.';
export const LTL_NOTICE_MS = 4000;
export const ORDER_COMPLETED = 'Order completed';
const STEPS = ['Order details', 'Shipping', 'Invoice'];

type View = { kind: 'step'; step: 0 | 1 | 2 } | { kind: 'ltl' } | { kind: 'completed' } | { kind: 'none' };

export interface ProcessOrderDialogProps {
  order: OrderDetail;
  items: OrderItem[];
  onClose: () => void;
}

function initialView(order: OrderDetail): View {
  const step = processStartStep(order.purchaseOrderStatus);
  if (step !== null) return { kind: 'step', step };
  return order.purchaseOrderStatus === 'Complete' ? { kind: 'completed' } : { kind: 'none' };
}

export function ProcessOrderDialog({ order, items, onClose }: ProcessOrderDialogProps) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>(() => initialView(order));
  const [busy, setBusy] = useState(false);
  // what the dialog changed, so closing refreshes the order (and at the invoice step the items too)
  const moved = useRef(false);
  const itemsChanged = useRef(false);

  const close = useCallback(() => {
    const refreshes: Promise<void>[] = [];
    if (moved.current) refreshes.push(queryClient.invalidateQueries({ queryKey: ordersKeys.detail(order.id), exact: true }));
    if (itemsChanged.current) refreshes.push(queryClient.invalidateQueries({ queryKey: ordersKeys.items(order.id) }));
    if (moved.current) {
      refreshes.push(queryClient.invalidateQueries({ queryKey: ordersKeys.history(order.id) }));
      // the orders list shows the new status too
      refreshes.push(queryClient.invalidateQueries({ queryKey: ordersKeys.all, predicate: (q) => !isOrderDetailKey(q.queryKey) }));
    }
    void Promise.all(refreshes);
    onClose();
  }, [queryClient, order.id, onClose]);

  // the LTL notice and the completed view close themselves
  useEffect(() => {
    if (view.kind !== 'ltl' && view.kind !== 'completed') return;
    const timer = window.setTimeout(close, view.kind === 'ltl' ? LTL_NOTICE_MS : SUCCESS_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [view.kind, close]);

  const afterDetails = (how: 'continue' | 'exit') => {
    moved.current = true;
    if (how === 'exit') return close();
    if (order.shippingMethod.includes('BisonLtl')) setView({ kind: 'ltl' });
    else setView({ kind: 'step', step: 1 });
  };
  const afterShipping = (how: 'continue' | 'exit') => {
    moved.current = true;
    itemsChanged.current = true;
    if (how === 'exit') return close();
    setView({ kind: 'step', step: 2 });
  };
  const afterInvoice = () => {
    moved.current = true;
    itemsChanged.current = true;
    setView({ kind: 'completed' });
  };

  return (
    <DialogShell longActionHint title="Process order" width="xl" onClose={close} busy={busy}>
      {view.kind === 'step' && (
        <Stack spacing={3}>
          <Stepper activeStep={view.step} alternativeLabel>
            {STEPS.map((label) => (
              <Step key={label}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {view.step === 0 && (
            <SupplierOrderNumberStep
              order={order}
              save={(body) => saveSupplierOrderNumber(order.id, body)}
              onBusy={setBusy}
              onSaved={afterDetails}
            />
          )}
          {view.step === 1 && (
            <ShipmentStep
              order={order}
              items={items}
              save={(body) => saveShipments(order.id, body)}
              onBusy={setBusy}
              onSaved={afterShipping}
            />
          )}
          {view.step === 2 && (
            <InvoiceStep
              order={order}
              items={items}
              save={(body) => createInvoice(order.id, body)}
              calculateAllowance={calculateAllowance}
              onBusy={setBusy}
              onSaved={afterInvoice}
            />
          )}
        </Stack>
      )}
      {view.kind === 'ltl' && <Alert severity="success">{LTL_NOTICE}</Alert>}
      {view.kind === 'completed' && (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="h6" component="p">
            {ORDER_COMPLETED}
          </Typography>
        </Stack>
      )}
      {view.kind === 'none' && <Typography color="text.secondary">This order has no processing step.</Typography>}
    </DialogShell>
  );
}
