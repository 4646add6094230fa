import { expect, test } from '@playwright/test';
import { ADMIN, CLERK, DEMO_PASSWORD, INTEGRATED, nextMail, readOutbox, signIn } from '../fixtures/session.ts';

test.describe('sign-in and session', () => {
  test('a signed-out visitor of a deep link signs in and lands back on it (returnUrl)', async ({ page }) => {
    await page.goto('/orders?view=mine');
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/orders?view=mine');
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/orders\?view=mine$/);
  });

  test('password sign-in lands on the dashboard with the welcome heading', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Suppliers, welcome!')).toBeVisible();
    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { name: 'Welcome, Alice Admin' })).toBeVisible();
    await expect(page).toHaveTitle(/Dashboard/);
  });

  test('a wrong password shows an error and stays on sign in', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, CLERK, 'wrong-password-1');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('sign-in with an e-mail code read from the outbox', async ({ page, request }) => {
    const before = (await readOutbox(request, CLERK)).length;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login with email' }).click();
    await page.getByRole('textbox', { name: /email/i }).fill(CLERK);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend code/ })).toBeDisabled();
    const mail = await nextMail(request, CLERK, before);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeTruthy();
    await page.getByRole('textbox', { name: /code/i }).fill(code!);
    await page.getByRole('button', { name: 'Continue with login code' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Carl Clerk' })).toBeVisible();
  });

  test('sign out clears the session and returns to sign in', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await page.getByRole('button', { name: 'Profile, Alice Admin' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a signed-in user opening /login goes home', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('passwords', () => {
  test('password reset end to end through the e-mailed link', async ({ page, request }) => {
    const user = 'clerk@acme.test';
    const before = (await readOutbox(request, user)).length;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await expect(page.getByText('Enter your email address and we will send you instructions to reset your password')).toBeVisible();
    await page.getByRole('textbox', { name: /email/i }).fill(user);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('button', { name: 'Resend' })).toBeDisabled();
    const mail = await nextMail(request, user, before);
    const link = /(https?:\/\/[^\s"]+\/password-reset\?token=[\w-]+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    const newPassword = 'Clerk-reset-2026';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
    await signIn(page, user, newPassword);
    await expect(page.getByRole('heading', { name: 'Welcome, Carl Clerk' })).toBeVisible();
    // Put the demo password back for the other spec files (they sign in as the clerk too).
    const accessToken = await page.evaluate(() => localStorage.getItem('access-token'));
    const restore = await request.post('/api/auth/change-password', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { currentPassword: newPassword, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
    });
    expect(restore.ok()).toBeTruthy();
    // The link works once only.
    await page.evaluate(() => localStorage.clear());
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel('New password').fill('Another-pass-2026');
    await page.getByLabel('Confirm password').fill('Another-pass-2026');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
  });

  test('change password refuses a mismatch, then changes it', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, INTEGRATED);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await page.goto('/account/password');
    await expect(page).toHaveTitle(/Change password/);
    await page.getByLabel(/current password/i).fill(DEMO_PASSWORD);
    await page.getByLabel(/^new password/i).fill('Integrated-2026-x');
    await page.getByLabel(/confirm password/i).fill('Integrated-2026-y');
    await page.getByRole('button', { name: /change password|save|update/i }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel(/confirm password/i).fill('Integrated-2026-x');
    // The server ends the old session as it answers and says so on the event stream, whose reconnection tries the
    // revoked refresh token: the change's answer is held until that refresh was refused (the order a loaded machine
    // gives), and the page must stay, signed in with the answer's tokens (it went to login, then home, in CI).
    await page.route('**/api/auth/change-password', async (route) => {
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/auth/access-tokens') && !r.ok());
      const answer = await route.fetch();
      await refused;
      await route.fulfill({ response: answer });
    });
    await page.getByRole('button', { name: /change password|save|update/i }).click();
    await expect(page.getByText('Password has been changed successfully.')).toBeVisible();
    await page.unroute('**/api/auth/change-password');
    await expect(page).toHaveURL(/\/account\/password$/);
    // Put it back so other tests keep the demo password.
    await page.getByLabel(/current password/i).fill('Integrated-2026-x');
    await page.getByLabel(/^new password/i).fill(DEMO_PASSWORD);
    await page.getByLabel(/confirm password/i).fill(DEMO_PASSWORD);
    // Wait for this answer itself: the first change's message may still be on screen.
    const tokenBefore = await page.evaluate(() => localStorage.getItem('refresh-token'));
    const [changed] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/change-password')),
      page.getByRole('button', { name: /change password|save|update/i }).click(),
    ]);
    expect(changed.ok()).toBeTruthy();
    await expect(page.getByText('Password has been changed successfully.').first()).toBeVisible();
    // The session goes on with the new tokens the change answered (kept once the answer is read): a reload stays
    // signed in. A reload before they are kept would sign in with the revoked ones.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('refresh-token'))).not.toBe(tokenBefore);
    await page.reload();
    await expect(page).toHaveURL(/\/account\/password$/);
    await expect(page.getByLabel(/current password/i)).toBeVisible();
  });

  test('password reset and create without a token show not found', async ({ page }) => {
    await page.goto('/password-reset');
    await expect(page.getByRole('heading', { name: '404 - Not Found' })).toBeVisible();
    await page.goto('/password-create?token=');
    await expect(page.getByRole('heading', { name: '404 - Not Found' })).toBeVisible();
  });
});

test.describe('fallbacks and layout', () => {
  test('an unknown route shows 404 with Go back', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 - Not Found' })).toBeVisible();
    await expect(page.getByText('The page you were trying to access could not be found.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  });

  test('the auth landing without a token says so', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByText('Missing authorization token.')).toBeVisible();
    await page.goto('/auth?token=not-a-valid-token');
    await expect(page.getByText('Authorization failed.')).toBeVisible();
  });

  test('narrow screen: the brand panel hides, the logo shows, and the menu opens the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await page.getByRole('button', { name: /open navigation|menu/i }).click();
    await expect(page.getByRole('link', { name: 'Orders' })).toBeVisible();
  });
});
