import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_CONTACT_TYPES,
  CONTACT_TYPES,
  KEY_CONTACT_TOPICS,
  MAIN_CONTACT_SLOTS,
  formatPhone,
  isValidPhone,
  mainContactsForm,
  mainContactsFromForm,
  mainContactsToForm,
  otherContactsFromForm,
  supplierUserActions,
} from '../index.ts';

describe('contact constants (spec 9)', () => {
  it('has sixteen types, five main slots, seven key-contact mailboxes and eleven additional types', () => {
    expect(CONTACT_TYPES).toHaveLength(16);
    expect(MAIN_CONTACT_SLOTS).toHaveLength(5);
    expect(KEY_CONTACT_TOPICS).toHaveLength(7);
    expect(ADDITIONAL_CONTACT_TYPES).toHaveLength(11);
    expect(ADDITIONAL_CONTACT_TYPES).not.toContain('CustomerService');
  });
});

describe('phones (libphonenumber-js)', () => {
  it.each([
    ['+12125550123', '(212) 555-0123'],
    ['212.555.0123', '(212) 555-0123'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['', ''],
    ['call me', 'call me'],
  ])('formats %s as %s', (input, expected) => expect(formatPhone(input)).toBe(expected));

  it('validates US numbers by default', () => {
    expect(isValidPhone('(212) 555-0123')).toBe(true);
    expect(isValidPhone('12')).toBe(false);
  });
});

describe('main contacts form', () => {
  it('requires the primary contact, skips blank optional slots and sends them as null', () => {
    const form = mainContactsToForm(undefined);
    expect(mainContactsForm.safeParse(form).success).toBe(false);
    form.primaryContact = { ...form.primaryContact, name: 'P', email: 'p@a.test', phone: '2125550123' };
    expect(mainContactsForm.safeParse(form).success).toBe(true);
    expect(mainContactsFromForm(form).accountManager).toBeNull();
    form.accountManager = { ...form.accountManager, name: 'Half filled' };
    const issues = mainContactsForm.safeParse(form).error?.issues.map((i) => i.path.join('.'));
    expect(issues).toEqual(['accountManager.email', 'accountManager.phone']);
  });

  it('drops the client-only isExisting flag of additional contacts', () => {
    const body = otherContactsFromForm({
      otherContacts: [{ name: ' N ', email: 'n@a.test', phone: '1', contactType: 'Other', isExisting: true }],
    });
    expect(body.otherContacts[0]).toEqual({ name: 'N', email: 'n@a.test', phone: '1', contactType: 'Other' });
  });
});

describe('supplierUserActions', () => {
  it('offers only Update name on the own row and the toggles and Remove on others', () => {
    expect(supplierUserActions({ id: 1, isActive: true, isAdmin: true }, 1)).toEqual(['updateName']);
    expect(supplierUserActions({ id: 2, isActive: false, isAdmin: true }, 1)).toEqual(['updateName', 'activate', 'revokeAdmin', 'remove']);
    expect(supplierUserActions({ id: 2, isActive: true, isAdmin: false }, 1)).toEqual(['updateName', 'deactivate', 'grantAdmin', 'remove']);
  });
});
