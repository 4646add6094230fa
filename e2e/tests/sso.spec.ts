// Single sign-on with the company's own identity provider (docs/decisions/auth.md, "Single sign-on"): a real OpenID
// provider (`oidc-provider`) runs in this test process; the portal's Admin sets it up, the operator proves the domain,
// and a new person signs in through the provider's own sign-in form in Chromium (created at the first sign-in); the
// settings page and the sign-in page pass axe in both palettes.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../../apps/api/test/oidc-provider.ts';
import { ADMIN, DEMO_PASSWORD, OPERATOR, startSession } from '../fixtures/session.ts';
import { findingsInBothPalettes } from '../fixtures/axe.ts';

const DOMAIN = `sso-${randomBytes(3).toString('hex')}.test`;
const PERSON = `pat.provider@${DOMAIN}`;
let provider: TestOidcProvider;

async function bearer(request: APIRequestContext, username: string) {
  const res = await request.post('/api/auth/access-tokens', { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await res.json()).accessToken}` };
}

let ready: Promise<void> | undefined;
/**
 * The provider started and set up once for the file (the tests run one after another in one worker): the Admin's
 * settings, the domain claimed and approved by the operator, through the API.
 */
function setUp(request: APIRequestContext, baseURL: string | undefined): Promise<void> {
  ready ??= (async () => {
    provider = await startOidcProvider({ redirectUri: `${baseURL}/sso/callback`, postLogoutRedirectUri: `${baseURL}/login` });
    const admin = await bearer(request, ADMIN);
    const saved = await request.put('/api/sso/provider', {
      headers: admin,
      data: {
        kind: 'oidc',
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        newPersonRole: 'User',
        enforced: false,
      },
    });
    expect(saved.ok(), await saved.text()).toBeTruthy();
    const claim = await request.post('/api/sso/domains', { headers: admin, data: { domain: DOMAIN } });
    expect(claim.status()).toBe(201);
    const approved = await request.post(`/api/ops/sso-domain-claims/${(await claim.json()).id}/approval`, {
      headers: await bearer(request, OPERATOR),
    });
    expect(approved.ok()).toBeTruthy();
  })();
  return ready;
}

test.beforeEach(async ({ request, baseURL }) => setUp(request, baseURL));

test.afterAll(async () => {
  await provider?.close();
});

test('a new person signs in through the company’s identity provider and lands on the portal', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: "Sign in with your company's identity provider" }).click();
  await expect(page.getByRole('heading', { name: "Sign in with your company's identity provider" })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(PERSON);
  await page.getByRole('button', { name: 'Continue' }).click();
  // the provider's own sign-in page (a real HTML form on its own origin)
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByRole('textbox', { name: 'Enter any login' }).fill(PERSON);
  await page.getByPlaceholder('and password').fill('the company password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // the person was made at this first sign-in: their profile is the provider's
  await page.getByRole('button', { name: 'Profile, Sam Single' }).click();
  await expect(page.getByRole('menu').getByText(PERSON)).toBeVisible();
});

test('signing out of a provider’s session goes through the provider’s logout and back to the sign-in page', async ({ page }) => {
  await page.goto('/login/sso');
  await page.getByRole('textbox', { name: 'Email' }).fill(PERSON);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Enter any login' }).fill(PERSON);
  await page.getByPlaceholder('and password').fill('the company password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.getByRole('button', { name: 'Profile, Sam Single' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // the provider's own logout page (RP-Initiated Logout) asks, then sends the browser back to the portal
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/session/end`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Suppliers, welcome!' })).toBeVisible();
});

test('a domain nobody proved is told to sign in with a password or a code', async ({ page }) => {
  await page.goto('/login/sso');
  await page.getByRole('textbox', { name: 'Email' }).fill('someone@not-proved.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText("Your company's identity provider is not set up for this address.");
});

test('while the Admin enforces the provider, the login page says to use it instead of an e-mailed code', async ({ page, request }) => {
  const admin = await bearer(request, ADMIN);
  const enforce = (enforced: boolean) =>
    request.put('/api/sso/provider', {
      headers: admin,
      data: { kind: 'oidc', issuer: provider.issuer, clientId: provider.clientId, newPersonRole: 'User', enforced },
    });
  expect((await enforce(true)).ok()).toBeTruthy();
  try {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login with email' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(PERSON);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByText('Your company signs in with its identity provider')).toBeVisible();
  } finally {
    expect((await enforce(false)).ok()).toBeTruthy();
  }
});

test('the Admin’s settings show the provider and the proved domain, and take a new domain', async ({ page }) => {
  await startSession(page, ADMIN);
  await page.goto('/settings/single-sign-on');
  await expect(page.getByRole('heading', { name: 'Single sign-on', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Issuer' })).toHaveValue(provider.issuer);
  const domains = page.getByRole('list', { name: 'Domains' });
  await expect(domains.getByRole('listitem').filter({ hasText: DOMAIN })).toContainText('Proved');
  const pending = `pending-${DOMAIN}`;
  await page.getByRole('textbox', { name: 'Domain' }).fill(pending);
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(domains.getByRole('listitem').filter({ hasText: pending })).toContainText('Waiting for proof');
  await expect(page.getByRole('button', { name: 'Send verification mail' })).toBeVisible();
});

test('the sign-in page and the settings page pass axe in both palettes', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('palette-mode', 'light'));
  const found: string[] = [];
  const check = async (route: string) => found.push(...(await findingsInBothPalettes(page, route)));
  await page.goto('/login/sso');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check('/login/sso');
  await startSession(page, ADMIN);
  await page.goto('/settings/single-sign-on');
  await expect(page.getByRole('textbox', { name: 'Issuer' })).toHaveValue(provider.issuer);
  await check('/settings/single-sign-on');
  expect(found).toEqual([]);
});
