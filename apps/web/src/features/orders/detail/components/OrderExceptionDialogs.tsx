// The open self-service exception dialog with its call (docs/decisions/order-exceptions.md); success is a notification.
import type { OrderExceptionFacts } from '@portal/contracts';
import { notify } from '../../../../components/feedback/notifications.tsx';
import { useChangeShipFrom, useMovePickup, useReplaceLabel, useUndoProcessing, useUndoShipment } from '../exception-calls.ts';
import { useFacilities } from '../../api/order-detail-calls.ts';
import type { OrderException } from '../order-exceptions.ts';
import { ChangeWarehouseDialog, MovePickupDialog, UndoProcessingDialog, UndoShipmentDialog } from './ExceptionDialogs.tsx';
import { ReplaceLabelDialog } from './ReplaceLabelDialog.tsx';

const DONE: Record<OrderException, string> = {
  replaceLabel: 'The label was voided and a new one bought.',
  movePickup: 'The pickup was moved and the bill of lading made again.',
  changeShipFrom: 'The order ships from the new warehouse.',
  undoProcessing: 'The order is back in Needs processing.',
  undoShipment: 'The order is back in Awaiting shipment.',
};

export interface OrderExceptionDialogsProps {
  exception: OrderException | null;
  orderId: number;
  facts: OrderExceptionFacts | undefined;
  onClose: () => void;
}

export function OrderExceptionDialogs({ exception, orderId, facts, onClose }: OrderExceptionDialogsProps) {
  const replaceLabel = useReplaceLabel(orderId);
  const movePickup = useMovePickup(orderId);
  const changeShipFrom = useChangeShipFrom(orderId);
  const undoProcessing = useUndoProcessing(orderId);
  const undoShipment = useUndoShipment(orderId);
  const facilities = useFacilities(exception === 'changeShipFrom');
  if (!exception || !facts) return null;
  const done = () => {
    notify(`order-exception-${exception}`, DONE[exception]);
    onClose();
  };
  const common = { onDone: done, onClose };
  switch (exception) {
    case 'replaceLabel':
      return <ReplaceLabelDialog facts={facts} submit={(body) => replaceLabel.mutateAsync(body)} {...common} />;
    case 'movePickup':
      return <MovePickupDialog facts={facts} submit={(body) => movePickup.mutateAsync(body)} {...common} />;
    case 'changeShipFrom':
      return facilities.data ? (
        <ChangeWarehouseDialog facts={facts} facilities={facilities.data} submit={(body) => changeShipFrom.mutateAsync(body)} {...common} />
      ) : null;
    case 'undoProcessing':
      return <UndoProcessingDialog submit={() => undoProcessing.mutateAsync(undefined)} {...common} />;
    case 'undoShipment':
      return <UndoShipmentDialog submit={(body) => undoShipment.mutateAsync(body)} {...common} />;
  }
}
