// The OpenID Connect relying party through `openid-client` (v6): discovery of the supplier's provider, the
// authorization address (code flow with PKCE S256, state and nonce), and the code's exchange, whose ID token the
// library checks (signature against the provider's published keys, issuer, audience, expiry, nonce, the response's
// `iss`). docs/decisions/auth.md, "Single sign-on".
import * as oidc from 'openid-client';
import type { Clock } from '../../platform/clock.ts';

export interface OidcProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface OidcOptions {
  clock: Clock;
  allowLocalHttp: boolean;
}

/** What the ID token says of the person (the claims the portal reads). */
export interface OidcPerson {
  subject: string;
  email: string | null;
  emailVerified: boolean | null;
  givenName: string | null;
  familyName: string | null;
}

const SCOPE = 'openid email profile';

async function configure(settings: OidcProviderSettings, options: OidcOptions): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  const local = issuer.protocol === 'http:' && options.allowLocalHttp;
  // the library reads the wall clock; the offset makes it check expiry against the app's clock (tests move it)
  const skew = Math.round((options.clock.now().getTime() - Date.now()) / 1000);
  // enableNonRepudiationChecks: the ID token's signature is checked against the provider's published keys too (the
  // library otherwise trusts the TLS of the token endpoint's answer, OIDC Core 3.1.3.7)
  const execute = [oidc.enableNonRepudiationChecks, ...(local ? [oidc.allowInsecureRequests] : [])];
  return oidc.discovery(issuer, settings.clientId, { [oidc.clockSkew]: skew }, oidc.ClientSecretBasic(settings.clientSecret), {
    timeout: 10,
    execute,
  });
}

export interface AuthorizationStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationStart(
  settings: OidcProviderSettings,
  options: OidcOptions,
  redirectUri: string,
  loginHint: string,
): Promise<AuthorizationStart> {
  const config = await configure(settings, options);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: loginHint,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export interface CallbackParameters {
  code: string;
  state: string;
  iss?: string | undefined;
}

/** Exchanges the code; throws when the library refuses the answer or the ID token. */
export async function exchangeCode(
  settings: OidcProviderSettings,
  options: OidcOptions,
  redirectUri: string,
  callback: CallbackParameters,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<OidcPerson> {
  const config = await configure(settings, options);
  const currentUrl = new URL(redirectUri);
  currentUrl.searchParams.set('code', callback.code);
  currentUrl.searchParams.set('state', callback.state);
  if (callback.iss !== undefined) currentUrl.searchParams.set('iss', callback.iss);
  const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('The provider answered no ID token.');
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  return {
    subject: claims.sub,
    email: text(claims.email),
    emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : null,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
  };
}
