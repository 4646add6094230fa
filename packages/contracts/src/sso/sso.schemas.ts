// Requests and answers of single sign-on (docs/decisions/auth.md, "Single sign-on"): the Admin's settings, the domain
// claims and their proof, the console's approval, and the sign-in through the provider.
import { z } from '../zod.ts';
import { emailAddress, emailText } from '../platform/contact-fields.ts';
import { recordId } from '../platform/ids.ts';
import {
  SSO_CLIENT_ID_MAX,
  SSO_CLIENT_SECRET_MAX,
  SSO_ISSUER_MAX,
  SSO_MESSAGES,
  SSO_NEW_PERSON_ROLES,
  SSO_PROVIDER_KINDS,
  isDomain,
  normalizeDomain,
} from './sso.rules.ts';

/**
 * An https address without query, fragment or credentials (http only for a provider on this machine, which tests and
 * demos run; the server refuses that too in production).
 */
export const ISSUER_PATTERN = /^(?:https:\/\/[A-Za-z0-9.-]+|http:\/\/(?:localhost|127\.0\.0\.1))(?::\d{1,5})?(?:\/[^\s?#]*)?$/;
const issuerUrl = z.string().trim().min(1).max(SSO_ISSUER_MAX).regex(ISSUER_PATTERN, SSO_MESSAGES.invalidIssuer);

export const ssoDomainName = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .transform(normalizeDomain)
  .refine(isDomain, SSO_MESSAGES.invalidDomain)
  .meta({ example: 'example.com' });

/**
 * PUT /sso/provider: the supplier's identity provider. The client secret is required the first time; left out later
 * it keeps the stored one (it is never answered back).
 */
export const ssoProviderRequest = z.strictObject({
  kind: z.enum(SSO_PROVIDER_KINDS),
  issuer: issuerUrl,
  clientId: z.string().trim().min(1).max(SSO_CLIENT_ID_MAX),
  clientSecret: z.string().min(1).max(SSO_CLIENT_SECRET_MAX).optional(),
  newPersonRole: z.enum(SSO_NEW_PERSON_ROLES),
  enforced: z.boolean(),
});
export type SsoProviderRequest = z.infer<typeof ssoProviderRequest>;

/** The settings page's form: an empty client secret keeps the stored one (sent without it). */
export const ssoProviderForm = ssoProviderRequest.extend({ clientSecret: z.string().max(SSO_CLIENT_SECRET_MAX) });
export type SsoProviderForm = z.input<typeof ssoProviderForm>;
export type SsoProviderFormValues = z.output<typeof ssoProviderForm>;

export const SSO_DOMAIN_STATUSES = ['pending', 'proved'] as const;
export const ssoDomain = z.object({
  id: recordId,
  domain: z.string(),
  status: z.enum(SSO_DOMAIN_STATUSES),
  provedBy: z.enum(['operator', 'mail']).nullable(),
  provedOn: z.iso.datetime({ offset: true }).nullable(),
});
export type SsoDomain = z.infer<typeof ssoDomain>;

/** GET /sso/provider: the settings page; `provider` null until the Admin sets one up. */
export const ssoSettings = z.object({
  provider: z
    .object({
      kind: z.enum(SSO_PROVIDER_KINDS),
      issuer: z.string(),
      clientId: z.string(),
      clientSecretSet: z.boolean(),
      newPersonRole: z.enum(SSO_NEW_PERSON_ROLES),
      enforced: z.boolean(),
    })
    .nullable(),
  /** The address the provider sends the browser back to (to register at the provider). */
  redirectUri: z.string(),
  domains: z.array(ssoDomain),
});
export type SsoSettings = z.infer<typeof ssoSettings>;

export const ssoDomainRequest = z.strictObject({ domain: ssoDomainName });
export type SsoDomainRequest = z.infer<typeof ssoDomainRequest>;

/** POST /sso/domains/{id}/verification-mail: a link to an address at the domain proves it when opened. */
export const ssoVerificationMailRequest = z.strictObject({ email: emailAddress });
export type SsoVerificationMailRequest = z.infer<typeof ssoVerificationMailRequest>;

/** POST /sso/domain-verifications (public: the mail's link). */
export const ssoDomainVerificationRequest = z.strictObject({ token: z.string().trim().min(1).max(200) });
export const ssoDomainVerified = z.object({ domain: z.string() });

/** POST /sso/sign-ins: the person's e-mail; a proved domain answers the provider's address to send the browser to. */
export const ssoSignInRequest = z.strictObject({ email: emailText });
/**
 * `browserKey` stays in the browser that started (sessionStorage) and comes back with the provider's answer: an answer
 * brought to another browser (a sign-in forced on someone) is refused.
 */
export const ssoSignInStart = z.object({ authorizationUrl: z.string(), browserKey: z.string() });
export type SsoSignInStart = z.infer<typeof ssoSignInStart>;

/** POST /sso/sign-ins/completion: what the provider sent back to /sso/callback (its query), for the session. */
export const ssoCallbackRequest = z.strictObject({
  browserKey: z.string().min(1).max(200),
  state: z.string().min(1).max(500),
  code: z.string().min(1).max(2000),
  iss: z.string().min(1).max(SSO_ISSUER_MAX).optional(),
});
export type SsoCallbackRequest = z.infer<typeof ssoCallbackRequest>;

/** The console's list of domain claims waiting for proof. */
export const opsSsoDomainClaim = z.object({
  id: recordId,
  supplierId: recordId,
  supplierName: z.string(),
  domain: z.string(),
  createdOn: z.iso.datetime({ offset: true }),
});
export type OpsSsoDomainClaim = z.infer<typeof opsSsoDomainClaim>;
