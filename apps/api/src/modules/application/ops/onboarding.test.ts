// The onboarding queues of the operations console: invitations (create, resend, expire) and applications (approve,
// decline), each refusal, and the new supplier's Admin signing in to an empty portal.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OPS_ONBOARDING_MESSAGES, type OpsApplication, type OpsInvitation } from '@portal/contracts';
import { ACME, CLERK, expectValidationError, gridGet, OPERATOR, sqlRows, useTestApp } from '../../../../test/test-app.ts';
import { outboxFor, postAccessTokens } from '../../../../test/auth-calls.ts';
import { createUser } from '../../../../test/user-factory.ts';
import { supplierApplications, supplierMemberships, users } from '../../../db/schema/index.ts';

const ctx = useTestApp();

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;
const freshIp = () => `10.77.${Math.floor(++counter / 250)}.${counter % 250}`;

const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.as(OPERATOR, { method, url: `/api/ops${url}`, ...(payload ? { payload } : {}) });

const linkToken = (text: string) => text.match(/supplier-application\?token=([\w-]+)/)?.[1];

async function invite(email = `${unique('apply')}@newco.test`) {
  const res = await ops('POST', '/invitations', { email });
  expect(res.statusCode).toBe(201);
  const mails = await outboxFor(ctx.app, email);
  return { invitation: res.json() as OpsInvitation, email, token: linkToken(mails.at(-1)!.text)! };
}

const contact = (name: string, email: string) => ({ name, email, phone: '+1 555 0100' });
const address = { addressName: '1 Main Street', city: 'Austin', state: 'TX', zip: '78701', country: 'US' };

async function submitApplication(token: string, adminEmail: string, company = unique('NewCo')) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/supplier-applications',
    remoteAddress: freshIp(),
    payload: {
      invitationToken: token,
      officialCompanyName: company,
      doingBusinessAs: `${company} DBA`,
      website: 'https://newco.test',
      address,
      leadTimes: { leadTimesForSmallParcelInDays: 2, leadTimesForLTLShipmentsInDays: 5 },
      primaryContact: contact('Nina New Admin', adminEmail),
      accountManagerContact: contact('Max Manager', 'max@newco.test'),
      warehouses: [{ address, pickupFrom: '09:00', pickupTo: '17:00', contactPerson: contact('Wes Warehouse', 'wes@newco.test') }],
      returnsAccepted: true,
      returnWarehouses: [
        {
          address: { ...address, addressName: '9 Return Road' },
          pickupFrom: '10:00',
          pickupTo: '15:00',
          contactPerson: contact('Rita Returns', 'rita@newco.test'),
        },
      ],
      notes: null,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { applicationId: res.json() as number, company };
}

async function newApplication() {
  const adminEmail = `${unique('admin')}@newco.test`;
  const { token } = await invite();
  const { applicationId, company } = await submitApplication(token, adminEmail);
  return { applicationId, adminEmail, company };
}

describe('access', () => {
  it.each([
    ['GET', '/invitations'],
    ['POST', '/invitations'],
    ['POST', '/invitations/1/resend'],
    ['POST', '/invitations/1/expire'],
    ['GET', '/applications'],
    ['GET', '/applications/1'],
    ['POST', '/applications/1/approve'],
    ['POST', '/applications/1/decline'],
  ])('%s /api/ops%s: 401 without a session, 403 for supplier users', async (method, url) => {
    const request = { method: method as 'GET', url: `/api/ops${url}`, payload: method === 'POST' ? {} : undefined };
    expect((await ctx.app.inject(request)).statusCode).toBe(401);
    expect((await ctx.as(ACME, request)).statusCode).toBe(403);
    expect((await ctx.as(CLERK, request)).statusCode).toBe(403);
  });
});

describe('invitations', () => {
  it('creates an invitation, mails the application link and lists it as Open', async () => {
    const email = `${unique('Mixed.Case')}@NewCo.test`;
    const res = await ops('POST', '/invitations', { email, invitedName: 'Pat Prospect' });
    expect(res.statusCode).toBe(201);
    const invitation = res.json() as OpsInvitation;
    expect(invitation).toMatchObject({ invitedEmail: email, invitedName: 'Pat Prospect', state: 'Open', applicationId: null });
    const [mail] = await outboxFor(ctx.app, email);
    expect(mail!.subject).toBe('Your invitation to apply as a supplier');
    const token = linkToken(mail!.text)!;
    const lookup = await ctx.app.inject({ method: 'GET', url: `/api/supplier-invitation/${token}`, remoteAddress: freshIp() });
    expect(lookup.json()).toMatchObject({ state: 'Open', id: invitation.id });

    const grid = await gridGet(ctx, OPERATOR, '/api/ops/invitations', {
      query: { filterModel: { invitedEmail: { filterType: 'text', type: 'equals', filter: email } } },
    });
    expect(grid.statusCode).toBe(200);
    expect((grid.json() as OpsInvitation[]).map((i) => i.id)).toEqual([invitation.id]);
    expect(grid.headers['content-range']).toBe('items 0-0/1');
  });

  it('refuses bad input on every field', async () => {
    expectValidationError(await ops('POST', '/invitations', {}), '$.email');
    expectValidationError(await ops('POST', '/invitations', { email: 'not-an-address' }), '$.email', 'Invalid email address');
    expectValidationError(await ops('POST', '/invitations', { email: `${'a'.repeat(250)}@x.test` }), '$.email');
    expectValidationError(await ops('POST', '/invitations', { email: 'ok@newco.test', invitedName: 'x'.repeat(101) }), '$.invitedName');
    expect((await ops('POST', '/invitations', { email: 'ok@newco.test', extra: 1 })).statusCode).toBe(400);
    expectValidationError(
      await gridGet(ctx, OPERATOR, '/api/ops/invitations', { query: { filterModel: { state: { filterType: 'set', values: ['Nope'] } } } }),
      '$.query',
    );
  });

  it('resend mails a new link and the old one no longer works', async () => {
    const { invitation, email, token } = await invite();
    const res = await ops('POST', `/invitations/${invitation.id}/resend`);
    expect(res.statusCode).toBe(200);
    const mails = await outboxFor(ctx.app, email);
    expect(mails).toHaveLength(2);
    const fresh = linkToken(mails[1]!.text)!;
    expect(fresh).not.toBe(token);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/supplier-invitation/${token}`, remoteAddress: freshIp() })).statusCode).toBe(
      404,
    );
    const lookup = await ctx.app.inject({ method: 'GET', url: `/api/supplier-invitation/${fresh}`, remoteAddress: freshIp() });
    expect(lookup.json()).toMatchObject({ state: 'Open' });
  });

  it('resend re-opens an expired invitation', async () => {
    const { invitation } = await invite();
    expect((await ops('POST', `/invitations/${invitation.id}/expire`)).json()).toMatchObject({ state: 'Expired' });
    expect((await ops('POST', `/invitations/${invitation.id}/resend`)).json()).toMatchObject({ state: 'Open' });
  });

  it('expire ends the link now; expiring twice is 409; concurrently twice, one wins', async () => {
    const { invitation, token } = await invite();
    const res = await ops('POST', `/invitations/${invitation.id}/expire`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'Expired' });
    const lookup = await ctx.app.inject({ method: 'GET', url: `/api/supplier-invitation/${token}`, remoteAddress: freshIp() });
    expect(lookup.json()).toMatchObject({ state: 'Expired' });
    const again = await ops('POST', `/invitations/${invitation.id}/expire`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: OPS_ONBOARDING_MESSAGES.invitationAlreadyExpired });

    const other = (await invite()).invitation;
    const both = await Promise.all([ops('POST', `/invitations/${other.id}/expire`), ops('POST', `/invitations/${other.id}/expire`)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses resend and expire of an invitation already used (409) and unknown ids (404)', async () => {
    const { invitation, token } = await invite();
    await submitApplication(token, `${unique('used')}@newco.test`);
    for (const action of ['resend', 'expire']) {
      const res = await ops('POST', `/invitations/${invitation.id}/${action}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ detail: OPS_ONBOARDING_MESSAGES.invitationApplied });
      expect((await ops('POST', `/invitations/999999/${action}`)).statusCode).toBe(404);
      expectValidationError(await ops('POST', `/invitations/abc/${action}`), '$.id');
    }
    const grid = await gridGet(ctx, OPERATOR, '/api/ops/invitations', {
      query: { filterModel: { state: { filterType: 'set', values: ['Applied'] } } },
    });
    expect((grid.json() as OpsInvitation[]).some((i) => i.id === invitation.id && i.applicationId !== null)).toBe(true);
  });
});

describe('applications', () => {
  it('approve creates the supplier, its facilities, contacts and Admin in one go; the Admin signs in to an empty portal', async () => {
    const { applicationId, adminEmail, company } = await newApplication();
    const res = await ops('POST', `/applications/${applicationId}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    const { supplierId, adminUserId } = res.json() as { supplierId: number; adminUserId: number };

    const application = (await ops('GET', `/applications/${applicationId}`)).json() as OpsApplication;
    expect(application).toMatchObject({ status: 'Approved', supplierId, officialCompanyName: company, declineReason: null });
    const facilities = await sqlRows<{ name: string; is_return_location: boolean; is_primary_location: boolean; earliest_pickup: string }>(
      ctx.database,
      sql`select name, is_return_location, is_primary_location, earliest_pickup from supplier_facilities where supplier_id = ${supplierId} order by id`,
    );
    expect(facilities).toEqual([
      { name: '1 Main Street', is_return_location: false, is_primary_location: true, earliest_pickup: '09:00' },
      { name: '9 Return Road', is_return_location: true, is_primary_location: false, earliest_pickup: '10:00' },
    ]);
    const contacts = await sqlRows<{ contact_type: string; email: string }>(
      ctx.database,
      sql`select contact_type, email from supplier_contacts where supplier_id = ${supplierId} and is_main order by contact_type`,
    );
    expect(contacts).toEqual([
      { contact_type: 'AccountManager', email: 'max@newco.test' },
      { contact_type: 'PrimaryContact', email: adminEmail },
    ]);
    const [admin] = await ctx.database.db
      .select({
        supplierId: supplierMemberships.supplierId,
        userName: users.userName,
        isAdmin: supplierMemberships.isAdmin,
        isActive: supplierMemberships.isActive,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .innerJoin(supplierMemberships, eq(supplierMemberships.userId, users.id))
      .where(eq(users.id, adminUserId));
    expect(admin).toMatchObject({
      supplierId,
      userName: adminEmail,
      isAdmin: true,
      isActive: true,
      firstName: 'Nina',
      lastName: 'New Admin',
    });

    const mail = (await outboxFor(ctx.app, adminEmail)).at(-1)!;
    expect(mail.subject).toBe('Create your Supplier Portal password');
    const token = mail.text.match(/password-create\?token=([\w-]+)/)![1]!;
    const password = 'Fresh-admin-pass-7';
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-create',
      payload: { passwordCreateToken: token, newPassword: password, confirmPassword: password },
      remoteAddress: freshIp(),
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const signIn = await postAccessTokens(ctx.app, { username: adminEmail, password }, freshIp());
    expect(signIn.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${(signIn.json() as { accessToken: string }).accessToken}` };
    const orders = await ctx.app.inject({ method: 'GET', url: '/api/order-summaries', headers: auth });
    expect(orders.statusCode).toBe(200);
    expect(orders.json()).toEqual([]);
    const flags = await ctx.app.inject({ method: 'GET', url: '/api/feature-flags/values', headers: auth });
    expect(flags.json()).toMatchObject({ CreditRequests: true });
  });

  it('approving twice is 409, and so is declining an approved application', async () => {
    const { applicationId } = await newApplication();
    expect((await ops('POST', `/applications/${applicationId}/approve`)).statusCode).toBe(200);
    const again = await ops('POST', `/applications/${applicationId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: OPS_ONBOARDING_MESSAGES.alreadyDecided('Approved') });
    expect((await ops('POST', `/applications/${applicationId}/decline`, { reason: 'Late' })).statusCode).toBe(409);
  });

  it('two concurrent approvals: one wins, one supplier is created', async () => {
    const { applicationId, company } = await newApplication();
    const both = await Promise.all([
      ops('POST', `/applications/${applicationId}/approve`),
      ops('POST', `/applications/${applicationId}/approve`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await sqlRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from suppliers where name = ${company}`);
    expect(rows[0]!.n).toBe(1);
  });

  it('an approval and a decline at once: one wins', async () => {
    const { applicationId } = await newApplication();
    const both = await Promise.all([
      ops('POST', `/applications/${applicationId}/approve`),
      ops('POST', `/applications/${applicationId}/decline`, { reason: 'Not a fit' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('invites a primary contact who has an account already: an Admin membership to accept, the invitation mail, no second account', async () => {
    const person = await createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.acme });
    const { token } = await invite();
    const { applicationId, company } = await submitApplication(token, person.email.toUpperCase());
    const res = await ops('POST', `/applications/${applicationId}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    const { supplierId, adminUserId, adminInvited } = res.json() as { supplierId: number; adminUserId: number; adminInvited: boolean };
    expect({ adminUserId, adminInvited }).toEqual({ adminUserId: person!.id, adminInvited: true });
    const accounts = await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from users where lower(user_name) = ${person.email.toLowerCase()}`,
    );
    expect(accounts[0]!.n).toBe(1);
    const [membership] = await ctx.database.db
      .select()
      .from(supplierMemberships)
      .where(sql`${supplierMemberships.userId} = ${person!.id} and ${supplierMemberships.supplierId} = ${supplierId}`);
    expect(membership).toMatchObject({ isAdmin: true, isActive: true, acceptedOn: null });
    const mails = await outboxFor(ctx.app, person.email);
    expect(mails.map((m) => m.subject)).toEqual([`Invitation to work for ${company}`]);
    const mail = mails.at(-1)!;
    expect(mail.text).toContain('/choose-supplier');

    // the person accepts from their own session and works for the new supplier as its Admin
    const signIn = await postAccessTokens(ctx.app, { username: person.email, password: person.password }, freshIp());
    const own = { authorization: `Bearer ${(signIn.json() as { accessToken: string }).accessToken}` };
    const accepted = await ctx.app.inject({ method: 'POST', url: `/api/memberships/${supplierId}/acceptance`, headers: own });
    expect(accepted.statusCode, accepted.body).toBe(204);
    const switched = await ctx.app.inject({ method: 'POST', url: `/api/memberships/${supplierId}/session`, headers: own });
    expect(switched.statusCode, switched.body).toBe(200);
    const auth = { authorization: `Bearer ${(switched.json() as { accessToken: string }).accessToken}` };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/order-summaries', headers: auth })).json()).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/supplier-users', headers: auth })).statusCode).toBe(200);
  });

  it("refuses an approval whose Admin address is an operator's, creating nothing", async () => {
    const { token } = await invite();
    const { applicationId, company } = await submitApplication(token, OPERATOR);
    const res = await ops('POST', `/applications/${applicationId}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: OPS_ONBOARDING_MESSAGES.adminEmailTaken });
    const rows = await sqlRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from suppliers where name = ${company}`);
    expect(rows[0]!.n).toBe(0);
    const [row] = await ctx.database.db.select().from(supplierApplications).where(eq(supplierApplications.id, applicationId));
    expect(row!.status).toBe('Submitted');
  });

  it('decline records the reason and mails it to the applicant', async () => {
    const { applicationId, adminEmail } = await newApplication();
    const res = await ops('POST', `/applications/${applicationId}/decline`, { reason: '  We do not list garden gnomes.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Declined', declineReason: 'We do not list garden gnomes.', supplierId: null });
    const mail = (await outboxFor(ctx.app, adminEmail)).at(-1)!;
    expect(mail.subject).toBe('Your supplier application');
    expect(mail.text).toContain('The reason: We do not list garden gnomes.');
    expect((await ops('POST', `/applications/${applicationId}/decline`, { reason: 'again' })).statusCode).toBe(409);
  });

  it('refuses bad input and unknown ids', async () => {
    const { applicationId } = await newApplication();
    expectValidationError(await ops('POST', `/applications/${applicationId}/decline`, {}), '$.reason');
    expectValidationError(await ops('POST', `/applications/${applicationId}/decline`, { reason: '   ' }), '$.reason');
    expectValidationError(await ops('POST', `/applications/${applicationId}/decline`, { reason: 'x'.repeat(1001) }), '$.reason');
    expect((await ops('POST', '/applications/999999/approve')).statusCode).toBe(404);
    expect((await ops('POST', '/applications/999999/decline', { reason: 'No' })).statusCode).toBe(404);
    expect((await ops('GET', '/applications/999999')).statusCode).toBe(404);
    expectValidationError(await ops('POST', '/applications/0/approve'), '$.id');
  });

  it('lists applications with filters and counts the waiting ones on the overview', async () => {
    const { applicationId, company } = await newApplication();
    const grid = await gridGet(ctx, OPERATOR, '/api/ops/applications', {
      query: {
        filterModel: {
          status: { filterType: 'set', values: ['Submitted'] },
          officialCompanyName: { filterType: 'text', type: 'equals', filter: company },
        },
      },
    });
    expect(grid.statusCode).toBe(200);
    expect(grid.json()).toEqual([
      expect.objectContaining({ id: applicationId, primaryContactName: 'Nina New Admin', warehouseCount: 2, status: 'Submitted' }),
    ]);
    const overview = (await ops('GET', '/overview')).json() as { queues: { key: string; count: number }[] };
    const waiting = await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from supplier_applications where status = 'Submitted'`,
    );
    expect(overview.queues.find((q) => q.key === 'applications')?.count).toBe(waiting[0]!.n);
  });
});
