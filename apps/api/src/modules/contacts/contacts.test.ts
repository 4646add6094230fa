// Contacts calls: read, replace main and additional contacts, the representative and key contacts, per supplier.
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, PHONE_MESSAGES, type CompanyContacts } from '@portal/contracts';
import { ACME, CLERK, INTEGRATED, expectValidationError, useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

const contactOf = (contactType: string, name: string, email: string) => ({ name, email, phone: '212-555-0100', contactType, cc: [] });
const mainBody = (overrides: Record<string, unknown> = {}) => ({
  primaryContact: contactOf('PrimaryContact', 'Pat Primary', 'pat@supplier.test'),
  accountManager: null,
  accountReceivable: null,
  orderingHandlingFulfillment: null,
  customerService: null,
  ...overrides,
});
const getContacts = async (email: string) =>
  (await ctx.as(email, { method: 'GET', url: '/api/supplier-contacts' })).json() as CompanyContacts;
const putMain = (email: string, payload: unknown) =>
  ctx.as(email, { method: 'PUT', url: '/api/supplier-contacts/contacts', payload: payload as object });
const putOther = (email: string, payload: unknown) =>
  ctx.as(email, { method: 'PUT', url: '/api/supplier-contacts/other-contacts', payload: payload as object });

describe('GET /supplier-contacts', () => {
  it("answers the supplier's main and additional contacts, and nothing of another supplier", async () => {
    const acme = await getContacts(CLERK);
    expect(acme.primaryContact).toMatchObject({
      name: 'Paula Primary',
      contactType: 'PrimaryContact',
      cc: [{ email: 'owners@acme.test' }, { email: 'office@acme.test' }],
    });
    expect(acme.accountReceivable).toBeNull();
    expect(acme.otherContacts.map((c) => c.contactType)).toEqual(['OwnerOfTheCompany', 'ShippingDepartment', 'ProductData']);
    const integrated = await getContacts(INTEGRATED);
    expect(integrated).toEqual({
      primaryContact: null,
      accountManager: null,
      accountReceivable: null,
      orderingHandlingFulfillment: null,
      customerService: null,
      otherContacts: [],
      version: expect.any(String),
    });
  });

  it('needs a session', async () => {
    expect((await ctx.as(null, { method: 'GET', url: '/api/supplier-contacts' })).statusCode).toBe(401);
  });
});

describe('PUT /supplier-contacts/contacts', () => {
  it('replaces the five slots; a null slot is cleared; the other supplier is untouched', async () => {
    const body = mainBody({
      primaryContact: { ...contactOf('PrimaryContact', 'Ivy Integrated', 'ivy@integrated.test'), cc: [{ email: 'cc@integrated.test' }] },
      customerService: contactOf('CustomerService', 'Cy Support', 'cy@integrated.test'),
    });
    expect((await putMain(INTEGRATED, body)).statusCode).toBe(204);
    const saved = await getContacts(INTEGRATED);
    expect(saved.primaryContact).toEqual(body.primaryContact);
    expect(saved.customerService?.name).toBe('Cy Support');
    expect(saved.accountManager).toBeNull();
    expect((await putMain(INTEGRATED, mainBody())).statusCode).toBe(204);
    expect((await getContacts(INTEGRATED)).customerService).toBeNull();
    expect((await getContacts(ACME)).primaryContact?.name).toBe('Paula Primary');
  });

  it.each([
    ['$.primaryContact.name', { primaryContact: { ...contactOf('PrimaryContact', '', 'a@b.test') } }, 'Field is required'],
    [
      '$.primaryContact.name',
      { primaryContact: { ...contactOf('PrimaryContact', 'x'.repeat(51), 'a@b.test') } },
      'Maximum is 50 characters',
    ],
    [
      '$.primaryContact.email',
      { primaryContact: { ...contactOf('PrimaryContact', 'Name', 'not-an-email') } },
      CONTACT_MESSAGES.invalidEmail,
    ],
    ['$.primaryContact.phone', { primaryContact: { ...contactOf('PrimaryContact', 'Name', 'a@b.test'), phone: '' } }, 'Field is required'],
    [
      '$.primaryContact.phone',
      { primaryContact: { ...contactOf('PrimaryContact', 'Name', 'a@b.test'), phone: '12' } },
      PHONE_MESSAGES.invalid,
    ],
    [
      '$.primaryContact.phone',
      { primaryContact: { ...contactOf('PrimaryContact', 'Name', 'a@b.test'), phone: '1'.repeat(51) } },
      'Maximum is 50 characters',
    ],
    ['$.primaryContact', { primaryContact: null }, 'Field is required'],
    ['$.accountManager.contactType', { accountManager: contactOf('Other', 'Name', 'a@b.test') }, undefined],
    [
      '$.primaryContact.cc[0].email',
      { primaryContact: { ...contactOf('PrimaryContact', 'N', 'a@b.test'), cc: [{ email: 'bad' }] } },
      CONTACT_MESSAGES.invalidEmail,
    ],
    [
      '$.primaryContact.cc[1].email',
      { primaryContact: { ...contactOf('PrimaryContact', 'N', 'a@b.test'), cc: [{ email: 'c@b.test' }, { email: 'A@b.test' }] } },
      CONTACT_MESSAGES.duplicateCc,
    ],
    [
      '$.primaryContact.cc',
      {
        primaryContact: {
          ...contactOf('PrimaryContact', 'N', 'a@b.test'),
          cc: Array.from({ length: 11 }, (_, i) => ({ email: `c${i}@b.test` })),
        },
      },
      'Maximum is 10',
    ],
  ])('refuses bad input at %s', async (path, overrides, message) => {
    expectValidationError(await putMain(CLERK, mainBody(overrides)), path, message);
  });

  it('refuses unknown fields', async () => {
    expect((await putMain(CLERK, { ...mainBody(), extra: 1 })).statusCode).toBe(400);
  });
});

describe('PUT /supplier-contacts/other-contacts', () => {
  const other = (contactType: string, email: string) => ({ name: 'Oscar Other', email, phone: '+1 646 555 0199', contactType });

  it('replaces the whole list in the order given', async () => {
    const list = [other('Other', 'o1@integrated.test'), other('SalesRep', 'o2@integrated.test')];
    expect((await putOther(INTEGRATED, { otherContacts: list })).statusCode).toBe(204);
    expect((await getContacts(INTEGRATED)).otherContacts.map((c) => [c.contactType, c.email])).toEqual([
      ['Other', 'o1@integrated.test'],
      ['SalesRep', 'o2@integrated.test'],
    ]);
    expect((await putOther(INTEGRATED, { otherContacts: [] })).statusCode).toBe(204);
    expect((await getContacts(INTEGRATED)).otherContacts).toEqual([]);
  });

  it("refuses an additional contact with a main contact's e-mail, at that contact's path (a server rule)", async () => {
    const res = await putOther(CLERK, { otherContacts: [other('Other', 'new@acme.test'), other('SalesRep', 'PAULA@acme.test')] });
    expectValidationError(res, '$.otherContacts[1].email', CONTACT_MESSAGES.emailOfMainContact);
    expect(Object.keys(res.json().errors)).toEqual(['$.otherContacts[1].email']);
    expect((await getContacts(CLERK)).otherContacts).toHaveLength(3);
  });

  it.each([
    ['$.otherContacts[0].contactType', [other('PrimaryContact', 'a@b.test')]],
    ['$.otherContacts[0].contactType', [other('CustomerService', 'a@b.test')]],
    ['$.otherContacts[0].email', [other('Other', 'nope')]],
    ['$.otherContacts[0].phone', [{ ...other('Other', 'a@b.test'), phone: 'call me' }]],
    ['$.otherContacts[0].name', [{ ...other('Other', 'a@b.test'), name: '' }]],
    ['$.otherContacts[0]', [{ ...other('Other', 'a@b.test'), isExisting: true }]],
    ['$.otherContacts', Array.from({ length: 51 }, (_, i) => other('Other', `o${i}@b.test`))],
  ])('refuses bad input at %s', async (path, otherContacts) => {
    expectValidationError(await putOther(CLERK, { otherContacts }), path);
  });
});

describe('GET /supplier-representative and /bison-contacts', () => {
  it("answers the supplier's representative and its seven mailboxes", async () => {
    const rep = await ctx.as(CLERK, { method: 'GET', url: '/api/supplier-representative' });
    expect(rep.json()).toMatchObject({ displayName: 'Rita Representative', email: 'rita.representative@bison.test', imageUrl: null });
    const keys = (await ctx.as(CLERK, { method: 'GET', url: '/api/bison-contacts' })).json() as { topic: string }[];
    expect(keys.map((k) => k.topic)).toEqual([
      'AccountingAndFinance',
      'Compliance',
      'CustomerSupport',
      'Inventory',
      'Promotions',
      'Shipping',
      'TrackingInformation',
    ]);
  });

  it('shows none of them to another supplier', async () => {
    const rep = await ctx.as(INTEGRATED, { method: 'GET', url: '/api/supplier-representative' });
    expect(rep.statusCode).toBe(200);
    expect(rep.json()).toBeNull();
    expect((await ctx.as(INTEGRATED, { method: 'GET', url: '/api/bison-contacts' })).json()).toEqual([]);
  });
});
