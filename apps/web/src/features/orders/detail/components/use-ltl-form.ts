// The LTL request's form: facility, ship date (next business day, at most the promised date), pickup window and the
// packages per item; checked by the contracts' LTL request as of the last submit, the ship date also as it is typed.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  ltlRequestShippingDate,
  ltlShipmentRequest,
  ltlShippingDateProblem,
  nextBusinessDay,
  ORDER_WORKFLOW_MESSAGES,
  type Facility,
  type LtlDetails,
  type LtlItem,
  type LtlShipmentRequest,
} from '@portal/contracts';
import { errorAt } from '../../../../components/form/error-at.ts';
import {
  measureNumbers,
  measureTexts,
  numberOf,
  pickupTimeOf,
  preselectedFacility,
  textOf,
  type PackageMeasureRow,
} from '../package-rows.ts';
import { localDay } from '@portal/contracts';

export interface LtlPackageRow extends PackageMeasureRow {
  quantity: string;
  freightClass: string | null;
}
export interface LtlItemRow {
  item: LtlItem;
  packages: LtlPackageRow[];
}
let nextKey = 1;
const rowsOf = (item: LtlItem): LtlItemRow => ({
  item,
  packages: item.packages.map((p) => ({
    key: nextKey++,
    packageType: p.packageType,
    ...measureTexts(p),
    quantity: textOf(p.quantity),
    freightClass: p.freightClass,
  })),
});
export const blankLtlPackage = (): LtlPackageRow => ({
  key: nextKey++,
  packageType: 'Pallet',
  width: '0',
  height: '0',
  depth: '0',
  weight: '0',
  quantity: '1',
  freightClass: null,
});

interface LtlFormValues {
  supplierFacilityId: number | '';
  shippingDate: string;
  earliestPickup: string;
  latestPickup: string;
  items: LtlItemRow[];
}
/** The inputs read back as the contracts' LTL request, which checks them (blanks stay undefined: 'Field is required'). */
const ltlForm = (promised: string | null) =>
  z
    .custom<LtlFormValues>()
    .transform(
      (v) =>
        ({
          supplierFacilityId: v.supplierFacilityId === '' ? undefined : v.supplierFacilityId,
          earliestPickup: v.earliestPickup,
          latestPickup: v.latestPickup,
          shippingDate: ltlRequestShippingDate(v.shippingDate, promised),
          items: v.items.map((r) => ({
            productId: r.item.productId,
            sku: r.item.sku,
            packages: r.packages.map((p) => ({ packageType: p.packageType, ...measureNumbers(p), quantity: numberOf(p.quantity) })),
          })),
        }) as z.input<typeof ltlShipmentRequest>,
    )
    .pipe(ltlShipmentRequest);

export function useLtlForm(facilities: Facility[], details: LtlDetails) {
  const today = localDay();
  const promised = details.promisedShippingDate;
  const form = useForm<LtlFormValues, unknown, LtlShipmentRequest>({
    resolver: zodResolver(ltlForm(promised)),
    reValidateMode: 'onSubmit',
    defaultValues: (() => {
      const supplierFacilityId = preselectedFacility(facilities, (f) => f.firstForLTL || f.isPrimaryLocationLtl);
      const facility = facilities.find((f) => f.id === supplierFacilityId);
      return {
        supplierFacilityId,
        shippingDate: nextBusinessDay(today),
        earliestPickup: pickupTimeOf(facility?.earliestPickup, '08:00'),
        latestPickup: pickupTimeOf(facility?.latestPickup, '17:00'),
        items: details.items.map(rowsOf),
      };
    })(),
  });
  const values = useWatch({
    control: form.control,
    name: ['supplierFacilityId', 'shippingDate', 'earliestPickup', 'latestPickup', 'items'],
  });
  const [supplierFacilityId, shippingDate, earliestPickup, latestPickup, rows] = values;
  // read while rendering, so that the form subscribes to its errors
  const { errors } = form.formState;
  // the "Add item" select is not a value of the request: it adds an item and empties again
  const [addChoice, setAddChoice] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const dateProblem = ltlShippingDateProblem(shippingDate, today, promised);
  const missing = details.items.filter((i) => !rows.some((r) => r.item.orderItemId === i.orderItemId));

  const setRows = (next: LtlItemRow[]) => form.setValue('items', next);
  const updateItem = (index: number, packages: LtlPackageRow[]) => setRows(rows.map((r, i) => (i === index ? { ...r, packages } : r)));
  const updatePackage = (index: number, key: number, change: Partial<LtlPackageRow>) =>
    updateItem(
      index,
      rows[index]!.packages.map((p) => (p.key === key ? { ...p, ...change } : p)),
    );
  const removeItem = (index: number) => setRows(rows.filter((_, i) => i !== index));

  const addItem = (orderItemId: string) => {
    setAddChoice('');
    const item = missing.find((i) => String(i.orderItemId) === orderItemId);
    if (!item) return setAddError(ORDER_WORKFLOW_MESSAGES.itemNotAvailable);
    setAddError(null);
    setRows([...rows, rowsOf(item)]);
  };

  return {
    form,
    today,
    promised,
    supplierFacilityId,
    shippingDate,
    earliestPickup,
    latestPickup,
    rows,
    dateProblem,
    missing,
    addChoice,
    addError,
    addItem,
    removeItem,
    updateItem,
    updatePackage,
    /** The message at a path of the request ('items.0.packages.1.width'), as of the last submit. */
    error: (path: string) => errorAt(errors, path),
  };
}
