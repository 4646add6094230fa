// The sign-in through the supplier's identity provider (docs/decisions/auth.md, "Single sign-on"): the e-mail's proved
// domain names the supplier and its provider; the browser goes there with state, nonce and PKCE kept server-side
// (single use, 10 minutes, in the database so every process shares them) and comes back to /sso/callback, whose
// parameters this service exchanges for the session the password sign-in gives.
import {
  SSO_MESSAGES,
  SSO_SIGN_IN_TTL_S,
  type SignInResponse,
  type SsoCallbackRequest,
  type SsoSignInStart,
  type SsoSignOut,
} from '@portal/contracts';
import type { Actor } from '../../platform/auth.ts';
import { asSystem } from '../../db/tenant-context.ts';
import { ServiceUnavailable } from '../../platform/errors.ts';
import { setRequestSupplier } from '../../platform/tenancy/request-context.ts';
import { newOpaqueToken, sha256 } from '../../platform/opaque-tokens.ts';
import { sessionOrigin, signInRefused, type SignInClient } from '../auth/index.ts';
import type { SsoDeps } from './sso.deps.ts';
import { authorizationStart, endSessionUrl, exchangeCode, type OidcPerson, type OidcProviderSettings } from './oidc-client.ts';
import { providerForEmail, signInAsProviderPerson, throttleStart } from './provider-sign-in.ts';
import { startSamlSignIn } from './saml-sign-in.service.ts';
import {
  findProvider,
  findProviderById,
  forgetExpiredSignIns,
  insertSignInRequest,
  spendSignInRequest,
  type ProviderRow,
} from './sso.queries.ts';

function settingsOf(deps: SsoDeps, provider: ProviderRow): OidcProviderSettings {
  return {
    issuer: provider.issuer,
    clientId: provider.clientId ?? '',
    clientSecret: provider.clientSecretSealed ? deps.box.open(provider.clientSecretSealed) : '',
  };
}

const options = (deps: SsoDeps) => ({ clock: deps.clock, allowLocalHttp: deps.allowLocalHttp });

export async function startSignIn(deps: SsoDeps, email: string, ip: string): Promise<SsoSignInStart> {
  await throttleStart(deps, email, ip);
  const found = await providerForEmail(deps, email);
  if (!found) throw signInRefused(SSO_MESSAGES.notSetUp);
  setRequestSupplier(found.supplierId);
  if (found.provider.kind === 'saml') return startSamlSignIn(deps, found.supplierId, found.provider);
  let start;
  try {
    start = await authorizationStart(settingsOf(deps, found.provider), options(deps), deps.redirectUri, email.trim());
  } catch {
    throw new ServiceUnavailable(SSO_MESSAGES.providerUnreachable);
  }
  const now = deps.clock.now();
  const browserKey = newOpaqueToken();
  await forgetExpiredSignIns(deps.db, found.supplierId, now);
  await insertSignInRequest(deps.db, {
    supplierId: found.supplierId,
    providerId: found.provider.id,
    stateHash: sha256(start.state),
    browserKeyHash: sha256(browserKey),
    nonce: start.nonce,
    codeVerifier: start.codeVerifier,
    createdOn: now,
    expiresOn: new Date(now.getTime() + SSO_SIGN_IN_TTL_S * 1000),
  });
  return { authorizationUrl: start.url, browserKey };
}

/**
 * Where the browser goes when the person signs out: the provider's logout (RP-Initiated Logout) for a session signed
 * in through an OpenID provider, when it has an end_session_endpoint; else null. The provider is the one that signed
 * the session in (kept with it, migration 0061), also after a switch to a supplier with another provider or none,
 * with its ID token as id_token_hint. Sessions from before 0061 keep no provider: their supplier's is asked, without
 * a hint.
 */
export async function providerSignOut(deps: SsoDeps, actor: Actor): Promise<SsoSignOut> {
  const none = { logoutUrl: null };
  if (actor.sessionId === undefined) return none;
  const origin = await sessionOrigin(deps.db, actor.userId, actor.sessionId);
  if (origin.signedInWith !== 'sso') return none;
  // the session's own provider: another supplier's after a switch, read as the system (the id is the session's own)
  const providerId = origin.ssoProviderId;
  const provider =
    providerId !== null ? await asSystem(() => findProviderById(deps.db, providerId)) : await findProvider(deps.db, actor.supplierId);
  if (provider?.kind !== 'oidc') return none;
  let idTokenHint: string | null = null;
  try {
    idTokenHint = origin.ssoIdTokenSealed ? deps.box.open(origin.ssoIdTokenSealed) : null;
  } catch {
    // sealed under a key that changed since (the access-token secret): the logout without the hint
  }
  try {
    return { logoutUrl: await endSessionUrl(settingsOf(deps, provider), options(deps), deps.signOutRedirectUri, idTokenHint) };
  } catch (error) {
    deps.log.warn(
      { supplierId: actor.supplierId, reason: (error as Error).message },
      "sso: the provider's logout address could not be read",
    );
    return none;
  }
}

export async function completeSignIn(deps: SsoDeps, body: SsoCallbackRequest, client: SignInClient): Promise<SignInResponse> {
  const now = deps.clock.now();
  // spent before the provider is asked: a replayed state (or code with it) is refused, whatever the provider says
  const request = await spendSignInRequest(deps.db, sha256(body.state), sha256(body.browserKey), now);
  if (!request) throw signInRefused(SSO_MESSAGES.signInExpired);
  setRequestSupplier(request.supplierId);
  const provider = await findProvider(deps.db, request.supplierId);
  if (!provider || provider.id !== request.providerId || provider.kind !== 'oidc') throw signInRefused(SSO_MESSAGES.signInExpired);
  let person: OidcPerson;
  try {
    person = await exchangeCode(settingsOf(deps, provider), options(deps), deps.redirectUri, body, {
      state: body.state,
      nonce: request.nonce ?? '',
      codeVerifier: request.codeVerifier ?? '',
    });
  } catch (error) {
    deps.log.warn({ supplierId: request.supplierId, reason: (error as Error).message }, "sso: the provider's answer was refused");
    throw signInRefused(SSO_MESSAGES.signInRefused);
  }
  if (person.emailVerified === false) throw signInRefused(SSO_MESSAGES.emailNotProved);
  return signInAsProviderPerson(deps, { supplierId: request.supplierId, provider, person, method: 'sso' }, client);
}
