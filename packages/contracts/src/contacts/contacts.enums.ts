// Contact types (spec 4, sixteen), the five main slots and the seven key-contact mailboxes.

export const CONTACT_TYPES = [
  'OwnerOfTheCompany',
  'PrincipalOfTheCompany',
  'ManagerOfTheCompany',
  'AccountManager',
  'CustomerService',
  'CustomerServiceSupervisor',
  'AccountReceivable',
  'Inventory',
  'ProductData',
  'ItDevelopmentTeam',
  'ShippingDepartment',
  'SalesRep',
  'LegalAndCompliance',
  'Other',
  'PrimaryContact',
  'OrderingHandlingFulfillment',
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  OwnerOfTheCompany: 'Owner of the company',
  PrincipalOfTheCompany: 'Principal of the company',
  ManagerOfTheCompany: 'Manager of the company',
  AccountManager: 'Account manager',
  CustomerService: 'Customer support',
  CustomerServiceSupervisor: 'Customer service supervisor',
  AccountReceivable: 'Account receivable',
  Inventory: 'Inventory',
  ProductData: 'Product data',
  ItDevelopmentTeam: 'IT development team',
  ShippingDepartment: 'Shipping department',
  SalesRep: 'Sales rep',
  LegalAndCompliance: 'Legal and compliance',
  Other: 'Other',
  PrimaryContact: 'Primary contact',
  OrderingHandlingFulfillment: 'Ordering handling/fulfillment',
};

/** The five main slots in the order the table lists them, each with its natural contact type. */
export const MAIN_CONTACT_SLOTS = [
  { key: 'primaryContact', contactType: 'PrimaryContact', label: 'Primary contact' },
  { key: 'accountManager', contactType: 'AccountManager', label: 'Account manager' },
  { key: 'accountReceivable', contactType: 'AccountReceivable', label: 'Account receivable' },
  { key: 'orderingHandlingFulfillment', contactType: 'OrderingHandlingFulfillment', label: 'Ordering handling/fulfillment' },
  { key: 'customerService', contactType: 'CustomerService', label: 'Customer support' },
] as const satisfies readonly { key: string; contactType: ContactType; label: string }[];
export type MainContactKey = (typeof MAIN_CONTACT_SLOTS)[number]['key'];

const MAIN_TYPES: readonly ContactType[] = MAIN_CONTACT_SLOTS.map((s) => s.contactType);
/** Types an additional contact may have: all but the five main ones (spec 4). */
export const ADDITIONAL_CONTACT_TYPES = CONTACT_TYPES.filter((t) => !MAIN_TYPES.includes(t)) as Exclude<
  ContactType,
  (typeof MAIN_CONTACT_SLOTS)[number]['contactType']
>[];
export type AdditionalContactType = (typeof ADDITIONAL_CONTACT_TYPES)[number];

/** The commerce company: the representatives tab is named after it. */
export const COMMERCE_COMPANY_NAME = 'Bison';

export const KEY_CONTACT_TOPICS = [
  'AccountingAndFinance',
  'Compliance',
  'CustomerSupport',
  'Inventory',
  'Promotions',
  'Shipping',
  'TrackingInformation',
] as const;
export type KeyContactTopic = (typeof KEY_CONTACT_TOPICS)[number];
export const KEY_CONTACT_LABELS: Record<KeyContactTopic, string> = {
  AccountingAndFinance: 'Accounting and finance',
  Compliance: 'Compliance',
  CustomerSupport: 'Customer support',
  Inventory: 'Inventory',
  Promotions: 'Promotions',
  Shipping: 'Shipping',
  TrackingInformation: 'Tracking information',
};

/** Representative data is cached 20 minutes (spec 9). */
export const REPRESENTATIVE_CACHE_MS = 20 * 60 * 1000;
