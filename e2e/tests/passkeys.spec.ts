// Passkeys in Chromium with its virtual authenticator (the DevTools protocol's WebAuthn domain: CTAP2, a resident key,
// user verification): a person adds a passkey on the security page and signs in with it without a password, and as
// the second step after the password; axe checks the new parts (the listed passkey, the step's "Use a passkey") in
// both palettes. Each test makes its own person, so no other spec meets a second step.
import { expect, test, type Page } from '@playwright/test';
import { newPerson, signIn } from '../fixtures/session.ts';
import { findingsInBothPalettes } from '../fixtures/axe.ts';

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

  // removed after confirming with the passkey: the page lists none
  await page.getByRole('button', { name: 'Remove passkey: Work laptop' }).click();
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
  // a person with only a passkey is asked for no code
  await expect(page.getByRole('textbox', { name: 'Code' })).toHaveCount(0);
  // the confirmation of the added passkey has left (axe would measure its colours while it fades)
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 15_000 });
  expect(await findingsInBothPalettes(page, 'the second step with a passkey')).toEqual([]);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
});
