// A second factor and the Sessions page (docs/decisions/auth.md): a person sets up an authenticator app from its key
// (the code computed here with the same library as the server's) and signs in with a code; the demo person signs in
// with the README's fixed secret; a person ends their other session from the Sessions page and that browser is signed
// out at once. Each test makes its own person, so no other spec meets a second step.
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { newPerson, signIn } from '../fixtures/session.ts';

const DEMO_TOTP_USER = 'totp@acme.test';
/** seed/second-factor.ts: the README's demo secret. */
const DEMO_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
const PASSWORD = 'Second-factor-e2e-1';

/** The code an authenticator app shows `stepsAhead` 30-second steps from now (the server takes ±1 step, each once). */
function codeOf(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

async function signedInAs(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
}

test('a person sets up an authenticator app from its key and signs in with its code', async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  const email = await newPerson(request, 'Totp', PASSWORD);
  await signedInAs(page, email);
  await page
    .getByRole('button', { name: /profile|account/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Two-step verification' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the key for your authenticator app' })).toBeVisible();
  const key = (await page.getByTestId('totp-secret').textContent())!;
  await page.getByRole('textbox', { name: 'Code from the app' }).fill(codeOf(key));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/10 recovery codes left/)).toBeVisible();

  // another browser: the password, then the app's code (the next step's: this step's code was taken by the setup)
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto('/login');
  await signIn(phone, email, PASSWORD);
  await expect(phone.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await phone.getByRole('textbox', { name: 'Code' }).fill('000000');
  await phone.getByRole('button', { name: 'Verify' }).click();
  await expect(phone.getByRole('alert')).toContainText('The code is incorrect or has already been used.');
  await phone.getByRole('textbox', { name: 'Code' }).fill(codeOf(key, 1));
  await phone.getByRole('button', { name: 'Verify' }).click();
  await expect(phone.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await other.close();
});

test("the demo person signs in with the README's secret", async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO_TOTP_USER, 'Portal-demo-1');
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill(codeOf(DEMO_TOTP_SECRET, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
});

test('a person ends their other session from the Sessions page and that browser is signed out at once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const email = await newPerson(request, 'Sessions', PASSWORD);
  const other = await browser.newContext();
  const laptop = await other.newPage();
  await signedInAs(laptop, email);
  await signedInAs(page, email);
  await page.goto('/account/sessions');
  const table = page.getByRole('table', { name: 'Sessions' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText('This device')).toBeVisible();
  await table.getByRole('button', { name: /^End session:/ }).click();
  await expect(page.getByText('The session was ended.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  // the ended browser's live stream is closed: its shell goes to the sign-in on its own
  await expect(laptop).toHaveURL(/\/login/, { timeout: 15_000 });
  await other.close();
});
