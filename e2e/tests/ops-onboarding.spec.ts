// The operations console's onboarding (docs/decisions/ops-queues.md): an operator invites a supplier, the applicant submits the mailed
// application link, the operator approves it, the new Admin creates a password from the mailed link and signs in to
// an empty portal; then the operator turns a feature flag off for that supplier only and its nav item goes away
// while another supplier keeps it. Only records this test creates are changed.
import { expect, test, type Page } from '@playwright/test';
import { fillAddress, fillContact, section } from '../fixtures/application.ts';
import { ADMIN, nextMail, readOutbox, signIn } from '../fixtures/session.ts';

const OPERATOR = 'ops@marketplace.test';
const TEXAS = { address: '1 Main Street', city: 'Austin', zip: '78701', country: 'United States of America', state: 'Texas' };

async function submitApplication(page: Page, company: string, adminEmail: string) {
  const general = section(page, 'General');
  await general.getByRole('textbox', { name: 'Official company name' }).fill(company);
  await general.getByRole('textbox', { name: 'Doing business as' }).fill(company);
  await general.getByRole('textbox', { name: 'Website' }).fill('https://onboarded.test');
  await fillAddress(general, TEXAS);
  await general.getByRole('spinbutton', { name: 'Lead time for small parcel (days)' }).fill('2');
  await general.getByRole('spinbutton', { name: 'Lead time for LTL shipments (days)' }).fill('7');
  await fillContact(section(page, 'Contact').getByRole('group', { name: 'Primary contact' }), {
    name: 'Nora Newadmin',
    email: adminEmail,
    phone: '+1 512 555 0100',
  });
  const warehouse = section(page, 'Warehouse').getByRole('group', { name: 'Warehouse 1', exact: true });
  await fillAddress(warehouse, TEXAS);
  await fillContact(warehouse.getByRole('group', { name: 'Contact person' }), {
    name: 'Wes Warehouse',
    email: 'wes@onboarded.test',
    phone: '+1 512 555 0101',
  });
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Your application has been submitted' })).toBeVisible();
}

const nav = (page: Page) => page.getByRole('navigation').first();

test('an operator invites, approves an application, and the new Admin signs in to an empty portal; a flag off for that supplier only', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const applicantEmail = `applicant-${stamp}@onboarded.test`;
  const adminEmail = `admin-${stamp}@onboarded.test`;
  const company = `Onboarded ${stamp} LLC`;

  // the operator invites the applicant
  await page.goto('/login');
  await signIn(page, OPERATOR);
  await expect(page).toHaveURL(/\/ops/);
  await page.goto('/ops/invitations');
  await expect(page.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible();
  const invited = (await readOutbox(request, applicantEmail)).length;
  await page.getByRole('button', { name: 'Invite supplier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite supplier' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(applicantEmail);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Search email' }).fill(applicantEmail);
  await expect(page.getByRole('table', { name: 'Invitations' }).getByRole('row').filter({ hasText: applicantEmail })).toContainText('Open');

  // the applicant opens the mailed link and submits the application
  const invitation = await nextMail(request, applicantEmail, invited);
  const link = new URL(/https?:\/\/\S+\/supplier-application\?token=\S+/.exec(invitation.text)![0]);
  const applicantContext = await browser.newContext();
  const applicant = await applicantContext.newPage();
  await applicant.goto(`${link.pathname}${link.search}`);
  await expect(applicant.getByRole('heading', { name: 'New supplier application' })).toBeVisible();
  await submitApplication(applicant, company, adminEmail);
  await applicantContext.close();

  // the operator approves it
  await page.goto('/ops/applications');
  await page.getByRole('textbox', { name: 'Search company' }).fill(company);
  const row = page.getByRole('table', { name: 'Supplier applications' }).getByRole('row').filter({ hasText: company });
  await expect(row).toContainText('Submitted');
  const mailed = (await readOutbox(request, adminEmail)).length;
  await row.getByRole('button', { name: `Approve ${company}` }).click();
  await page.getByRole('dialog', { name: 'Approve application' }).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(row).toContainText('Approved');

  // the new Admin creates a password from the mail and signs in to an empty portal
  const mail = await nextMail(request, adminEmail, mailed);
  const createLink = new URL(/https?:\/\/\S+\/password-create\?token=\S+/.exec(mail.text)![0]);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto(`${createLink.pathname}${createLink.search}`);
  await admin.getByLabel(/^new password/i).fill('Nora-new-pass-7');
  await admin.getByLabel(/^confirm password/i).fill('Nora-new-pass-7');
  await admin.getByRole('button', { name: 'Create' }).click();
  await expect(admin.getByText('Password created successfully')).toBeVisible();
  await admin.goto('/login');
  await signIn(admin, adminEmail, 'Nora-new-pass-7');
  await expect(admin.getByRole('heading', { name: 'Welcome, Nora Newadmin' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Orders this month' }).getByText(/^0$/)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Orders to ship' }).getByText(/^0$/)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Unprocessed orders' }).getByRole('link', { name: /^PO-/ })).toHaveCount(0);
  await expect(
    nav(admin)
      .getByRole('link', { name: 'Accounting' })
      .or(nav(admin).getByRole('button', { name: 'Accounting' })),
  ).toBeVisible();

  // the operator turns CreditRequests off for the new supplier only
  await page.goto('/ops/suppliers');
  await page.getByRole('textbox', { name: 'Search supplier' }).fill(company);
  await page.getByRole('link', { name: company }).click();
  await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Credit requests', exact: true }).click();
  await page.getByRole('option', { name: 'Off' }).click();
  await expect(page.getByText('Feature flag saved')).toBeVisible();

  // the supplier's portal reads its flags again when it loads: its Accounting item is gone
  await admin.reload();
  await expect(admin.getByRole('heading', { name: 'Welcome, Nora Newadmin' })).toBeVisible();
  await expect(nav(admin).getByText('Accounting')).toHaveCount(0);
  await adminContext.close();

  // another supplier keeps it
  const acmeContext = await browser.newContext();
  const acme = await acmeContext.newPage();
  await acme.goto('/login');
  await signIn(acme, ADMIN);
  await expect(acme.getByRole('heading', { name: 'Welcome, Alice Admin' })).toBeVisible();
  await expect(nav(acme).getByText('Accounting')).toBeVisible();
  await acmeContext.close();
});
