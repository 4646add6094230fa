// Settings > SCIM provisioning in a real browser: an Admin finds it from Users, makes a SCIM token (the secret shown
// once, then only its prefix), the identity provider provisions a person with it (plain HTTP as Okta sends it) who
// then shows on the Users page, and the Admin revokes it: the next SCIM call is refused at once.
import { expect, test } from '@playwright/test';
import { INTEGRATED, startSession } from '../fixtures/session.ts';

const SCIM_JSON = 'application/scim+json';

test('an Admin makes a SCIM token, sees it once, provisions a person with it and revokes it', async ({ page, request }) => {
  await startSession(page, INTEGRATED);
  await page.goto('/users');
  await page.getByRole('link', { name: 'SCIM provisioning' }).click();
  await expect(page.getByRole('heading', { name: 'SCIM provisioning', level: 1 })).toBeVisible();
  await expect(page.getByText(/\/scim\/v2$/)).toBeVisible();

  const name = `Okta E2E ${Date.now()}`;
  await page.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create SCIM token' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByRole('dialog', { name: `SCIM token "${name}" created` });
  const secret = await shown.getByRole('textbox', { name: 'SCIM token' }).inputValue();
  expect(secret).toMatch(/^scim_/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  const row = page.getByRole('table', { name: 'SCIM tokens' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${secret.slice(0, 9)}…`);
  await expect(row).toContainText('Active');
  // once: after a reload the page has only the prefix
  await page.reload();
  await expect(page.getByRole('table', { name: 'SCIM tokens' }).getByRole('row').filter({ hasText: name })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // the identity provider provisions a person
  const scim = { authorization: `Bearer ${secret}`, 'content-type': SCIM_JSON, accept: SCIM_JSON };
  const email = `scim.e2e.${Date.now()}@integrated.test`;
  const created = await request.post('/scim/v2/Users', {
    headers: scim,
    data: {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: email,
      name: { givenName: 'Sky', familyName: 'Provisioned' },
      emails: [{ primary: true, value: email, type: 'work' }],
      externalId: `e2e-${Date.now()}`,
      active: true,
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/users');
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();

  // revoked: refused at once
  await page.goto('/settings/scim');
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog', { name: 'Revoke SCIM token' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('table', { name: 'SCIM tokens' }).getByRole('row').filter({ hasText: name })).toContainText('Revoked');
  const refused = await request.get('/scim/v2/Users', { headers: scim });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '401' });
});
