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
  SSO_SAML_CERTIFICATE_MAX,
  SSO_SAML_ENTITY_ID_MAX,
  SSO_SAML_METADATA_MAX,
  isDomain,
  normalizeDomain,
} from './sso.rules.ts';

/**
 * An https address without query, fragment or credentials (http only for a provider on this machine, which tests and
 * demos run; the server refuses that too in production).
 */
export const ISSUER_PATTERN = /^(?:https:\/\/[A-Za-z0-9.-]+|http:\/\/(?:localhost|127\.0\.0\.1))(?::\d{1,5})?(?:\/[^\s?#]*)?$/;
/** A SAML IdP's sign-in address: as an issuer, and a query is allowed (some IdPs name the tenant in it). */
export const SSO_URL_PATTERN = /^(?:https:\/\/[A-Za-z0-9.-]+|http:\/\/(?:localhost|127\.0\.0\.1))(?::\d{1,5})?(?:\/[^\s#]*)?$/;
const issuerUrl = z
  .string()
  .trim()
  .min(1)
  .max(SSO_ISSUER_MAX)
  .regex(ISSUER_PATTERN, SSO_MESSAGES.invalidIssuer)
  .meta({ examples: ['https://login.example.com'] });

export const ssoDomainName = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .transform(normalizeDomain)
  .refine(isDomain, SSO_MESSAGES.invalidDomain)
  .meta({ example: 'example.com' });

const providerCommon = {
  newPersonRole: z.enum(SSO_NEW_PERSON_ROLES),
  enforced: z.boolean(),
};

/**
 * PUT /sso/provider, OpenID Connect. The client secret is required the first time; left out later it keeps the stored
 * one (it is never answered back).
 */
export const oidcProviderRequest = z.strictObject({
  kind: z.literal('oidc'),
  issuer: issuerUrl,
  clientId: z.string().trim().min(1).max(SSO_CLIENT_ID_MAX),
  clientSecret: z.string().min(1).max(SSO_CLIENT_SECRET_MAX).optional(),
  ...providerCommon,
});

const SAML_FIELDS = ['entityId', 'ssoUrl', 'certificate'] as const;

/**
 * PUT /sso/provider, SAML 2.0: the IdP's metadata XML (its entity id, HTTP-Redirect sign-in address and signing
 * certificate are read from it), or the three given one by one; whether the IdP may start a sign-in itself.
 */
export const samlProviderRequest = z
  .strictObject({
    kind: z.literal('saml'),
    metadataXml: z.string().trim().min(1).max(SSO_SAML_METADATA_MAX).optional(),
    entityId: z.string().trim().min(1).max(SSO_SAML_ENTITY_ID_MAX).optional(),
    ssoUrl: z.string().trim().min(1).max(SSO_ISSUER_MAX).regex(SSO_URL_PATTERN, SSO_MESSAGES.invalidSsoUrl).optional(),
    certificate: z.string().trim().min(1).max(SSO_SAML_CERTIFICATE_MAX).optional(),
    allowIdpInitiated: z.boolean(),
    ...providerCommon,
  })
  .superRefine((value, ctx) => {
    if (value.metadataXml !== undefined) return;
    for (const field of SAML_FIELDS)
      if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: SSO_MESSAGES.samlFieldsRequired });
  });

/** PUT /sso/provider: the supplier's identity provider, by its kind. */
export const ssoProviderRequest = z.discriminatedUnion('kind', [oidcProviderRequest, samlProviderRequest]);
export type OidcProviderRequest = z.infer<typeof oidcProviderRequest>;
export type SamlProviderRequest = z.infer<typeof samlProviderRequest>;
export type SsoProviderRequest = z.infer<typeof ssoProviderRequest>;

const formText = (max: number) => z.string().max(max).default('');

/**
 * The request of the settings page's form (one form for both kinds): empty fields are left out (an empty client
 * secret keeps the stored one), and the fields of the other kind too.
 */
export function providerRequestOf(form: SsoProviderFormValues): Record<string, unknown> {
  const filled = (value: string) => (value.trim() === '' ? undefined : value);
  const common = { kind: form.kind, newPersonRole: form.newPersonRole, enforced: form.enforced };
  const request =
    form.kind === 'oidc'
      ? { ...common, issuer: form.issuer, clientId: form.clientId, clientSecret: filled(form.clientSecret) }
      : {
          ...common,
          metadataXml: filled(form.metadataXml),
          entityId: filled(form.entityId),
          ssoUrl: filled(form.ssoUrl),
          certificate: filled(form.certificate),
          allowIdpInitiated: form.allowIdpInitiated,
        };
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined));
}

/** The settings page's form: the fields of both kinds; checked by the request's own rules (providerRequestOf). */
export const ssoProviderForm = z
  .object({
    kind: z.enum(SSO_PROVIDER_KINDS),
    issuer: formText(SSO_ISSUER_MAX),
    clientId: formText(SSO_CLIENT_ID_MAX),
    clientSecret: formText(SSO_CLIENT_SECRET_MAX),
    metadataXml: formText(SSO_SAML_METADATA_MAX),
    entityId: formText(SSO_SAML_ENTITY_ID_MAX),
    ssoUrl: formText(SSO_ISSUER_MAX),
    certificate: formText(SSO_SAML_CERTIFICATE_MAX),
    allowIdpInitiated: z.boolean().default(false),
    ...providerCommon,
  })
  .superRefine((value, ctx) => {
    const checked = ssoProviderRequest.safeParse(providerRequestOf(value));
    if (!checked.success)
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
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

const providerViewCommon = { newPersonRole: z.enum(SSO_NEW_PERSON_ROLES), enforced: z.boolean() };

/** GET /sso/provider: the settings page; `provider` null until the Admin sets one up. */
export const ssoSettings = z.object({
  provider: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('oidc'), issuer: z.string(), clientId: z.string(), clientSecretSet: z.boolean(), ...providerViewCommon }),
      z.object({
        kind: z.literal('saml'),
        entityId: z.string(),
        ssoUrl: z.string(),
        /** The signing certificate (PEM: public, shown to check it) and the end of its validity. */
        certificate: z.string(),
        certificateExpiresOn: z.iso.datetime({ offset: true }),
        allowIdpInitiated: z.boolean(),
        ...providerViewCommon,
      }),
    ])
    .nullable(),
  /** The address the provider sends the browser back to (to register at the provider). */
  redirectUri: z.string(),
  /** OpenID Connect: where the provider's logout sends the browser back (to register at the provider too). */
  signOutRedirectUri: z.string(),
  /** SAML: what the IdP is given of the portal (entity id, ACS address, the metadata XML's address). */
  serviceProvider: z.object({ entityId: z.string(), acsUrl: z.string(), metadataUrl: z.string() }),
  domains: z.array(ssoDomain),
});
export type SsoProviderView = NonNullable<z.infer<typeof ssoSettings>['provider']>;
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

/**
 * POST /sso/saml/{supplierId}/acs: the IdP's answer as the browser posts it (HTTP-POST binding, form fields). Not
 * strict: an IdP may post fields of its own, which are not read.
 */
export const samlAcsRequest = z.object({
  SAMLResponse: z.string().min(1).max(1_000_000),
  RelayState: z.string().max(200).optional(),
});
export type SamlAcsRequest = z.infer<typeof samlAcsRequest>;

/**
 * POST /sso/saml/completion: the ticket the ACS handed the browser (/sso/callback?ticket=), with the key of the tab
 * that started the sign-in (none for a sign-in the IdP started).
 */
export const samlCompletionRequest = z.strictObject({
  ticket: z.string().min(1).max(200),
  browserKey: z.string().min(1).max(200).optional(),
});
export type SamlCompletionRequest = z.infer<typeof samlCompletionRequest>;

/**
 * POST /sso/sign-outs: where to send the browser when the person signs out: the provider's logout (RP-Initiated Logout,
 * its end_session_endpoint) for a session its sign-in started, else null (the portal's own sign-out is enough).
 */
export const ssoSignOut = z.object({ logoutUrl: z.string().nullable() });
export type SsoSignOut = z.infer<typeof ssoSignOut>;

/** The console's list of domain claims waiting for proof. */
export const opsSsoDomainClaim = z.object({
  id: recordId,
  supplierId: recordId,
  supplierName: z.string(),
  domain: z.string(),
  createdOn: z.iso.datetime({ offset: true }),
});
export type OpsSsoDomainClaim = z.infer<typeof opsSsoDomainClaim>;
