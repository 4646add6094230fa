import { describe, expect, it } from 'vitest';
import {
  adjustPickupTo,
  invitationState,
  isBlankApplicationContact,
  PICKUP_TIMES,
  pickupTimeLabel,
  pickupToOptions,
} from './application.rules.ts';
import { supplierApplicationForm, type SupplierApplicationFormValues } from './application.schemas.ts';

describe('pickup times', () => {
  it('offers every 30 minutes of the day with 12-hour labels', () => {
    expect(PICKUP_TIMES).toHaveLength(48);
    expect(PICKUP_TIMES.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(['00:00', '09:30', '12:00', '13:30', '23:30'].map(pickupTimeLabel)).toEqual([
      '12:00 AM',
      '9:30 AM',
      '12:00 PM',
      '1:30 PM',
      '11:30 PM',
    ]);
  });

  it('allows only later pickup-to times and resets an invalid one to the first allowed', () => {
    expect(pickupToOptions('22:30')).toEqual(['23:00', '23:30']);
    expect(adjustPickupTo('09:00', '17:00')).toBe('17:00');
    expect(adjustPickupTo('18:00', '17:00')).toBe('18:30');
    expect(adjustPickupTo('23:30', '17:00')).toBe('');
  });
});

describe('invitation state', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('reads Applied before Expired, and expiry at the given clock', () => {
    expect(invitationState({ hasApplication: true, expiredOn: '2026-01-01T00:00:00Z' }, now)).toBe('Applied');
    expect(invitationState({ hasApplication: false, expiredOn: '2026-06-01T12:00:00Z' }, now)).toBe('Expired');
    expect(invitationState({ hasApplication: false, expiredOn: '2026-06-01T12:00:01Z' }, now)).toBe('Open');
  });
});

describe('the form schema', () => {
  const contact = { name: 'Dana', email: 'dana@supplier.test', phone: '555' };
  const blank = { name: '', email: '', phone: '' };
  const warehouse = {
    address: { addressName: 'a', city: 'b', state: 'TX', zip: '1', country: 'US' },
    pickupFrom: '09:00',
    pickupTo: '17:00',
    contactPerson: contact,
  };
  const values: SupplierApplicationFormValues = {
    invitationToken: 't',
    officialCompanyName: 'A',
    doingBusinessAs: 'B',
    website: 'c',
    address: warehouse.address,
    leadTimes: { leadTimesForSmallParcelInDays: '3', leadTimesForLTLShipmentsInDays: '20' },
    primaryContact: contact,
    accountManagerContact: blank,
    accountReceivableContact: blank,
    orderingHandlingOrFulfillmentContact: blank,
    customerSupportContact: { name: ' ', email: '', phone: '' },
    copyPrimaryContacts: true,
    warehouses: [warehouse],
    returnsAccepted: false,
    // the form keeps one (empty, disabled) entry: not validated and sent as an empty list
    returnWarehouses: [{ ...warehouse, address: { ...warehouse.address, city: '' } }],
    notes: '',
  };

  it('produces the request: no copyPrimaryContacts, blank contacts absent, no return warehouses, numbers', () => {
    const parsed = supplierApplicationForm.parse(values);
    expect(parsed).not.toHaveProperty('copyPrimaryContacts');
    expect(parsed.accountManagerContact).toBeUndefined();
    expect(parsed.customerSupportContact).toBeUndefined();
    expect(parsed.returnWarehouses).toEqual([]);
    expect(parsed.leadTimes).toEqual({ leadTimesForSmallParcelInDays: 3, leadTimesForLTLShipmentsInDays: 20 });
    expect(parsed.notes).toBeNull();
  });

  it('validates the return warehouses when returns are accepted, and lead times left empty', () => {
    const result = supplierApplicationForm.safeParse({
      ...values,
      returnsAccepted: true,
      leadTimes: { leadTimesForSmallParcelInDays: '', leadTimesForLTLShipmentsInDays: '21' },
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      'returnWarehouses.0.address.city': 'Field is required',
      'leadTimes.leadTimesForSmallParcelInDays': 'Field is required',
      'leadTimes.leadTimesForLTLShipmentsInDays': 'Maximum is 20',
    });
  });

  it('treats only entirely empty optional contacts as absent', () => {
    expect(isBlankApplicationContact({ name: '', email: null })).toBe(true);
    expect(isBlankApplicationContact({ name: 'x', email: '', phone: '' })).toBe(false);
  });
});
