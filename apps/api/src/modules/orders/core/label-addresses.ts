// The printed ship-to (the order's customer) and ship-from (a supplier facility) of parcel labels and bills of
// lading, shared by bulk labels and the order page's label and LTL calls.
import type { PrintedAddress } from './printed-addresses.ts';

export interface OrderAddressFields {
  firstName: string;
  lastName: string;
  company: string | null;
  phone: string | null;
  address1: string;
  address2: string | null;
  address3: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export function shipToOf(o: OrderAddressFields): PrintedAddress {
  return {
    name: `${o.firstName} ${o.lastName}`.trim(),
    company: o.company,
    address1: o.address1,
    address2: o.address2,
    address3: o.address3,
    city: o.city,
    state: o.state,
    zip: o.zip,
    country: o.country,
    phone: o.phone,
  };
}

/** An order row's address, whose customer columns carry the customer prefix. */
export type OrderRowAddressFields = Omit<OrderAddressFields, 'firstName' | 'lastName' | 'company'> & {
  customerFirstName: string;
  customerLastName: string;
  customerCompany: string | null;
};

/** The ship-to of an order row (order page label and bill of lading). */
export const shipToOfOrderRow = (o: OrderRowAddressFields): PrintedAddress =>
  shipToOf({ ...o, firstName: o.customerFirstName, lastName: o.customerLastName, company: o.customerCompany });

export interface FacilityAddressFields {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  countryCode: string;
  contactPhone: string | null;
}

/** The supplier's name over the facility's address. */
export function facilityAddress(supplier: string, facility: FacilityAddressFields): PrintedAddress {
  return {
    name: supplier,
    company: facility.name,
    address1: facility.address,
    city: facility.city,
    state: facility.state,
    zip: facility.zipCode,
    country: facility.countryCode,
    phone: facility.contactPhone,
  };
}
