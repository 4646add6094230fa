import { describe, expect, it } from 'vitest';
import { shipToOf, shipToOfOrderRow } from './label-addresses.ts';

const street = {
  phone: '5125550100',
  address1: '1 Main St',
  address2: 'Suite 2',
  address3: null,
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  country: 'US',
};

describe('ship-to of an order row', () => {
  it('prints the customer columns as the name and company over the street address', () => {
    const printed = shipToOfOrderRow({ ...street, customerFirstName: 'Jane', customerLastName: 'Doe', customerCompany: 'Acme Homes' });
    expect(printed).toEqual({ name: 'Jane Doe', company: 'Acme Homes', ...street });
    expect(printed).toEqual(shipToOf({ ...street, firstName: 'Jane', lastName: 'Doe', company: 'Acme Homes' }));
  });

  it('trims a missing last name and keeps no company', () => {
    expect(shipToOfOrderRow({ ...street, customerFirstName: 'Jane', customerLastName: '', customerCompany: null })).toMatchObject({
      name: 'Jane',
      company: null,
    });
  });
});
