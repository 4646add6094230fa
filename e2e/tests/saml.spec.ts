// Single sign-on with a company's SAML 2.0 identity provider (docs/decisions/auth.md, "SAML 2.0"): a real IdP runs in
// this test process (apps/api/test/saml-idp.ts: its own key and certificate, its sign-in form, answers it signs and the
// browser posts to the portal's ACS). The integrated supplier's Admin sets it up from its metadata on the settings page
// (another supplier than sso.spec.ts's, whose OpenID provider stays), the operator proves the domain, and a new person
// signs in through the IdP's form in Chromium; the settings page with SAML passes axe in both palettes.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startSamlIdp, type TestSamlIdp } from '../../apps/api/test/saml-idp.ts';
import { INTEGRATED, OPERATOR, startSession, tokenOf } from '../fixtures/session.ts';
import { findingsInBothPalettes } from '../fixtures/axe.ts';

const DOMAIN = `saml-${randomBytes(3).toString('hex')}.test`;
const PERSON = `robin.saml@${DOMAIN}`;
let idp: TestSamlIdp;

let ready: Promise<void> | undefined;
/**
 * The IdP started once for the file; its settings saved (the first test saves them again through the page), the domain
 * claimed by the Admin and approved by the operator, through the API.
 */
function setUp(request: APIRequestContext): Promise<void> {
  ready ??= (async () => {
    idp = await startSamlIdp();
    const admin = await tokenOf(request, INTEGRATED);
    const saved = await request.put('/api/sso/provider', {
      headers: admin,
      data: { kind: 'saml', metadataXml: idp.metadataXml, newPersonRole: 'User', enforced: false, allowIdpInitiated: false },
    });
    expect(saved.ok(), await saved.text()).toBeTruthy();
    const claim = await request.post('/api/sso/domains', { headers: admin, data: { domain: DOMAIN } });
    expect(claim.status()).toBe(201);
    const approved = await request.post(`/api/ops/sso-domain-claims/${(await claim.json()).id}/approval`, {
      headers: await tokenOf(request, OPERATOR),
    });
    expect(approved.ok()).toBeTruthy();
  })();
  return ready;
}

test.beforeEach(async ({ request }) => setUp(request));

test.afterAll(async () => {
  await idp?.close();
});

test('the Admin sets up the SAML identity provider from its metadata and sees what to give it', async ({ page }) => {
  await startSession(page, INTEGRATED);
  await page.goto('/settings/single-sign-on');
  await expect(page.getByRole('heading', { name: 'Single sign-on', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Protocol' }).selectOption({ label: 'SAML 2.0' });
  await page.getByRole('textbox', { name: 'Identity provider metadata (XML)' }).fill(idp.metadataXml);
  await page.getByRole('button', { name: 'Save identity provider' }).click();
  await expect(page.getByText('The identity provider is saved.')).toBeVisible();
  // read from the metadata
  await expect(page.getByRole('textbox', { name: 'Entity ID' })).toHaveValue(idp.entityId);
  await expect(page.getByRole('textbox', { name: 'Sign-in address' })).toHaveValue(idp.ssoUrl);
  await expect(page.getByRole('textbox', { name: 'Signing certificate' })).toHaveValue(/BEGIN CERTIFICATE/);
  // what the IdP is given: the portal's entity id, ACS and metadata
  await expect(page.getByRole('definition').filter({ hasText: /\/api\/sso\/saml\/\d+\/acs$/ })).toBeVisible();
  const metadata = page.getByRole('link', { name: 'service provider metadata' });
  const answer = await page.request.get((await metadata.getAttribute('href'))!);
  expect(answer.ok()).toBeTruthy();
  expect(await answer.text()).toContain('AssertionConsumerService');
});

test('a new person signs in through the company’s SAML identity provider and lands on the portal', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: "Sign in with your company's identity provider" }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(PERSON);
  await page.getByRole('button', { name: 'Continue' }).click();
  // the IdP's own sign-in page (a real HTML form on its own origin)
  await expect(page).toHaveURL(new RegExp(`^${idp.ssoUrl}\\?SAMLRequest=`));
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(PERSON);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // its answer is posted to the portal's ACS, which sends the browser to /sso/callback with a ticket, then home
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // the person was made at this first sign-in, named by the IdP's attributes
  await page.getByRole('button', { name: 'Profile, Sam Saml' }).click();
  await expect(page.getByRole('menu').getByText(PERSON)).toBeVisible();
});

test('an answer the IdP started alone is refused with the words why while the Admin does not allow it', async ({ page }) => {
  // the IdP's unsolicited answer, posted by the browser as the IdP's page would
  const settings = await page.request.get('/api/sso/provider', { headers: await tokenOf(page.request, INTEGRATED) });
  const sp = ((await settings.json()) as { serviceProvider: { acsUrl: string; entityId: string } }).serviceProvider;
  const samlResponse = idp.respond({ email: PERSON, audience: sp.entityId, destination: sp.acsUrl });
  await page.setContent(
    `<form method="post" action="${sp.acsUrl}"><input type="hidden" name="SAMLResponse" value="${samlResponse}"><button>Post</button></form>`,
  );
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('alert')).toContainText('started a sign-in the portal did not ask for');
});

test('the settings page with a SAML provider passes axe in both palettes', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('palette-mode', 'light'));
  await startSession(page, INTEGRATED);
  await page.goto('/settings/single-sign-on');
  await expect(page.getByRole('textbox', { name: 'Entity ID' })).toHaveValue(idp.entityId);
  expect(await findingsInBothPalettes(page, '/settings/single-sign-on')).toEqual([]);
});
