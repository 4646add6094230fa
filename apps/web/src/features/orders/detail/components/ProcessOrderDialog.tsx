// Process order: details -> shipping -> invoice, starting at the step of the status (spec 4 "Process order modal").
import { useEffect, useState } from 'react';
import { Alert, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { SUCCESS_DIALOG_MS, type OrderDetail, type OrderItem } from '@portal/contracts';
import { calculateAllowance, useCreateInvoice, useSaveShipments, useSaveSupplierOrderNumber } from '../../api/order-detail-calls.ts';
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
  const [view, setView] = useState<View>(() => initialView(order));
  const [busy, setBusy] = useState(false);
  // each step's save refreshes the order once (useOrderWrite in api/order-detail-calls.ts)
  const saveDetails = useSaveSupplierOrderNumber(order.id);
  const saveShipping = useSaveShipments(order.id);
  const saveInvoice = useCreateInvoice(order.id);

  // the LTL notice and the completed view close themselves
  useEffect(() => {
    if (view.kind !== 'ltl' && view.kind !== 'completed') return;
    const timer = window.setTimeout(onClose, view.kind === 'ltl' ? LTL_NOTICE_MS : SUCCESS_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [view.kind, onClose]);

  const afterDetails = (how: 'continue' | 'exit') => {
    if (how === 'exit') return onClose();
    if (order.shippingMethod.includes('BisonLtl')) setView({ kind: 'ltl' });
    else setView({ kind: 'step', step: 1 });
  };
  const afterShipping = (how: 'continue' | 'exit') => {
    if (how === 'exit') return onClose();
    setView({ kind: 'step', step: 2 });
  };
  const afterInvoice = () => {
    setView({ kind: 'completed' });
  };

  return (
    <DialogShell longActionHint title="Process order" width="xl" onClose={onClose} busy={busy}>
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
            <SupplierOrderNumberStep order={order} save={(body) => saveDetails.mutateAsync(body)} onBusy={setBusy} onSaved={afterDetails} />
          )}
          {view.step === 1 && (
            <ShipmentStep
              order={order}
              items={items}
              save={(body) => saveShipping.mutateAsync(body)}
              onBusy={setBusy}
              onSaved={afterShipping}
            />
          )}
          {view.step === 2 && (
            <InvoiceStep
              order={order}
              items={items}
              save={(body) => saveInvoice.mutateAsync(body)}
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
