// The empty form of a new application and its parts (a contact, a warehouse), and the lists of form paths.
import {
  DEFAULT_PICKUP_FROM,
  DEFAULT_PICKUP_TO,
  OPTIONAL_CONTACTS,
  type ApplicationContact,
  type ApplicationWarehouse,
  type SupplierApplicationFormValues,
} from '@portal/contracts';
import type { Path } from 'react-hook-form';

export type FormValues = SupplierApplicationFormValues;

export const emptyContact = (): ApplicationContact => ({ name: '', email: '', phone: '' });

export const emptyWarehouse = (): ApplicationWarehouse => ({
  address: { addressName: '', city: '', state: '', zip: '', country: '' },
  pickupFrom: DEFAULT_PICKUP_FROM,
  pickupTo: DEFAULT_PICKUP_TO,
  contactPerson: emptyContact(),
});

export const emptyApplication = (invitationToken: string): FormValues => ({
  invitationToken,
  officialCompanyName: '',
  doingBusinessAs: '',
  website: '',
  address: { addressName: '', city: '', state: '', zip: '', country: '' },
  leadTimes: { leadTimesForSmallParcelInDays: '', leadTimesForLTLShipmentsInDays: '' },
  primaryContact: emptyContact(),
  accountManagerContact: emptyContact(),
  accountReceivableContact: emptyContact(),
  orderingHandlingOrFulfillmentContact: emptyContact(),
  customerSupportContact: emptyContact(),
  copyPrimaryContacts: false,
  warehouses: [emptyWarehouse()],
  returnsAccepted: false,
  returnWarehouses: [emptyWarehouse()],
  notes: '',
});

export const OPTIONAL_CONTACT_LABELS: Record<(typeof OPTIONAL_CONTACTS)[number], string> = {
  accountManagerContact: 'Account manager',
  accountReceivableContact: 'Account receivable',
  orderingHandlingOrFulfillmentContact: 'Ordering, handling or fulfillment',
  customerSupportContact: 'Customer support',
};

const contactPaths = (prefix: string) => ['name', 'email', 'phone'].map((f) => `${prefix}.${f}`);
const addressPaths = (prefix: string) => ['addressName', 'city', 'state', 'zip', 'country'].map((f) => `${prefix}.${f}`);
const warehousePaths = (prefix: string) => [
  prefix,
  ...addressPaths(`${prefix}.address`),
  `${prefix}.pickupFrom`,
  `${prefix}.pickupTo`,
  ...contactPaths(`${prefix}.contactPerson`),
];

/** Every field a server message can land on, for applyServerErrors (the others go to the banner). */
export function formFieldPaths(values: FormValues): Path<FormValues>[] {
  return [
    'officialCompanyName',
    'doingBusinessAs',
    'website',
    ...addressPaths('address'),
    'leadTimes.leadTimesForSmallParcelInDays',
    'leadTimes.leadTimesForLTLShipmentsInDays',
    ...contactPaths('primaryContact'),
    ...OPTIONAL_CONTACTS.flatMap((c) => contactPaths(c)),
    'warehouses',
    ...values.warehouses.flatMap((_, i) => warehousePaths(`warehouses.${i}`)),
    'returnWarehouses',
    ...values.returnWarehouses.flatMap((_, i) => warehousePaths(`returnWarehouses.${i}`)),
    'notes',
  ] as Path<FormValues>[];
}
