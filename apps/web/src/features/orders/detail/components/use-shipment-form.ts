// Process order step 1's form: a carrier (or Other with a name) and tracking numbers per item still to ship, checked by
// the contracts' shipments request as of the last submit; "same carrier" copies the first item's carrier to all.
import { useQueries } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  OTHER_CARRIER_ID,
  orderShipmentsRequest,
  type CarrierOption,
  type OrderDetail,
  type OrderItem,
  type OrderShipmentsRequest,
} from '@portal/contracts';
import { errorAt } from '../../../../components/form/error-at.ts';
import { itemCarriersQueryOptions } from '../../api/order-detail-calls.ts';

const CLOSED_STATUSES = ['Invoicing', 'Complete', 'Canceled', 'ProductNotAvailable'];
/** The items still to ship: not yet invoicing, complete, cancelled or unavailable. */
export const itemsToShip = (items: readonly OrderItem[]) => items.filter((i) => !CLOSED_STATUSES.includes(i.fulfillmentStatus));

export interface ShipmentRow {
  orderLineId: number;
  carrierId: number | '';
  otherCarrierName: string;
  trackingNumbers: string[];
}

const rowOf = (item: OrderItem): ShipmentRow => ({
  orderLineId: item.id,
  carrierId: item.trackings[0]?.carrierId ?? '',
  otherCarrierName: item.trackings[0]?.carrierId === OTHER_CARRIER_ID ? item.trackings[0].carrierName : '',
  trackingNumbers: item.trackings.length ? item.trackings.map((t) => t.trackingNumber) : [''],
});

/** The request of the rows; with the same carrier for all, every row takes the first row's carrier. */
export function shipmentsRequestOf(
  rows: readonly ShipmentRow[],
  carriersOf: (index: number) => readonly CarrierOption[],
  sameCarrier: boolean,
) {
  const carrierOf = (row: ShipmentRow, index: number) => {
    if (row.carrierId !== '') return row.carrierId;
    const options = carriersOf(index);
    return options.length === 1 ? options[0]!.value : undefined;
  };
  const first = rows[0];
  return rows.map((row, index) => {
    const source = sameCarrier && first ? first : row;
    const carrierId = carrierOf(source, sameCarrier ? 0 : index);
    return {
      orderLineId: row.orderLineId,
      carrierId,
      otherCarrierName: carrierId === OTHER_CARRIER_ID ? source.otherCarrierName.trim() : null,
      trackingNumbers: row.trackingNumbers.map((t) => t.trim()),
    };
  });
}

interface ShipmentFormValues {
  rows: ShipmentRow[];
  sameCarrier: boolean;
}
/** The rows as the contracts' request (under `rows`, so that a message for the whole list has a place). */
const shipmentForm = (carriersOf: (index: number) => readonly CarrierOption[], useSame: (sameCarrier: boolean) => boolean) =>
  z
    .custom<ShipmentFormValues>()
    .transform((v) => ({ rows: shipmentsRequestOf(v.rows, carriersOf, useSame(v.sameCarrier)) as z.input<typeof orderShipmentsRequest> }))
    .pipe(z.object({ rows: orderShipmentsRequest }));

export function useShipmentForm(order: OrderDetail, items: readonly OrderItem[]) {
  const shipItems = itemsToShip(items);
  const carrierQueries = useQueries({ queries: shipItems.map((i) => itemCarriersQueryOptions(order.id, i.id)) });
  const carriersOf = (index: number) => carrierQueries[index]?.data ?? [];
  const showSameCarrier = order.shippingMethod.length === 1 && shipItems.length > 1;

  const form = useForm<ShipmentFormValues, unknown, { rows: OrderShipmentsRequest }>({
    resolver: zodResolver(shipmentForm(carriersOf, (sameCarrier) => showSameCarrier && sameCarrier)),
    reValidateMode: 'onSubmit',
    defaultValues: { rows: shipItems.map(rowOf), sameCarrier: false },
  });
  const [rows, sameCarrier] = useWatch({ control: form.control, name: ['rows', 'sameCarrier'] });
  const { errors } = form.formState;

  const update = (index: number, change: Partial<ShipmentRow>) =>
    form.setValue(
      'rows',
      rows.map((r, i) => (i === index ? { ...r, ...change } : r)),
    );
  const setTracking = (index: number, at: number, value: string) =>
    update(index, { trackingNumbers: rows[index]!.trackingNumbers.map((t, j) => (j === at ? value : t)) });

  return {
    form,
    shipItems,
    rows,
    sameCarrier,
    setSameCarrier: (checked: boolean) => form.setValue('sameCarrier', checked),
    showSameCarrier,
    useSame: showSameCarrier && sameCarrier,
    carriersOf,
    update,
    setTracking,
    /** The message at a row's path ('0.carrierId'), as of the last submit. */
    rowError: (path: string) => errorAt(errors, `rows.${path}`),
    listError: errorAt(errors, 'rows'),
  };
}
