import { describe, expect, it } from 'vitest';
import { OTHER_CARRIER_ID } from '@portal/contracts';
import { anItem } from '../order-detail.fixtures.tsx';
import { itemsToShip, shipmentsRequestOf, type ShipmentRow } from './use-shipment-form.ts';

const row = (over: Partial<ShipmentRow>): ShipmentRow => ({
  orderLineId: 11,
  carrierId: '',
  otherCarrierName: '',
  trackingNumbers: [''],
  ...over,
});

describe('shipment form', () => {
  it('ships only the items not yet invoicing, complete, cancelled or unavailable', () => {
    const items = [anItem(), anItem({ id: 12, fulfillmentStatus: 'Complete' }), anItem({ id: 13, fulfillmentStatus: 'Canceled' })];
    expect(itemsToShip(items).map((i) => i.id)).toEqual([11]);
  });

  it("takes an item's only carrier when none was chosen, trims, and names only the Other carrier", () => {
    const carriers = (index: number) =>
      index === 0
        ? [{ value: 1, label: 'FedEx' }]
        : [
            { value: OTHER_CARRIER_ID, label: 'Other' },
            { value: 1, label: 'FedEx' },
          ];
    const rows = [
      row({ trackingNumbers: [' T-1 '] }),
      row({ orderLineId: 12, carrierId: OTHER_CARRIER_ID, otherCarrierName: ' Local ', trackingNumbers: ['T-2'] }),
    ];
    expect(shipmentsRequestOf(rows, carriers, false)).toEqual([
      { orderLineId: 11, carrierId: 1, otherCarrierName: null, trackingNumbers: ['T-1'] },
      { orderLineId: 12, carrierId: OTHER_CARRIER_ID, otherCarrierName: 'Local', trackingNumbers: ['T-2'] },
    ]);
  });

  it("gives every item the first item's carrier with the same carrier for all", () => {
    const rows = [row({ carrierId: OTHER_CARRIER_ID, otherCarrierName: 'Local' }), row({ orderLineId: 12, carrierId: 1 })];
    expect(shipmentsRequestOf(rows, () => [], true).map((r) => [r.carrierId, r.otherCarrierName])).toEqual([
      [OTHER_CARRIER_ID, 'Local'],
      [OTHER_CARRIER_ID, 'Local'],
    ]);
  });
});
