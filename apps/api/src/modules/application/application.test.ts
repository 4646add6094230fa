import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { APPLICATION_MESSAGES, type SupplierApplicationRequest } from '@portal/contracts';
import { expectValidationError, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { DEMO_INVITATION_TOKENS } from '../../seed/application.ts';
import { createInvitation } from './index.ts';
import { APPLICATION_SUBMIT_LIMIT, INVITATION_MISS_LIMIT } from './application.throttle.ts';

const ctx = useTestApp();

let ipCounter = 0;
/** Each test calls from its own address so the per-address limits of other tests never interfere. */
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const newInvitation = async (expiresInDays?: number) =>
  (await createInvitation({ db: ctx.database.db, clock: ctx.app.clock }, { expiresInDays })).token;

const lookup = (token: string, ip = freshIp()) =>
  ctx.app.inject({ method: 'GET', url: `/api/supplier-invitation/${encodeURIComponent(token)}`, remoteAddress: ip });
const submit = (payload: unknown, ip = freshIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/supplier-applications', payload: payload as object, remoteAddress: ip });

const contact = (name = 'Dana Supplier') => ({ name, email: 'dana@supplier.test', phone: '+1 555 0100' });
const address = (overrides: Partial<Record<string, string>> = {}) => ({
  addressName: '1 Main Street',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
  ...overrides,
});
const warehouse = (overrides: Record<string, unknown> = {}) => ({
  address: address(),
  pickupFrom: '09:00',
  pickupTo: '17:00',
  contactPerson: contact('Wes Warehouse'),
  ...overrides,
});

function application(invitationToken: string, overrides: Record<string, unknown> = {}): SupplierApplicationRequest {
  return {
    invitationToken,
    officialCompanyName: 'Supplier Test LLC',
    doingBusinessAs: 'Supplier Test',
    website: 'https://supplier.test',
    address: address(),
    leadTimes: { leadTimesForSmallParcelInDays: 2, leadTimesForLTLShipmentsInDays: 5 },
    primaryContact: contact(),
    warehouses: [warehouse()],
    returnsAccepted: false,
    returnWarehouses: [],
    notes: null,
    ...overrides,
  } as SupplierApplicationRequest;
}

describe('GET /supplier-invitation/{invitationToken}', () => {
  it('answers the open demo invitation as Open', async () => {
    const res = await lookup(DEMO_INVITATION_TOKENS.open);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      invitationToken: DEMO_INVITATION_TOKENS.open,
      hasApplication: false,
      notFound: false,
      state: 'Open',
    });
  });

  it('answers the expired demo invitation as Expired', async () => {
    expect((await lookup(DEMO_INVITATION_TOKENS.expired)).json()).toMatchObject({
      hasApplication: false,
      state: 'Expired',
      // whom to write to for a new one: the configured onboarding address (the default here)
      contactEmail: 'supplier-onboarding@marketplace.test',
    });
  });

  it('answers the used demo invitation as Applied', async () => {
    expect((await lookup(DEMO_INVITATION_TOKENS.applied)).json()).toMatchObject({ hasApplication: true, state: 'Applied' });
  });

  it('answers an unknown token with 404 in the error shape', async () => {
    const res = await lookup('no-such-invitation-token');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ title: 'Not Found', status: 404, detail: APPLICATION_MESSAGES.invitationNotFound });
  });

  it('reads expiry at the app clock', async () => {
    const token = await newInvitation(1);
    expect((await lookup(token)).json()).toMatchObject({ state: 'Open' });
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(new Date(Date.now() + 2 * 24 * 3600 * 1000));
    try {
      expect((await lookup(token)).json()).toMatchObject({ state: 'Expired' });
    } finally {
      clock.mockRestore();
    }
  });

  it('stores only a hash of the token, and new tokens are long and random', async () => {
    const token = await newInvitation();
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(token).not.toBe(await newInvitation());
    const rows = await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from supplier_invitations where token_hash = ${token}`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('POST /supplier-applications', () => {
  it('stores the whole application with status Submitted and spends the invitation', async () => {
    const token = await newInvitation();
    const res = await submit(
      application(token, {
        accountManagerContact: contact('Ann Manager'),
        accountReceivableContact: { name: '', email: '', phone: '' },
        warehouses: [warehouse(), warehouse({ address: address({ country: 'CA', state: 'ON', city: 'Toronto', zip: 'M5V 2T6' }) })],
        returnsAccepted: true,
        returnWarehouses: [warehouse({ pickupFrom: '08:30', pickupTo: '12:00' })],
        notes: 'Ships from two sites.',
      }),
    );
    expect(res.statusCode).toBe(200);
    const id = res.json() as number;
    expect(Number.isInteger(id)).toBe(true);
    const [app] = await sqlRows<{ status: string; returns_accepted: boolean; notes: string }>(
      ctx.database,
      sql`select status, returns_accepted, notes from supplier_applications where id = ${id}`,
    );
    expect(app).toEqual({ status: 'Submitted', returns_accepted: true, notes: 'Ships from two sites.' });
    const contacts = await sqlRows<{ role: string }>(
      ctx.database,
      sql`select role from supplier_application_contacts where application_id = ${id} order by role`,
    );
    // The blank account-receivable contact is absent.
    expect(contacts.map((c) => c.role)).toEqual(['accountManager', 'primary']);
    const warehouses = await sqlRows<{ is_return: boolean; country: string }>(
      ctx.database,
      sql`select is_return, country from supplier_application_warehouses where application_id = ${id} order by is_return, position`,
    );
    expect(warehouses).toEqual([
      { is_return: false, country: 'US' },
      { is_return: false, country: 'CA' },
      { is_return: true, country: 'US' },
    ]);
    expect((await lookup(token)).json()).toMatchObject({ hasApplication: true, state: 'Applied' });
  });

  it('refuses a second submit with the same invitation (409)', async () => {
    const token = await newInvitation();
    expect((await submit(application(token))).statusCode).toBe(200);
    const again = await submit(application(token));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, detail: APPLICATION_MESSAGES.invitationUsed });
  });

  it('accepts only one of two concurrent submits', async () => {
    const token = await newInvitation();
    const results = await Promise.all([submit(application(token)), submit(application(token)), submit(application(token))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from supplier_applications a join supplier_invitations i on i.id = a.invitation_id
          where i.token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses the used and the expired demo invitations (409) and an unknown token (404)', async () => {
    expect((await submit(application(DEMO_INVITATION_TOKENS.applied))).json()).toMatchObject({
      status: 409,
      detail: APPLICATION_MESSAGES.invitationUsed,
    });
    expect((await submit(application(DEMO_INVITATION_TOKENS.expired))).json()).toMatchObject({
      status: 409,
      detail: APPLICATION_MESSAGES.invitationExpired,
    });
    expect((await submit(application('not-an-invitation'))).statusCode).toBe(404);
  });

  it('refuses an invitation that expired by the app clock', async () => {
    const token = await newInvitation(1);
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(new Date(Date.now() + 2 * 24 * 3600 * 1000));
    try {
      expect((await submit(application(token))).json()).toMatchObject({ status: 409, detail: APPLICATION_MESSAGES.invitationExpired });
    } finally {
      clock.mockRestore();
    }
  });

  it('accepts every length at its upper bound and lead times 1 and 20', async () => {
    const token = await newInvitation();
    const max = (n: number) => 'x'.repeat(n);
    const longContact = { name: max(50), email: `${'a'.repeat(64)}@${'b'.repeat(60)}.test`, phone: max(50) };
    const longAddress = { addressName: max(100), city: max(50), state: 'TX', zip: max(20), country: 'US' };
    const res = await submit(
      application(token, {
        officialCompanyName: max(100),
        doingBusinessAs: max(100),
        website: max(500),
        address: longAddress,
        leadTimes: { leadTimesForSmallParcelInDays: 1, leadTimesForLTLShipmentsInDays: 20 },
        primaryContact: longContact,
        warehouses: [{ address: longAddress, pickupFrom: '00:00', pickupTo: '23:30', contactPerson: longContact }],
      }),
    );
    expect(res.statusCode).toBe(200);
  });

  const beyond: [string, (token: string) => SupplierApplicationRequest, string, string?][] = [
    [
      'officialCompanyName 101',
      (t) => application(t, { officialCompanyName: 'x'.repeat(101) }),
      '$.officialCompanyName',
      'Maximum is 100 characters',
    ],
    ['officialCompanyName empty', (t) => application(t, { officialCompanyName: '' }), '$.officialCompanyName', 'Field is required'],
    ['officialCompanyName blank', (t) => application(t, { officialCompanyName: '   ' }), '$.officialCompanyName', 'Field is required'],
    ['doingBusinessAs 101', (t) => application(t, { doingBusinessAs: 'x'.repeat(101) }), '$.doingBusinessAs', 'Maximum is 100 characters'],
    ['doingBusinessAs empty', (t) => application(t, { doingBusinessAs: '' }), '$.doingBusinessAs', 'Field is required'],
    ['website 501', (t) => application(t, { website: 'x'.repeat(501) }), '$.website', 'Maximum is 500 characters'],
    ['website empty', (t) => application(t, { website: '' }), '$.website', 'Field is required'],
    ['address name 101', (t) => application(t, { address: address({ addressName: 'x'.repeat(101) }) }), '$.address.addressName'],
    ['address name empty', (t) => application(t, { address: address({ addressName: '' }) }), '$.address.addressName', 'Field is required'],
    ['city 51', (t) => application(t, { address: address({ city: 'x'.repeat(51) }) }), '$.address.city', 'Maximum is 50 characters'],
    ['city empty', (t) => application(t, { address: address({ city: '' }) }), '$.address.city'],
    ['state 3', (t) => application(t, { address: address({ state: 'TXX' }) }), '$.address.state', 'Maximum is 2 characters'],
    ['state empty', (t) => application(t, { address: address({ state: '' }) }), '$.address.state', 'Field is required'],
    ['zip 21', (t) => application(t, { address: address({ zip: '1'.repeat(21) }) }), '$.address.zip', 'Maximum is 20 characters'],
    ['zip empty', (t) => application(t, { address: address({ zip: '' }) }), '$.address.zip'],
    ['country 3', (t) => application(t, { address: address({ country: 'USA' }) }), '$.address.country', 'Maximum is 2 characters'],
    ['country empty', (t) => application(t, { address: address({ country: '' }) }), '$.address.country'],
    ['contact name 51', (t) => application(t, { primaryContact: { ...contact(), name: 'x'.repeat(51) } }), '$.primaryContact.name'],
    ['contact name empty', (t) => application(t, { primaryContact: { ...contact(), name: '' } }), '$.primaryContact.name'],
    ['contact phone 51', (t) => application(t, { primaryContact: { ...contact(), phone: '1'.repeat(51) } }), '$.primaryContact.phone'],
    ['contact phone empty', (t) => application(t, { primaryContact: { ...contact(), phone: '' } }), '$.primaryContact.phone'],
    [
      'bad e-mail',
      (t) => application(t, { primaryContact: { ...contact(), email: 'dana-at-supplier' } }),
      '$.primaryContact.email',
      APPLICATION_MESSAGES.invalidEmail,
    ],
    ['e-mail empty', (t) => application(t, { primaryContact: { ...contact(), email: '' } }), '$.primaryContact.email', 'Field is required'],
    [
      'lead time 0',
      (t) => application(t, { leadTimes: { leadTimesForSmallParcelInDays: 0, leadTimesForLTLShipmentsInDays: 5 } }),
      '$.leadTimes.leadTimesForSmallParcelInDays',
      'Minimum is 1',
    ],
    [
      'lead time 21',
      (t) => application(t, { leadTimes: { leadTimesForSmallParcelInDays: 5, leadTimesForLTLShipmentsInDays: 21 } }),
      '$.leadTimes.leadTimesForLTLShipmentsInDays',
      'Maximum is 20',
    ],
    [
      'lead time 1.5',
      (t) => application(t, { leadTimes: { leadTimesForSmallParcelInDays: 1.5, leadTimesForLTLShipmentsInDays: 5 } }),
      '$.leadTimes.leadTimesForSmallParcelInDays',
    ],
    ['no warehouse', (t) => application(t, { warehouses: [] }), '$.warehouses', APPLICATION_MESSAGES.atLeastOneWarehouse],
    [
      'pickup time off the half hour',
      (t) => application(t, { warehouses: [warehouse({ pickupFrom: '09:15' })] }),
      '$.warehouses[0].pickupFrom',
      APPLICATION_MESSAGES.invalidPickupTime,
    ],
    [
      'pickup time longer than 8',
      (t) => application(t, { warehouses: [warehouse({ pickupTo: '05:00 PM x' })] }),
      '$.warehouses[0].pickupTo',
      'Maximum is 8 characters',
    ],
    [
      'pickup to not after pickup from',
      (t) => application(t, { warehouses: [warehouse({ pickupFrom: '12:00', pickupTo: '12:00' })] }),
      '$.warehouses[0].pickupTo',
      APPLICATION_MESSAGES.pickupToAfterFrom,
    ],
    [
      'warehouse contact e-mail',
      (t) => application(t, { warehouses: [warehouse(), warehouse({ contactPerson: { ...contact(), email: 'x' } })] }),
      '$.warehouses[1].contactPerson.email',
    ],
    [
      'partly filled optional contact',
      (t) => application(t, { customerSupportContact: { name: 'Sam', email: '', phone: '' } }),
      '$.customerSupportContact.email',
      'Field is required',
    ],
    [
      'returns accepted without a return warehouse',
      (t) => application(t, { returnsAccepted: true, returnWarehouses: [] }),
      '$.returnWarehouses',
      APPLICATION_MESSAGES.atLeastOneWarehouse,
    ],
    [
      'return warehouses while returns are not accepted',
      (t) => application(t, { returnsAccepted: false, returnWarehouses: [warehouse()] }),
      '$.returnWarehouses',
      APPLICATION_MESSAGES.returnWarehousesNotAccepted,
    ],
    [
      'invalid return warehouse when accepted',
      (t) => application(t, { returnsAccepted: true, returnWarehouses: [warehouse({ address: address({ city: '' }) })] }),
      '$.returnWarehouses[0].address.city',
    ],
    ['copyPrimaryContacts sent', (t) => ({ ...application(t), copyPrimaryContacts: true }) as SupplierApplicationRequest, '$'],
    ['no invitation token', () => application(''), '$.invitationToken', 'Field is required'],
  ];

  it.each(beyond)('refuses %s (400 at the field) and keeps the invitation open', async (_name, build, path, message) => {
    const token = await newInvitation();
    expectValidationError(await submit(build(token)), path, message);
    expect((await lookup(token)).json()).toMatchObject({ state: 'Open' });
  });

  it.each([
    [
      'a state of another country',
      { address: address({ country: 'US', state: 'ON' }) },
      '$.address.state',
      APPLICATION_MESSAGES.stateOfOtherCountry,
    ],
    ['an unknown country', { address: address({ country: 'XX', state: 'TX' }) }, '$.address.country', APPLICATION_MESSAGES.unknownCountry],
    [
      "a warehouse's state of another country",
      { warehouses: [warehouse(), warehouse({ address: address({ country: 'CA', state: 'TX' }) })] },
      '$.warehouses[1].address.state',
      APPLICATION_MESSAGES.stateOfOtherCountry,
    ],
  ])('refuses %s', async (_name, overrides, path, message) => {
    const token = await newInvitation();
    expectValidationError(await submit(application(token, overrides)), path, message);
    expect((await lookup(token)).json()).toMatchObject({ state: 'Open' });
  });

  it('treats omitted and null optional contacts as absent', async () => {
    const token = await newInvitation();
    expect((await submit(application(token, { accountManagerContact: null, customerSupportContact: {} }))).statusCode).toBe(200);
  });
});

describe('throttling per address', () => {
  it(`answers 429 after ${INVITATION_MISS_LIMIT.max} unknown tokens, even for a valid one, until the window passes`, async () => {
    const ip = freshIp();
    for (let i = 0; i < INVITATION_MISS_LIMIT.max; i++) expect((await lookup(`guess-${i}`, ip)).statusCode).toBe(404);
    const res = await lookup(DEMO_INVITATION_TOKENS.open, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ title: 'Too Many Requests', status: 429, detail: APPLICATION_MESSAGES.throttled });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Submits from that address are refused too; another address is not affected.
    expect((await submit(application(DEMO_INVITATION_TOKENS.open), ip)).statusCode).toBe(429);
    expect((await lookup(DEMO_INVITATION_TOKENS.open)).statusCode).toBe(200);
    const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(new Date(Date.now() + INVITATION_MISS_LIMIT.windowMs + 1000));
    try {
      expect((await lookup(DEMO_INVITATION_TOKENS.open, ip)).statusCode).toBe(200);
    } finally {
      clock.mockRestore();
    }
  });

  it('counts unknown tokens of submits as misses', async () => {
    const ip = freshIp();
    for (let i = 0; i < INVITATION_MISS_LIMIT.max; i++) expect((await submit(application(`guess-${i}`), ip)).statusCode).toBe(404);
    expect((await lookup(DEMO_INVITATION_TOKENS.open, ip)).statusCode).toBe(429);
  });

  it(`answers 429 after ${APPLICATION_SUBMIT_LIMIT.max} refused submits from one address within the hour`, async () => {
    const ip = freshIp();
    for (let i = 0; i < APPLICATION_SUBMIT_LIMIT.max; i++)
      expect((await submit(application(DEMO_INVITATION_TOKENS.applied), ip)).statusCode).toBe(409);
    const token = await newInvitation();
    expect((await submit(application(token), ip)).statusCode).toBe(429);
    expect((await submit(application(token))).statusCode).toBe(200);
  });

  it('does not count accepted submits', async () => {
    const ip = freshIp();
    for (let i = 0; i < APPLICATION_SUBMIT_LIMIT.max + 1; i++)
      expect((await submit(application(await newInvitation()), ip)).statusCode).toBe(200);
  });
});
