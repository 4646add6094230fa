// The sign-in through the company's own identity provider (docs/decisions/auth.md, "Single sign-on", "SAML 2.0"): where
// to send the browser for an e-mail, and the provider's answer (at /sso/callback) exchanged for the session: OpenID
// Connect's code and state, or the ticket the portal's SAML ACS handed the browser.
import type { SignInResponse, SsoSignInStart } from '@portal/contracts';
import { SSO_MESSAGES } from '@portal/contracts/sso/sso.rules';
import { http } from '../../lib/http.ts';
import { storeTokens } from '../../lib/session.ts';
import { authSchemas } from '../../lib/auth-schemas.ts';
import { resetSessionCaches } from '../../lib/session-caches.ts';

/** This tab's key of the sign-in it started: the provider's answer counts only here (sessionStorage). */
const BROWSER_KEY = 'sso-browser-key';

/** Where to send the browser for the e-mail; the sign-in's key stays in this tab. */
export const startSsoSignIn = async (email: string): Promise<string> => {
  const start = await http<SsoSignInStart>('/sso/sign-ins', { method: 'POST', body: { email }, anonymous: true });
  sessionStorage.setItem(BROWSER_KEY, start.browserKey);
  return start.authorizationUrl;
};

/** This tab's key of the sign-in it started (read once: a sign-in is completed once). */
const takeBrowserKey = (): string | null => {
  const browserKey = sessionStorage.getItem(BROWSER_KEY);
  sessionStorage.removeItem(BROWSER_KEY);
  return browserKey;
};

/** The answer of the provider exchanged at `url` for the session, which this tab keeps. */
const exchange = async (url: string, body: object): Promise<void> => {
  const [answer, { accessTokenResponse }] = await Promise.all([
    http<SignInResponse>(url, { method: 'POST', body, anonymous: true }),
    authSchemas(),
  ]);
  resetSessionCaches();
  storeTokens(accessTokenResponse.parse(answer));
};

/** The provider's answer (code, state, iss of the callback's query) with this tab's key: the session starts. */
export const completeSsoSignIn = async (answer: { code: string; state: string; iss?: string }): Promise<void> => {
  const browserKey = takeBrowserKey();
  // an answer in a tab that started no sign-in (a link someone sent): refused before it is sent
  if (!browserKey) throw new Error(SSO_MESSAGES.signInExpired);
  await exchange('/sso/sign-ins/completion', { ...answer, browserKey });
};

/**
 * The SAML ACS's ticket with this tab's key (none when the identity provider started the sign-in: the portal takes
 * that only where the Admin allows it).
 */
export const completeSamlSignIn = async (ticket: string): Promise<void> => {
  const browserKey = takeBrowserKey();
  await exchange('/sso/saml/completion', { ticket, ...(browserKey ? { browserKey } : {}) });
};
