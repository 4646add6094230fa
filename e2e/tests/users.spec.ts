// Users administration: add a user, open the mailed link, create the password, sign in as them; deactivate them and
// watch their open session end without them doing anything.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, nextMail, readOutbox, signIn } from '../fixtures/session.ts';

const rowOf = (page: Page, userName: string) => page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: userName });

test('an admin adds a user who creates a password and signs in, then deactivates them and their session ends', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const email = `e2e-${Date.now()}@acme.test`;
  await page.goto('/login?returnUrl=%2Fusers');
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  for (const column of ['Username', 'First name', 'Last name', 'Active', 'Administrator'])
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();

  // the own row offers only Update name
  await page.getByRole('button', { name: `Actions for ${ADMIN}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Update name']);
  await page.keyboard.press('Escape');

  const before = (await readOutbox(request, email)).length;
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Erin');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Endtoend');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, email)).toContainText('Erin');

  const mail = await nextMail(request, email, before);
  const link = new URL(/https?:\/\/\S+\/password-create\?token=\S+/.exec(mail.text)![0]);

  const theirs = await browser.newContext();
  const user = await theirs.newPage();
  await user.goto(`${link.pathname}${link.search}`);
  await user.getByLabel(/^new password/i).fill('Erins-new-pass-7');
  await user.getByLabel(/^confirm password/i).fill('Erins-new-pass-7');
  await user.getByRole('button', { name: 'Create' }).click();
  await expect(user.getByText('Password created successfully')).toBeVisible();
  await user.goto('/login');
  await signIn(user, email, 'Erins-new-pass-7');
  await expect(user.getByRole('heading', { name: 'Welcome, Erin Endtoend' })).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await expect(rowOf(page, email).getByRole('cell').nth(3)).toHaveText('No');
  // the server ends their session and their shell goes to login on its own
  await expect(user).toHaveURL(/\/login/, { timeout: 10_000 });
  await theirs.close();
});
