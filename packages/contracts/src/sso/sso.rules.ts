// Single sign-on with the supplier's own identity provider (docs/decisions/auth.md, "Single sign-on"): the words, the
// limits and the domain rules both apps use.
import type { FeatureFlag } from '../platform/feature-flags.ts';

/** The supplier's "Single sign-on" settings page and its /api/sso calls (Admins). The sign-in itself is never behind it. */
export const SSO_FEATURE_FLAG: FeatureFlag = 'SingleSignOn';

export const SSO_PROVIDER_KINDS = ['oidc', 'saml'] as const;
export type SsoProviderKind = (typeof SSO_PROVIDER_KINDS)[number];
export const SSO_PROVIDER_KIND_LABELS: Record<SsoProviderKind, string> = { oidc: 'OpenID Connect', saml: 'SAML 2.0' };

export const SSO_NEW_PERSON_ROLES = ['User', 'Admin'] as const;
export type SsoNewPersonRole = (typeof SSO_NEW_PERSON_ROLES)[number];

/** A sign-in sent to the provider must come back within 10 minutes, once. */
export const SSO_SIGN_IN_TTL_S = 10 * 60;
/** A domain's verification link works for 24 hours (the newest mail's). */
export const SSO_DOMAIN_VERIFICATION_TTL_S = 24 * 60 * 60;
export const SSO_ISSUER_MAX = 500;
export const SSO_CLIENT_ID_MAX = 200;
export const SSO_CLIENT_SECRET_MAX = 500;
export const SSO_DOMAIN_MAX = 253;
export const SSO_DOMAINS_MAX = 20;
/** OpenID Connect: a provider's discovery document is kept this long (per process) before it is read again. */
export const SSO_DISCOVERY_TTL_S = 10 * 60;
/** Starting a sign-in through a provider: per address and network address, and per network address, in 15 minutes. */
export const SSO_START_PER_ADDRESS_MAX = 30;
export const SSO_START_PER_NETWORK_MAX = 100;
/** SAML: the IdP's entity id, its metadata XML and its signing certificate (PEM or the base64 body). */
export const SSO_SAML_ENTITY_ID_MAX = 500;
export const SSO_SAML_METADATA_MAX = 200_000;
export const SSO_SAML_CERTIFICATE_MAX = 20_000;
/** SAML: the clocks of the IdP and the portal may differ by this much (NotBefore, NotOnOrAfter). */
export const SSO_SAML_CLOCK_SKEW_S = 60;
/** SAML: the ticket the ACS hands the browser is brought back at once (single use). */
export const SSO_SAML_TICKET_TTL_S = 60;

/** Domain labels of letters, digits and hyphens (not at either end), a top-level domain of two letters or more. */
export const DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

export const SSO_MESSAGES = {
  invalidDomain: 'Enter a domain such as example.com.',
  invalidIssuer: 'Enter the address of the identity provider (https://…).',
  secretRequired: 'Enter the client secret.',
  domainTaken: 'This domain already belongs to another company.',
  domainClaimed: 'This domain is already listed.',
  tooManyDomains: `A company lists at most ${SSO_DOMAINS_MAX} domains.`,
  domainProved: 'This domain is already proved.',
  emailNotAtDomain: 'The address must be at the domain.',
  noProvider: 'Set up the identity provider first.',
  notSetUp: "Your company's identity provider is not set up for this address. Sign in with your password or an e-mailed code.",
  providerUnreachable: "Your company's identity provider could not be reached. Please try again later.",
  signInExpired: 'The sign-in with your identity provider has expired or was already used. Please start again.',
  signInRefused: "Your company's identity provider did not confirm the sign-in. Please start again.",
  emailNotProved: "The address your identity provider gave is not at one of your company's proved domains.",
  otherAccount: "Your identity provider's account is linked to another person of the portal. Please contact your company administrator.",
  enforced: 'Your company signs in with its identity provider: use "Sign in with your company\'s identity provider".',
  verificationInvalid: 'The domain verification link is invalid or has expired. Please ask for a new one.',
  invalidSsoUrl: "Enter the identity provider's sign-in address (https://…).",
  invalidCertificate: "Enter the identity provider's signing certificate (PEM, -----BEGIN CERTIFICATE-----…).",
  metadataUnreadable: "The metadata could not be read: paste the identity provider's SAML metadata XML.",
  samlFieldsRequired: "Paste the identity provider's metadata, or enter its entity ID, sign-in address and certificate.",
  unsolicited:
    "Your company's identity provider started a sign-in the portal did not ask for. Please start from the portal's sign-in page.",
} as const;

/**
 * What went wrong at the SAML ACS (it answers the browser with a redirect to /sso/callback?samlError=<key>; the page
 * shows the words).
 */
export const SSO_SAML_CALLBACK_ERRORS = {
  refused: SSO_MESSAGES.signInRefused,
  expired: SSO_MESSAGES.signInExpired,
  unsolicited: SSO_MESSAGES.unsolicited,
} as const;
export type SsoSamlCallbackError = keyof typeof SSO_SAML_CALLBACK_ERRORS;

/** The words of an ACS error key (an unknown key: the general refusal). */
export function samlCallbackMessage(key: string): string {
  return Object.prototype.hasOwnProperty.call(SSO_SAML_CALLBACK_ERRORS, key)
    ? SSO_SAML_CALLBACK_ERRORS[key as SsoSamlCallbackError]
    : SSO_MESSAGES.signInRefused;
}

export const SSO_ASSURANCE_MAX = 300;

/**
 * How the company's provider says the person signed in, in words kept with the session and the audit row: OpenID
 * Connect's `acr` and `amr` claims, or SAML's AuthnContextClassRef (given as `acr`). Null when the provider says nothing.
 * Recorded, not enforced (docs/decisions/auth.md, "Single sign-on").
 */
export function providerAssurance(acr: string | null | undefined, amr: readonly string[] | null | undefined): string | null {
  const parts = [acr?.trim() ? `acr ${acr.trim()}` : null, amr?.length ? `amr ${amr.join(' ')}` : null].filter(
    (p): p is string => p !== null,
  );
  return parts.length ? parts.join(' · ').slice(0, SSO_ASSURANCE_MAX) : null;
}

/** The domain part of an e-mail address, lower-cased ('' when there is none). */
export function emailDomain(email: string): string {
  const at = email.trim().lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .trim()
        .slice(at + 1)
        .toLowerCase();
}

/** A domain as stored: trimmed, lower-cased, without a trailing dot. */
export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, '');
}

export function isDomain(domain: string): boolean {
  return domain.length <= SSO_DOMAIN_MAX && DOMAIN_PATTERN.test(domain);
}
