// The sign-in through the supplier's identity provider (docs/decisions/auth.md, "Single sign-on"): the e-mail's proved
// domain names the supplier and its provider; the browser goes there with state, nonce and PKCE kept server-side
// (single use, 10 minutes, in the database so every process shares them) and comes back to /sso/callback, whose
// parameters this service exchanges for the session the password sign-in gives.
import {
  SSO_FEATURE_FLAG,
  SSO_MESSAGES,
  SSO_SIGN_IN_TTL_S,
  emailDomain,
  type SsoCallbackRequest,
  type SignInResponse,
  type SsoSignInStart,
} from '@portal/contracts';
import { ServiceUnavailable } from '../../platform/errors.ts';
import { asSystem } from '../../db/tenant-context.ts';
import { setRequestSupplier } from '../../platform/tenancy/request-context.ts';
import { newOpaqueToken, sha256 } from '../../platform/opaque-tokens.ts';
import { AUTH_MESSAGES, findUserById, signInRefused, startSession, type SignInClient } from '../auth/index.ts';
import { isFeatureOn } from '../feature-flags/index.ts';
import type { SsoDeps } from './sso.deps.ts';
import { personForSignIn } from './just-in-time.ts';
import { authorizationStart, exchangeCode, type OidcPerson, type OidcProviderSettings } from './oidc-client.ts';
import {
  findProvedDomain,
  findProvider,
  forgetExpiredSignIns,
  insertSignInRequest,
  isProvedDomainOf,
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

const REFUSALS = {
  inactive: AUTH_MESSAGES.inactiveUser,
  operator: SSO_MESSAGES.notSetUp,
  'other-account': SSO_MESSAGES.otherAccount,
} as const;

const options = (deps: SsoDeps) => ({ clock: deps.clock, allowLocalHttp: deps.allowLocalHttp });

/**
 * The supplier and provider that speak for the address (a proved domain, the flag on for the supplier), or null. Read
 * before any supplier is known (the flag as the system too); the caller acts as the supplier when it goes on.
 */
export async function providerForEmail(deps: SsoDeps, email: string) {
  const found = await findProvedDomain(deps.db, emailDomain(email));
  if (!found || found.provider.kind !== 'oidc') return null;
  if (!(await asSystem(() => isFeatureOn(deps.db, found.supplierId, SSO_FEATURE_FLAG)))) return null;
  return found;
}

export async function startSignIn(deps: SsoDeps, email: string): Promise<SsoSignInStart> {
  const found = await providerForEmail(deps, email);
  if (!found) throw signInRefused(SSO_MESSAGES.notSetUp);
  setRequestSupplier(found.supplierId);
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

export async function completeSignIn(deps: SsoDeps, body: SsoCallbackRequest, client: SignInClient): Promise<SignInResponse> {
  const now = deps.clock.now();
  // spent before the provider is asked: a replayed state (or code with it) is refused, whatever the provider says
  const request = await spendSignInRequest(deps.db, sha256(body.state), sha256(body.browserKey), now);
  if (!request) throw signInRefused(SSO_MESSAGES.signInExpired);
  setRequestSupplier(request.supplierId);
  const provider = await findProvider(deps.db, request.supplierId);
  if (!provider || provider.id !== request.providerId) throw signInRefused(SSO_MESSAGES.signInExpired);
  let person: OidcPerson;
  try {
    person = await exchangeCode(settingsOf(deps, provider), options(deps), deps.redirectUri, body, {
      state: body.state,
      nonce: request.nonce,
      codeVerifier: request.codeVerifier,
    });
  } catch (error) {
    deps.log.warn({ supplierId: request.supplierId, reason: (error as Error).message }, "sso: the provider's answer was refused");
    throw signInRefused(SSO_MESSAGES.signInRefused);
  }
  if (!person.email || person.emailVerified === false) throw signInRefused(SSO_MESSAGES.emailNotProved);
  const email = person.email;
  // the address must be at one of this supplier's proved domains: a provider speaks for its company's domains only
  if (!(await isProvedDomainOf(deps.db, request.supplierId, emailDomain(email)))) throw signInRefused(SSO_MESSAGES.emailNotProved);
  const outcome = await deps.db.transaction(async (tx) => {
    const at = { supplierId: request.supplierId, providerId: provider.id, newPersonIsAdmin: provider.newPersonIsAdmin, now };
    const found = await personForSignIn(tx, at, email, person);
    if ('refused' in found) return found;
    const user = await findUserById(tx, found.userId);
    if (!user) return { refused: 'inactive' as const };
    // the session is for the provider's supplier; the provider's sign-in counts as the company's own two-step check
    return startSession(deps.auth, { ...user, supplierId: request.supplierId, supplierCount: 1 }, 'sso', client, tx);
  });
  if ('refused' in outcome) throw signInRefused(REFUSALS[outcome.refused]);
  return outcome;
}
