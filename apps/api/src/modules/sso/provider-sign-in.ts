// What the OpenID Connect and the SAML sign-ins share (docs/decisions/auth.md, "Single sign-on", "SAML 2.0"): the
// supplier and provider that speak for an address, and the end of a sign-in once the provider's answer is checked:
// the address at one of this supplier's proved domains, the person found or made just in time, the session.
import {
  SIGN_IN_THROTTLE_WINDOW_S,
  SSO_FEATURE_FLAG,
  SSO_MESSAGES,
  SSO_START_PER_ADDRESS_MAX,
  SSO_START_PER_NETWORK_MAX,
  emailDomain,
  type SignInMethod,
  type SignInResponse,
} from '@portal/contracts';
import { asSystem } from '../../db/tenant-context.ts';
import { takeAttempt } from '../../platform/attempt-throttle.ts';
import { AUTH_MESSAGES, findUserById, signInRefused, startSession, type SignInClient } from '../auth/index.ts';
import { isFeatureOn } from '../feature-flags/index.ts';
import type { SsoDeps } from './sso.deps.ts';
import { personForSignIn, type ProviderPerson } from './just-in-time.ts';
import { findProvedDomain, isProvedDomainOf, type ProviderRow } from './sso.queries.ts';

const REFUSALS = {
  inactive: AUTH_MESSAGES.inactiveUser,
  operator: SSO_MESSAGES.notSetUp,
  'other-account': SSO_MESSAGES.otherAccount,
} as const;

/**
 * Starting a sign-in is counted per address and network address, and per network address whatever the address, in the
 * shared attempts table (every process sees the counts): 429 with Retry-After past the limits. Every start counts, at a
 * proved domain or not, before the domain is looked up (the answer's time tells nothing of the domain).
 */
export async function throttleStart(deps: SsoDeps, email: string, ip: string): Promise<void> {
  const rule = (max: number) => ({ max, windowMs: SIGN_IN_THROTTLE_WINDOW_S * 1000, message: AUTH_MESSAGES.throttled });
  await takeAttempt(deps, { kind: 'sso-start', subject: email, ip }, rule(SSO_START_PER_ADDRESS_MAX));
  await takeAttempt(deps, { kind: 'sso-start-network', subject: '*', ip }, rule(SSO_START_PER_NETWORK_MAX));
}

/**
 * The supplier and provider that speak for the address (a proved domain, the flag on for the supplier), or null. Read
 * before any supplier is known (the flag as the system too); the caller acts as the supplier when it goes on.
 */
export async function providerForEmail(deps: SsoDeps, email: string) {
  const found = await findProvedDomain(deps.db, emailDomain(email));
  if (!found) return null;
  if (!(await asSystem(() => isFeatureOn(deps.db, found.supplierId, SSO_FEATURE_FLAG)))) return null;
  return found;
}

export interface ProviderSignIn {
  supplierId: number;
  provider: ProviderRow;
  /** What the provider's checked answer says of the person. */
  person: ProviderPerson;
  method: Extract<SignInMethod, 'sso' | 'saml'>;
}

/** The checked answer's person signs in to the provider's supplier (no second step: the company's provider vouched). */
export async function signInAsProviderPerson(deps: SsoDeps, signIn: ProviderSignIn, client: SignInClient): Promise<SignInResponse> {
  const { supplierId, provider, person } = signIn;
  const email = person.email;
  if (!email) throw signInRefused(SSO_MESSAGES.emailNotProved);
  // the address must be at one of this supplier's proved domains: a provider speaks for its company's domains only
  if (!(await isProvedDomainOf(deps.db, supplierId, emailDomain(email)))) throw signInRefused(SSO_MESSAGES.emailNotProved);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const at = { supplierId, providerId: provider.id, newPersonIsAdmin: provider.newPersonIsAdmin, now };
    const found = await personForSignIn(tx, at, email, person);
    if ('refused' in found) return found;
    const user = await findUserById(tx, found.userId);
    if (!user) return { refused: 'inactive' as const };
    // the session is for the provider's supplier; the provider's sign-in counts as the company's own two-step check
    return startSession(deps.auth, { ...user, supplierId, supplierCount: 1 }, signIn.method, client, tx, {
      signedInAssurance: person.assurance ?? null,
      ssoProviderId: provider.id,
      ssoIdTokenSealed: person.idToken ? deps.box.seal(person.idToken) : null,
    });
  });
  if ('refused' in outcome) throw signInRefused(REFUSALS[outcome.refused]);
  return outcome;
}
