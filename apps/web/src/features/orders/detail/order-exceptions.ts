// Which self-service exceptions the order page offers and why one is disabled (docs/decisions/order-exceptions.md):
// each item shows while it makes sense for the order's state and is disabled with its rule's reason, the contracts'
// function the server refuses with.
import {
  changeShipFromBlockedReason,
  movePickupBlockedReason,
  undoProcessingBlockedReason,
  undoShipmentBlockedReason,
  voidLabelBlockedReason,
  type OrderExceptionFacts,
} from '@portal/contracts';

export type OrderException = 'replaceLabel' | 'movePickup' | 'changeShipFrom' | 'undoProcessing' | 'undoShipment';

export const ORDER_EXCEPTION_LABELS: Record<OrderException, string> = {
  replaceLabel: 'Void label and buy another',
  movePickup: 'Move LTL pickup',
  changeShipFrom: 'Change warehouse',
  undoProcessing: 'Undo processing',
  undoShipment: 'Undo shipment',
};

export interface OrderExceptionItem {
  exception: OrderException;
  label: string;
  /** null: enabled. */
  disabledReason: string | null;
}

export function orderExceptionItems(facts: OrderExceptionFacts, now: Date): OrderExceptionItem[] {
  const open = facts.status === 'NeedsProcessing' || facts.status === 'AwaitingShipment';
  const offered: [OrderException, boolean, () => string | null][] = [
    ['replaceLabel', facts.label !== null, () => voidLabelBlockedReason(facts, now)],
    ['movePickup', facts.ltl?.status === 'BookingConfirmed', () => movePickupBlockedReason(facts, now)],
    ['changeShipFrom', open, () => changeShipFromBlockedReason(facts)],
    ['undoProcessing', facts.status === 'AwaitingShipment', () => undoProcessingBlockedReason(facts, now)],
    ['undoShipment', facts.status === 'Invoicing', () => undoShipmentBlockedReason(facts)],
  ];
  return offered
    .filter(([, shown]) => shown)
    .map(([exception, , reason]) => ({ exception, label: ORDER_EXCEPTION_LABELS[exception], disabledReason: reason() }));
}
