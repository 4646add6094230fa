// The sign-in through the company's own identity provider (docs/decisions/auth.md, "Single sign-on"): where to send
// the browser for an e-mail, and the provider's answer (at /sso/callback) exchanged for the session.
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

/** The provider's answer (code, state, iss of the callback's query) with this tab's key: the session starts. */
export const completeSsoSignIn = async (answer: { code: string; state: string; iss?: string }): Promise<void> => {
  const browserKey = sessionStorage.getItem(BROWSER_KEY);
  sessionStorage.removeItem(BROWSER_KEY);
  // an answer in a tab that started no sign-in (a link someone sent): refused before it is sent
  if (!browserKey) throw new Error(SSO_MESSAGES.signInExpired);
  const [body, { accessTokenResponse }] = await Promise.all([
    http<SignInResponse>('/sso/sign-ins/completion', { method: 'POST', body: { ...answer, browserKey }, anonymous: true }),
    authSchemas(),
  ]);
  resetSessionCaches();
  storeTokens(accessTokenResponse.parse(body));
};
