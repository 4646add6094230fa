// The sign-in through a supplier's SAML 2.0 identity provider (docs/decisions/auth.md, "SAML 2.0"). SP-initiated: the
// e-mail's proved domain names the supplier; the browser goes to the IdP with an AuthnRequest whose ID is kept (hashed,
// single use, 10 minutes, bound to the tab's key as the OpenID state is). The IdP posts its answer to the supplier's
// ACS, which checks it (saml-client.ts), keeps the assertion's ID (a replay is refused in any process), matches
// InResponseTo to the request, and hands the browser a ticket (/sso/callback?ticket=, 60 seconds, single use); the
// page brings the ticket with the tab's key for the session. IdP-initiated answers only where the Admin allows them.
import {
  SSO_FEATURE_FLAG,
  SSO_MESSAGES,
  SSO_SAML_TICKET_TTL_S,
  SSO_SIGN_IN_TTL_S,
  type SamlCompletionRequest,
  type SignInResponse,
  type SsoSamlCallbackError,
  type SsoSignInStart,
} from '@portal/contracts';
import { asSystem } from '../../db/tenant-context.ts';
import { NotFound, ServiceUnavailable } from '../../platform/errors.ts';
import { newOpaqueToken, sha256 } from '../../platform/opaque-tokens.ts';
import { setRequestSupplier } from '../../platform/tenancy/request-context.ts';
import { signInRefused, type SignInClient } from '../auth/index.ts';
import { isFeatureOn } from '../feature-flags/index.ts';
import type { SsoDeps } from './sso.deps.ts';
import { signInAsProviderPerson } from './provider-sign-in.ts';
import {
  authnRequestUrl,
  checkSamlResponse,
  serviceProviderMetadata,
  serviceProviderOf,
  type SamlIdpSettings,
  type SamlPerson,
} from './saml-client.ts';
import {
  findProvider,
  forgetExpiredSignIns,
  insertSignInRequest,
  keepAssertion,
  receiveSamlAnswer,
  spendSamlTicket,
  type ProviderRow,
} from './sso.queries.ts';

export const samlSettingsOf = (provider: ProviderRow): SamlIdpSettings => ({
  entityId: provider.issuer,
  ssoUrl: provider.ssoUrl ?? '',
  certificate: provider.signingCertificate ?? '',
});

export const samlServiceProvider = (deps: SsoDeps, supplierId: number) => serviceProviderOf(deps.publicUrl, supplierId);

/** SP-initiated: the AuthnRequest's address at the IdP; its ID kept for the answer, bound to this tab's key. */
export async function startSamlSignIn(deps: SsoDeps, supplierId: number, provider: ProviderRow): Promise<SsoSignInStart> {
  let start;
  try {
    start = await authnRequestUrl(samlSettingsOf(provider), samlServiceProvider(deps, supplierId));
  } catch (error) {
    deps.log.warn({ supplierId, reason: (error as Error).message }, 'sso: the SAML request could not be made');
    throw new ServiceUnavailable(SSO_MESSAGES.providerUnreachable);
  }
  const now = deps.clock.now();
  const browserKey = newOpaqueToken();
  await forgetExpiredSignIns(deps.db, supplierId, now);
  await insertSignInRequest(deps.db, {
    supplierId,
    providerId: provider.id,
    stateHash: sha256(start.requestId),
    browserKeyHash: sha256(browserKey),
    createdOn: now,
    expiresOn: new Date(now.getTime() + SSO_SIGN_IN_TTL_S * 1000),
  });
  return { authorizationUrl: start.url, browserKey };
}

/** The supplier's SAML provider while its flag is on (the ACS and the metadata are public: the URL names the supplier). */
async function samlProviderOf(deps: SsoDeps, supplierId: number): Promise<ProviderRow | null> {
  if (!(await asSystem(() => isFeatureOn(deps.db, supplierId, SSO_FEATURE_FLAG)))) return null;
  setRequestSupplier(supplierId);
  const provider = await findProvider(deps.db, supplierId);
  return provider?.kind === 'saml' ? provider : null;
}

/** The SP's metadata XML for the supplier (public: the IdP reads it); 404 while the flag is off. */
export async function samlMetadata(deps: SsoDeps, supplierId: number): Promise<string> {
  if (!(await asSystem(() => isFeatureOn(deps.db, supplierId, SSO_FEATURE_FLAG)))) throw new NotFound();
  return serviceProviderMetadata(samlServiceProvider(deps, supplierId));
}

export type AcsOutcome = { ticket: string } | { error: SsoSamlCallbackError };

/**
 * The ACS: the IdP's answer (HTTP-POST binding) checked; the assertion's ID kept (spent even when the answer is then
 * refused); the answer's person waits under a ticket for the browser. 404 for a supplier without a SAML provider.
 */
export async function receiveSamlResponse(deps: SsoDeps, supplierId: number, samlResponse: string): Promise<AcsOutcome> {
  const provider = await samlProviderOf(deps, supplierId);
  if (!provider) throw new NotFound();
  const now = deps.clock.now();
  const refuse = (error: SsoSamlCallbackError, reason: string): AcsOutcome => {
    deps.log.warn({ supplierId, reason }, "sso: the SAML identity provider's answer was refused");
    return { error };
  };
  let checked;
  try {
    checked = await checkSamlResponse(samlSettingsOf(provider), samlServiceProvider(deps, supplierId), samlResponse, now);
  } catch (error) {
    return refuse('refused', (error as Error).message);
  }
  const ticket = newOpaqueToken();
  const identity: SamlPerson = checked.person;
  const ticketExpiresOn = new Date(now.getTime() + SSO_SAML_TICKET_TTL_S * 1000);
  const outcome = await deps.db.transaction(async (tx): Promise<AcsOutcome> => {
    const fresh = await keepAssertion(tx, {
      supplierId,
      providerId: provider.id,
      assertionId: checked.assertionId,
      createdOn: now,
      expiresOn: checked.expiresOn,
    });
    if (!fresh) return { error: 'refused' };
    if (checked.inResponseTo !== null) {
      const answered = await receiveSamlAnswer(tx, {
        supplierId,
        providerId: provider.id,
        requestIdHash: sha256(checked.inResponseTo),
        ticketHash: sha256(ticket),
        identity,
        now,
        ticketExpiresOn,
      });
      return answered ? { ticket } : { error: 'expired' };
    }
    if (!provider.allowIdpInitiated) return { error: 'unsolicited' };
    await forgetExpiredSignIns(tx, supplierId, now);
    await insertSignInRequest(tx, {
      supplierId,
      providerId: provider.id,
      // an answer the IdP started answers no request of ours: a state nobody holds
      stateHash: sha256(newOpaqueToken()),
      browserKeyHash: null,
      ticketHash: sha256(ticket),
      identity,
      receivedOn: now,
      createdOn: now,
      expiresOn: ticketExpiresOn,
    });
    return { ticket };
  });
  // refusals are committed (the assertion's ID stays spent) and answered after
  if ('error' in outcome) return refuse(outcome.error, `assertion ${checked.assertionId}: ${outcome.error}`);
  return outcome;
}

/** The browser brings the ACS's ticket (and its tab's key): the session for the assertion's person. */
export async function completeSamlSignIn(deps: SsoDeps, body: SamlCompletionRequest, client: SignInClient): Promise<SignInResponse> {
  const now = deps.clock.now();
  const request = await spendSamlTicket(deps.db, sha256(body.ticket), body.browserKey ? sha256(body.browserKey) : null, now);
  if (!request?.identity) throw signInRefused(SSO_MESSAGES.signInExpired);
  setRequestSupplier(request.supplierId);
  const provider = await findProvider(deps.db, request.supplierId);
  if (!provider || provider.id !== request.providerId || provider.kind !== 'saml') throw signInRefused(SSO_MESSAGES.signInExpired);
  const person = request.identity as SamlPerson;
  return signInAsProviderPerson(deps, { supplierId: request.supplierId, provider, person, method: 'saml' }, client);
}
