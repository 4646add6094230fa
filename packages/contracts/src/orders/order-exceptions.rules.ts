// Self-service exceptions on the order page (docs/decisions/order-exceptions.md): void a label and buy another, move
// a booked LTL pickup, change the ship-from warehouse, undo "Mark as processing", undo a shipment confirmation. Each
// rule is one function: the page disables its action with the reason, the API refuses with the same text (409).
import { addCalendarDays, earliestUsDay, SUPPLIER_TIME_ZONE } from '../calendar-days.ts';
import type { FulfillmentStatus, ShipmentRequestStatus } from './orders.enums.ts';
import { carrierIdsOffered } from './order-workflows.rules.ts';

/** Undo "Mark as processing": this long after the order moved to Awaiting shipment (and only while nothing shipped). */
export const UNDO_PROCESSING_MINUTES = 15;
/** A booked pickup's cutoff: this hour (America/New_York) of the business day before the pickup day. */
export const PICKUP_CUTOFF_HOUR = 14;
/** How far ahead a pickup may be moved (days after today). */
export const PICKUP_MOVE_MAX_DAYS = 30;
/** The carriers the portal buys labels from (CARRIERS ids: FedEx, UPS); a replacement label is one of these the items offer. */
export const LABEL_CARRIER_IDS: readonly number[] = [1, 2];
/** The service a label of each of those carriers is printed for (the label's service line). */
export const LABEL_SERVICE_OF_CARRIER: Readonly<Record<number, string>> = { 1: 'FedEx Home Delivery', 2: 'UPS Ground' };

export const ORDER_EXCEPTION_MESSAGES = {
  noLabel: 'The order has no shipping label to void.',
  labelShipped: 'The order has shipped: its label can no longer be voided.',
  labelPickedUp: (day: string) => `The carrier picked the label up on its ship date (${day}): it can no longer be voided.`,
  labelAlreadyVoided: 'This label was already voided. Reload the order.',
  carrierNotForLabel: 'Choose a carrier the items ship with: FedEx or UPS.',
  noBookedPickup: 'The order has no booked LTL pickup.',
  pickupShipped: 'The order has shipped: its pickup can no longer be moved.',
  pickupCutoffPassed: (day: string) =>
    `The pickup on ${day} can no longer be moved: the cutoff was ${PICKUP_CUTOFF_HOUR}:00 (New York time) the business day before.`,
  pickupSameDay: 'Choose a day other than the booked one.',
  pickupWeekend: 'Pickups are on business days (Monday to Friday).',
  pickupTooLate: (day: string) => `Choose a day whose cutoff has not passed (${day} or later).`,
  pickupTooFar: `Choose a day at most ${PICKUP_MOVE_MAX_DAYS} days ahead.`,
  shipFromNotOpen: 'The warehouse can be changed only before the order ships.',
  shipFromHasLabel: 'The order has a shipping label from its warehouse: void the label first.',
  shipFromHasPickup: 'The LTL shipment is requested from the current warehouse; the warehouse can no longer be changed here.',
  shipFromHasTrackings: 'Items of the order have shipped: the warehouse can no longer be changed.',
  shipFromSame: 'The order already ships from this warehouse.',
  undoProcessingStatus: 'Only an order in Awaiting shipment can go back to Needs processing.',
  undoProcessingShipped: 'Something of the order has shipped or is labelled: processing can no longer be undone.',
  undoProcessingWindow: `Processing can be undone only within ${UNDO_PROCESSING_MINUTES} minutes of marking the order as processing.`,
  undoShipmentStatus: 'Only a shipped order that is not invoiced yet (Invoicing) can have its shipment undone.',
} as const;

/** What the exceptions' rules read about an order: answered by GET /orders/{id}/exceptions, read under the lock by the API. */
export interface OrderExceptionFacts {
  status: FulfillmentStatus;
  shippingMethod: string;
  /** When the order last moved Needs processing -> Awaiting shipment (ISO), null if never. */
  processedAt: string | null;
  /** Any tracking number recorded on the order (a label's or a shipment's). */
  hasTrackings: boolean;
  /** The order's current label: its ship date, file and tracking numbers; null without a label. */
  label: { shipDate: string; fileName: string; trackingNumbers: string[] } | null;
  /** The LTL request's state (null: none) and, once booked, the pickup day. */
  ltl: { status: ShipmentRequestStatus; pickUpDate: string | null } | null;
  shipFromFacilityId: number | null;
}

/** Void the label (and buy another): while the order awaits shipment and the label's ship date has not passed in every US zone. */
export function voidLabelBlockedReason(facts: OrderExceptionFacts, now: Date): string | null {
  if (!facts.label) return ORDER_EXCEPTION_MESSAGES.noLabel;
  if (facts.status !== 'AwaitingShipment') return ORDER_EXCEPTION_MESSAGES.labelShipped;
  if (facts.label.shipDate < earliestUsDay(now)) return ORDER_EXCEPTION_MESSAGES.labelPickedUp(facts.label.shipDate);
  return null;
}

/** The carriers a replacement label may be bought from: those the items offer that sell labels. */
export const replacementLabelCarrierIds = (shippingMethod: string): number[] =>
  carrierIdsOffered(shippingMethod).filter((id) => LABEL_CARRIER_IDS.includes(id));

/** New York's day and "HH:mm" at `now`. */
function newYorkClock(now: Date): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: SUPPLIER_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const weekday = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();
/** Monday to Friday: the days a carrier picks up (public holidays are not known to the portal). */
export const isPickupDay = (day: string): boolean => weekday(day) !== 0 && weekday(day) !== 6;

/** The business day before the pickup day (Friday for a Monday); public holidays are not known to the portal. */
export function pickupCutoffDay(pickUpDate: string): string {
  let day = addCalendarDays(pickUpDate, -1);
  while (!isPickupDay(day)) day = addCalendarDays(day, -1);
  return day;
}

/** Has the pickup day's cutoff (14:00 New York, the business day before) passed at `now`? */
export function pickupCutoffPassed(pickUpDate: string, now: Date): boolean {
  const { day, time } = newYorkClock(now);
  const cutoff = pickupCutoffDay(pickUpDate);
  return day > cutoff || (day === cutoff && time >= `${String(PICKUP_CUTOFF_HOUR).padStart(2, '0')}:00`);
}

/** The first business day whose cutoff has not passed at `now`: the earliest day a pickup may move to. */
export function earliestPickupDay(now: Date): string {
  let day = addCalendarDays(newYorkClock(now).day, 1);
  while (!isPickupDay(day) || pickupCutoffPassed(day, now)) day = addCalendarDays(day, 1);
  return day;
}

/** Move the booked pickup (no day: may it be moved at all?): booked, not shipped, before the booked day's cutoff. */
export function movePickupBlockedReason(facts: OrderExceptionFacts, now: Date): string | null {
  if (!facts.ltl || facts.ltl.status !== 'BookingConfirmed' || !facts.ltl.pickUpDate) return ORDER_EXCEPTION_MESSAGES.noBookedPickup;
  if (facts.status !== 'AwaitingShipment') return ORDER_EXCEPTION_MESSAGES.pickupShipped;
  if (pickupCutoffPassed(facts.ltl.pickUpDate, now)) return ORDER_EXCEPTION_MESSAGES.pickupCutoffPassed(facts.ltl.pickUpDate);
  return null;
}

/** The new pickup day's problem (a field error), null when it is a day the pickup may move to. */
export function newPickupDayProblem(facts: OrderExceptionFacts, day: string, now: Date): string | null {
  if (facts.ltl?.pickUpDate === day) return ORDER_EXCEPTION_MESSAGES.pickupSameDay;
  if (!isPickupDay(day)) return ORDER_EXCEPTION_MESSAGES.pickupWeekend;
  const earliest = earliestPickupDay(now);
  if (day < earliest) return ORDER_EXCEPTION_MESSAGES.pickupTooLate(earliest);
  if (day > addCalendarDays(newYorkClock(now).day, PICKUP_MOVE_MAX_DAYS)) return ORDER_EXCEPTION_MESSAGES.pickupTooFar;
  return null;
}

/** Change the ship-from warehouse: before anything ships, and before a label or an LTL request names the current one. */
export function changeShipFromBlockedReason(facts: OrderExceptionFacts): string | null {
  if (facts.status !== 'NeedsProcessing' && facts.status !== 'AwaitingShipment') return ORDER_EXCEPTION_MESSAGES.shipFromNotOpen;
  if (facts.label) return ORDER_EXCEPTION_MESSAGES.shipFromHasLabel;
  if (facts.ltl) return ORDER_EXCEPTION_MESSAGES.shipFromHasPickup;
  if (facts.hasTrackings) return ORDER_EXCEPTION_MESSAGES.shipFromHasTrackings;
  return null;
}

/**
 * Undo "Mark as processing": the order is Awaiting shipment, nothing of it is labelled, tracked or requested for
 * pickup, AND it moved there at most 15 minutes ago (docs/decisions/order-exceptions.md: both conditions).
 */
export function undoProcessingBlockedReason(facts: OrderExceptionFacts, now: Date): string | null {
  if (facts.status !== 'AwaitingShipment') return ORDER_EXCEPTION_MESSAGES.undoProcessingStatus;
  if (facts.label || facts.hasTrackings || facts.ltl) return ORDER_EXCEPTION_MESSAGES.undoProcessingShipped;
  if (!facts.processedAt || now.getTime() - new Date(facts.processedAt).getTime() > UNDO_PROCESSING_MINUTES * 60_000)
    return ORDER_EXCEPTION_MESSAGES.undoProcessingWindow;
  return null;
}

/** Undo a shipment confirmation: shipped (Invoicing) and not invoiced; the status machine has no invoice before Complete. */
export function undoShipmentBlockedReason(facts: OrderExceptionFacts): string | null {
  return facts.status === 'Invoicing' ? null : ORDER_EXCEPTION_MESSAGES.undoShipmentStatus;
}
