// The OpenID Connect relying party through `openid-client` (v6): discovery of the supplier's provider, the
// authorization address (code flow with PKCE S256, state and nonce), and the code's exchange, whose ID token the
// library checks (signature against the provider's published keys, issuer, audience, expiry, nonce, the response's
// `iss`). docs/decisions/auth.md, "Single sign-on".
import * as oidc from 'openid-client';
import { SSO_DISCOVERY_TTL_S, providerAssurance } from '@portal/contracts';
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
  /** The ID token's `acr` and `amr` in words (providerAssurance), recorded with the session. */
  assurance: string | null;
  /** The ID token itself, kept sealed with the session: the id_token_hint of the provider's logout at sign-out. */
  idToken: string;
}

const SCOPE = 'openid email profile';

/**
 * The providers' discovery documents, per issuer, kept SSO_DISCOVERY_TTL_S by the app's clock (each process its own):
 * a sign-in's start and its completion read the document once between them, and a flood of starts does not reach the
 * provider. A provider that moves an endpoint is followed within the lifetime; its keys are the library's to fetch.
 */
const discovered = new Map<string, { server: oidc.ServerMetadata; until: number }>();

async function configure(settings: OidcProviderSettings, options: OidcOptions): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  const local = issuer.protocol === 'http:' && options.allowLocalHttp;
  const now = options.clock.now().getTime();
  // the library reads the wall clock; the offset makes it check expiry against the app's clock (tests move it)
  const metadata = { [oidc.clockSkew]: Math.round((now - Date.now()) / 1000) };
  const clientAuth = oidc.ClientSecretBasic(settings.clientSecret);
  // enableNonRepudiationChecks: the ID token's signature is checked against the provider's published keys too (the
  // library otherwise trusts the TLS of the token endpoint's answer, OIDC Core 3.1.3.7)
  const execute = [oidc.enableNonRepudiationChecks, ...(local ? [oidc.allowInsecureRequests] : [])];
  const cached = discovered.get(issuer.href);
  if (cached && cached.until > now) {
    const config = new oidc.Configuration(cached.server, settings.clientId, metadata, clientAuth);
    config.timeout = 10;
    for (const apply of execute) apply(config);
    return config;
  }
  const config = await oidc.discovery(issuer, settings.clientId, metadata, clientAuth, { timeout: 10, execute });
  discovered.set(issuer.href, { server: { ...config.serverMetadata() }, until: now + SSO_DISCOVERY_TTL_S * 1000 });
  return config;
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

/**
 * The provider's RP-Initiated Logout address: its end_session_endpoint with our client id, where to come back
 * (registered at the provider) and the ID token it gave at the sign-in as id_token_hint (which session to end; some
 * providers ask the person to confirm without it, or refuse the post_logout_redirect_uri), or null when the provider
 * has no such endpoint.
 */
export async function endSessionUrl(
  settings: OidcProviderSettings,
  options: OidcOptions,
  postLogoutRedirectUri: string,
  idTokenHint: string | null,
): Promise<string | null> {
  const config = await configure(settings, options);
  if (!config.serverMetadata().end_session_endpoint) return null;
  const parameters = { post_logout_redirect_uri: postLogoutRedirectUri, ...(idTokenHint ? { id_token_hint: idTokenHint } : {}) };
  return oidc.buildEndSessionUrl(config, parameters).href;
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
  if (!claims || !tokens.id_token) throw new Error('The provider answered no ID token.');
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  return {
    subject: claims.sub,
    email: text(claims.email),
    emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : null,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    assurance: providerAssurance(
      text(claims.acr),
      Array.isArray(claims.amr) ? claims.amr.filter((m): m is string => typeof m === 'string') : null,
    ),
    idToken: tokens.id_token,
  };
}
