import { describe, expect, it } from 'vitest';
import { canTransition, ORDER_TRANSITIONS, type FulfillmentStatus } from '@portal/contracts';
import {
  orderActions,
  orderBanners,
  PRICE_CHANGE_DISABLED_REASONS,
  processStartStep,
  progressBadges,
  shouldFetchBookedShipment,
  type OrderForActions,
} from './order-actions.ts';

const order = (over: Partial<OrderForActions> = {}): OrderForActions => ({
  purchaseOrderStatus: 'NeedsProcessing',
  shippingMethod: ['BisonFedex'],
  hasLabel: false,
  bolFileName: null,
  shipmentRequestId: null,
  shipmentRequestStatus: null,
  hasPriceChangeRequest: false,
  needsPriceChangeRequestDecision: false,
  ...over,
});
const ctx = { canProcess: true, billOfLading: true, itemsUnavailable: false };

describe('order page actions', () => {
  it('offers an action only where the state machine (ORDER_TRANSITIONS) allows it', () => {
    for (const status of Object.keys(ORDER_TRANSITIONS) as FulfillmentStatus[]) {
      const a = orderActions(order({ purchaseOrderStatus: status, shippingMethod: ['BisonFedex', 'BisonLtl'] }), ctx);
      expect(a.showCancel, status).toBe(canTransition(status, 'cancel'));
      expect(a.showPriceChange, status).toBe(canTransition(status, 'priceChange'));
      expect(a.showAddInvoice, status).toBe(canTransition(status, 'additionalInvoice'));
      expect(a.showProcess, status).toBe(canTransition(status, 'process') || canTransition(status, 'invoice'));
      expect(a.showGenerateLabel, status).toBe(canTransition(status, 'label'));
      expect(a.showLtlRequest, status).toBe(canTransition(status, 'ltl'));
    }
  });

  it('hides Cancel Order in Invoicing but keeps Process Order', () => {
    const a = orderActions(order({ purchaseOrderStatus: 'Invoicing' }), ctx);
    expect(a.showCancel).toBe(false);
    expect(a.showProcess).toBe(true);
    expect(orderActions(order(), ctx).showCancel).toBe(true);
  });

  it('shows only the Complete badge and Add additional invoice on a complete order', () => {
    const a = orderActions(order({ purchaseOrderStatus: 'Complete' }), ctx);
    expect(a).toMatchObject({ showProgress: false, showCompleteBadge: true, showCancel: false, showProcess: false, showAddInvoice: true });
    expect(orderActions(order({ purchaseOrderStatus: 'Invoicing' }), ctx).showAddInvoice).toBe(false);
  });

  it('disables every action and hides shipping extras without supplierCanProcessOrders', () => {
    const a = orderActions(order({ purchaseOrderStatus: 'AwaitingShipment' }), { ...ctx, canProcess: false });
    expect(a).toMatchObject({
      cancelEnabled: false,
      processEnabled: false,
      priceChangeEnabled: false,
      showGenerateLabel: false,
      showLtlRequest: false,
    });
  });

  it('hides Request price change on Complete and Canceled, and disables it for empty items or an existing request', () => {
    expect(orderActions(order({ purchaseOrderStatus: 'Complete' }), ctx).showPriceChange).toBe(false);
    expect(orderActions(order({ purchaseOrderStatus: 'Canceled' }), ctx).showPriceChange).toBe(false);
    // the state machine allows no price change before the order is released or once its product is not available
    expect(orderActions(order({ purchaseOrderStatus: 'New' }), ctx).showPriceChange).toBe(false);
    expect(orderActions(order({ purchaseOrderStatus: 'ProductNotAvailable' }), ctx).showPriceChange).toBe(false);
    expect(orderActions(order(), { ...ctx, itemsUnavailable: true }).priceChangeEnabled).toBe(false);
    expect(orderActions(order({ hasPriceChangeRequest: true }), ctx).priceChangeEnabled).toBe(false);
    expect(orderActions(order(), ctx).priceChangeEnabled).toBe(true);
  });

  it('says why Request price change is disabled, and nothing while it is enabled', () => {
    const reason = (o: Partial<OrderForActions>, c = ctx) => orderActions(order(o), c).priceChangeDisabledReason;
    expect(reason({})).toBeNull();
    expect(reason({}, { ...ctx, canProcess: false })).toBe(PRICE_CHANGE_DISABLED_REASONS.cannotProcess);
    expect(reason({}, { ...ctx, itemsUnavailable: true })).toBe(PRICE_CHANGE_DISABLED_REASONS.noItems);
    expect(reason({ hasPriceChangeRequest: true, orderPriceChangeRequestStatus: 'Pending' })).toBe(
      'Price change request is being reviewed',
    );
    expect(reason({ hasPriceChangeRequest: true, orderPriceChangeRequestStatus: 'Approved' })).toBe(
      'Price change request has been approved',
    );
    expect(reason({ hasPriceChangeRequest: true, orderPriceChangeRequestStatus: 'Declined' })).toBe(
      'Price change request has been declined',
    );
    expect(reason({ hasPriceChangeRequest: true })).toBe(PRICE_CHANGE_DISABLED_REASONS.exists);
  });

  it('offers Generate label for FedEx orders awaiting shipment without a label, then the Fedex label', () => {
    expect(orderActions(order({ purchaseOrderStatus: 'AwaitingShipment' }), ctx).showGenerateLabel).toBe(true);
    expect(orderActions(order({ purchaseOrderStatus: 'NeedsProcessing' }), ctx).showGenerateLabel).toBe(false);
    const labelled = orderActions(order({ purchaseOrderStatus: 'AwaitingShipment', hasLabel: true }), ctx);
    expect(labelled.showGenerateLabel).toBe(false);
    expect(labelled.showFedexLabel).toBe(true);
  });

  it('offers the LTL request with the BillOfLading flag until booked, disabled while in review', () => {
    const ltl = order({ purchaseOrderStatus: 'AwaitingShipment', shippingMethod: ['BisonLtl'] });
    expect(orderActions(ltl, ctx).showLtlRequest).toBe(true);
    expect(orderActions(ltl, { ...ctx, billOfLading: false }).showLtlRequest).toBe(false);
    expect(orderActions({ ...ltl, shipmentRequestStatus: 'BookingConfirmed' }, ctx).showLtlRequest).toBe(false);
    expect(orderActions({ ...ltl, shipmentRequestStatus: 'NeedsBooking' }, ctx).ltlRequestEnabled).toBe(false);
    expect(orderActions({ ...ltl, shipmentRequestStatus: 'NeedsReview' }, ctx).ltlRequestEnabled).toBe(false);
  });

  it('disables Process Order for LTL awaiting shipment without a BOL (flag on) and in Invoicing with a pending price decision', () => {
    const ltl = order({ purchaseOrderStatus: 'AwaitingShipment', shippingMethod: ['BisonLtl'] });
    expect(orderActions(ltl, ctx).processEnabled).toBe(false);
    expect(orderActions({ ...ltl, bolFileName: 'x.pdf' }, ctx).processEnabled).toBe(true);
    expect(orderActions(ltl, { ...ctx, billOfLading: false }).processEnabled).toBe(true);
    expect(orderActions(order({ purchaseOrderStatus: 'Invoicing', needsPriceChangeRequestDecision: true }), ctx).processEnabled).toBe(
      false,
    );
    expect(orderActions(order({ needsPriceChangeRequestDecision: true }), ctx).processEnabled).toBe(true);
  });
});

describe('order page banners and badges', () => {
  it('shows the pending price change banner only when not cancelled', () => {
    expect(orderBanners(order({ needsPriceChangeRequestDecision: true }), ctx).pendingPriceChange).toBe(true);
    const cancelled = orderBanners(order({ needsPriceChangeRequestDecision: true, purchaseOrderStatus: 'Canceled' }), ctx);
    expect(cancelled).toMatchObject({ pendingPriceChange: false, cancelled: true });
  });

  it('shows the shipping review banner for NeedsReview and NeedsBooking with the flag on', () => {
    expect(orderBanners(order({ shipmentRequestStatus: 'NeedsReview' }), ctx).awaitingShippingReview).toBe(true);
    expect(orderBanners(order({ shipmentRequestStatus: 'NeedsBooking' }), ctx).awaitingShippingReview).toBe(true);
    expect(orderBanners(order({ shipmentRequestStatus: 'BookingConfirmed' }), ctx).awaitingShippingReview).toBe(false);
    expect(orderBanners(order({ shipmentRequestStatus: 'NeedsReview' }), { ...ctx, billOfLading: false }).awaitingShippingReview).toBe(
      false,
    );
  });

  it('shows the integration banner when the user cannot process orders', () => {
    expect(orderBanners(order(), { ...ctx, canProcess: false }).integratedSupplier).toBe(true);
    expect(orderBanners(order(), ctx).integratedSupplier).toBe(false);
  });

  it('fetches the booked shipment only when awaiting shipment, with a numeric id and a confirmed booking', () => {
    const booked = order({ purchaseOrderStatus: 'AwaitingShipment', shipmentRequestId: 7, shipmentRequestStatus: 'BookingConfirmed' });
    expect(shouldFetchBookedShipment(booked, true)).toBe(true);
    expect(shouldFetchBookedShipment(booked, false)).toBe(false);
    expect(shouldFetchBookedShipment({ ...booked, shipmentRequestId: null }, true)).toBe(false);
    expect(shouldFetchBookedShipment({ ...booked, purchaseOrderStatus: 'Invoicing' }, true)).toBe(false);
    expect(shouldFetchBookedShipment({ ...booked, shipmentRequestStatus: 'NeedsBooking' }, true)).toBe(false);
  });

  it('activates a progress badge once the order is past that stage', () => {
    expect(progressBadges('NeedsProcessing').map((b) => b.active)).toEqual([false, false, false]);
    expect(progressBadges('AwaitingShipment').map((b) => b.active)).toEqual([true, false, false]);
    expect(progressBadges('Invoicing').map((b) => b.active)).toEqual([true, true, false]);
    expect(progressBadges('Complete').map((b) => b.active)).toEqual([true, true, true]);
  });

  it('starts Process order at the step of the status', () => {
    expect(processStartStep('NeedsProcessing')).toBe(0);
    expect(processStartStep('AwaitingShipment')).toBe(1);
    expect(processStartStep('Invoicing')).toBe(2);
    expect(processStartStep('Complete')).toBeNull();
    expect(processStartStep('Canceled')).toBeNull();
  });
});
