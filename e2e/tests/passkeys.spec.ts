// Passkeys in Chromium with its virtual authenticator (the DevTools protocol's WebAuthn domain: CTAP2, a resident key,
// user verification): a person adds a passkey on the security page (its recovery codes come with it, new ones are
// confirmed with it), renames it, removes it after confirming with it, and
// signs in with it without a password, and as the second step after the password; a person whose company requires a
// second factor adds a passkey at sign-in; axe checks the new parts (the listed passkey, the step's "Use a passkey",
// the required setup) in both palettes. Each test makes its own person (and the required setup its own supplier), so
// no other spec meets a second step.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshInvitation } from '../fixtures/application.ts';
import { nextMail, newPerson, readOutbox, signIn, tokenOf } from '../fixtures/session.ts';
import { findingsInBothPalettes, switchPalette } from '../fixtures/axe.ts';

const PASSWORD = 'Passkeys-e2e-pass-1';

/** Chromium's virtual authenticator on this page: a platform authenticator that keeps passkeys and verifies the person. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return { credentials };
}

/** Signs in with the password, adds a passkey named `name` on the security page, signs out. */
async function addPasskey(page: Page, email: string, name: string) {
  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await page.goto('/account/second-factor');
  await expect(page.getByRole('heading', { name: 'Two-step verification', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Passkey name' }).fill(name);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const listed = page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(name);
  await expect(listed).toContainText('Not used yet');
  // the person's first factor: their recovery codes come with it, shown once
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/10 recovery codes left/)).toBeVisible();
}

async function signOut(page: Page) {
  await page
    .getByRole('button', { name: /profile|account/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('a person adds a passkey and signs in with it without a password', async ({ page, request }) => {
  test.setTimeout(60_000);
  const authenticator = await virtualAuthenticator(page);
  const email = await newPerson(request, 'Passwordless', PASSWORD);
  await addPasskey(page, email, 'Work laptop');
  expect(await authenticator.credentials()).toEqual([expect.objectContaining({ isResidentCredential: true })]);
  expect(await findingsInBothPalettes(page, 'the security page with a passkey')).toEqual([]);
  await signOut(page);

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await page.goto('/account/second-factor');
  await expect(page.getByRole('list', { name: 'Passkeys' })).toContainText('Last used');

  // new recovery codes for a person with a passkey only, confirmed with the passkey, shown once
  await page.getByRole('button', { name: 'New recovery codes' }).click();
  await page.getByRole('group', { name: 'New recovery codes' }).getByRole('button', { name: 'Confirm with a passkey' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/10 recovery codes left/)).toBeVisible();

  // removed after confirming with the passkey: the page lists none
  await page.getByRole('button', { name: 'Remove passkey: Work laptop' }).click();
  const removal = page.getByRole('group', { name: 'Remove passkey: Work laptop' });
  await expect(removal.getByRole('textbox', { name: 'Code' })).toBeVisible();
  // the sweep above left the page in the dark palette (kept in the browser's storage): back to light first
  await switchPalette(page, 'light');
  expect(await findingsInBothPalettes(page, "a passkey's removal: a passkey or a code")).toEqual([]);
  await removal.getByRole('button', { name: 'Confirm with a passkey' }).click();
  await expect(page.getByRole('list', { name: 'Passkeys' })).toHaveCount(0);
  await expect(page.getByText('The passkey "Work laptop" was removed.')).toBeVisible();
});

test('a person with a passkey uses it as the second step after the password', async ({ page, request }) => {
  test.setTimeout(60_000);
  await virtualAuthenticator(page);
  const email = await newPerson(request, 'Second', PASSWORD);
  await addPasskey(page, email, 'Phone');
  await signOut(page);

  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  // a person with only a passkey is asked for no app's code; a recovery code may stand in for the passkey
  await expect(page.getByRole('textbox', { name: 'Code', exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Recovery code' })).toBeVisible();
  // the confirmation of the added passkey has left (axe would measure its colours while it fades)
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 15_000 });
  expect(await findingsInBothPalettes(page, 'the second step with a passkey')).toEqual([]);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
});

test('a person renames a passkey on the security page', async ({ page, request }) => {
  test.setTimeout(60_000);
  await virtualAuthenticator(page);
  const email = await newPerson(request, 'Rename', PASSWORD);
  await addPasskey(page, email, 'Laptop');
  await page.getByRole('button', { name: 'Rename passkey: Laptop' }).click();
  const form = page.getByRole('form', { name: 'Rename passkey: Laptop' });
  await form.getByRole('textbox', { name: 'New name' }).fill('   ');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('textbox', { name: 'New name' })).toHaveAccessibleDescription('Give the passkey a name.');
  await form.getByRole('textbox', { name: 'New name' }).fill('Work laptop');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem')).toContainText('Work laptop');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Rename passkey: Work laptop' })).toBeVisible();
});

const TEXAS = { addressName: '1 Main Street', city: 'Austin', state: 'TX', zip: '78701', country: 'US' };
const contact = (name: string, email: string) => ({ name, email, phone: '+1 555 0100' });

/**
 * A supplier of this test only (an application approved through the calls), whose Admin has set a password and
 * requires a second factor of its people: the Admin, who has none, meets the required setup at the next sign-in.
 */
async function adminOfSupplierRequiringFactor(request: APIRequestContext): Promise<string> {
  const stamp = Date.now().toString(36);
  const email = `required-${stamp}@required.test`;
  const applied = await request.post('/api/supplier-applications', {
    data: {
      invitationToken: await freshInvitation(request),
      officialCompanyName: `Required ${stamp} LLC`,
      doingBusinessAs: `Required ${stamp}`,
      website: 'https://required.test',
      address: TEXAS,
      leadTimes: { leadTimesForSmallParcelInDays: 2, leadTimesForLTLShipmentsInDays: 5 },
      primaryContact: contact('Rae Required', email),
      accountManagerContact: contact('Max Manager', `max-${stamp}@required.test`),
      warehouses: [
        { address: TEXAS, pickupFrom: '09:00', pickupTo: '17:00', contactPerson: contact('Wes Warehouse', `wes-${stamp}@required.test`) },
      ],
      returnsAccepted: true,
      returnWarehouses: [
        {
          address: { ...TEXAS, addressName: '9 Return Road' },
          pickupFrom: '10:00',
          pickupTo: '15:00',
          contactPerson: contact('Rita Returns', `rita-${stamp}@required.test`),
        },
      ],
      notes: null,
    },
  });
  expect(applied.ok(), await applied.text()).toBeTruthy();
  const before = (await readOutbox(request, email)).length;
  const approved = await request.post(`/api/ops/applications/${await applied.json()}/approve`, {
    headers: await tokenOf(request, 'ops@marketplace.test'),
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  const mail = await nextMail(request, email, before);
  const token = new URL(/https?:\/\/\S+\/password-create\?token=\S+/.exec(mail.text)![0]).searchParams.get('token')!;
  const set = await request.post('/api/auth/password-create', {
    data: { passwordCreateToken: token, newPassword: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(set.ok()).toBeTruthy();
  const signedIn = await request.post('/api/auth/access-tokens', { data: { username: email, password: PASSWORD } });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const required = await request.put('/api/second-factor/requirement', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { required: true },
  });
  expect(required.ok()).toBeTruthy();
  return email;
}

test('a person whose company requires a second factor adds a passkey at sign-in and gets recovery codes', async ({ page, request }) => {
  test.setTimeout(90_000);
  const authenticator = await virtualAuthenticator(page);
  const email = await adminOfSupplierRequiringFactor(request);
  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the key for your authenticator app' })).toBeVisible();
  expect(await findingsInBothPalettes(page, 'the required setup with a passkey or an app')).toEqual([]);
  await page.getByRole('textbox', { name: 'Passkey name' }).fill('Laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  expect(await authenticator.credentials()).toHaveLength(1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await page.goto('/account/second-factor');
  await expect(page.getByRole('list', { name: 'Passkeys' })).toContainText('Laptop');
});
