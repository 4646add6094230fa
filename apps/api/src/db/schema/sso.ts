// The supplier's own identity provider (docs/decisions/auth.md, "Single sign-on", migration 0053): the provider, the
// e-mail domains it speaks for, and the sign-ins under way at it. Tenant tables (row-level security): the sign-in's
// public calls find a domain or a state before any supplier is known through asSystem, then act as its supplier.
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

const supplierId = () =>
  integer('supplier_id')
    .notNull()
    .references(() => suppliers.id);

/**
 * One provider per supplier: kind 'oidc' (issuer, client id, sealed secret) or 'saml' (the IdP's entity id in `issuer`,
 * its sign-in address and signing certificate; migration 0059).
 */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: supplierId(),
    kind: text('kind').notNull(),
    /** OpenID Connect: the issuer, whose /.well-known/openid-configuration is read (discovery). SAML: the IdP's entity id. */
    issuer: text('issuer').notNull(),
    clientId: text('client_id'),
    /** AES-256-GCM (modules/sso, sso.deps.ts); never answered back. */
    clientSecretSealed: text('client_secret_sealed'),
    /** The role a person created by their first sign-in gets (Admin or user). */
    newPersonIsAdmin: boolean('new_person_is_admin').notNull().default(false),
    /** Passwords and e-mailed codes refused for the proved domains' addresses. */
    enforced: boolean('enforced').notNull().default(false),
    /** SAML: where the browser is sent with the AuthnRequest (HTTP-Redirect binding). */
    ssoUrl: text('sso_url'),
    /** SAML: the IdP's signing certificate (PEM); the answers' signatures are checked against it. Public, not secret. */
    signingCertificate: text('signing_certificate'),
    /** SAML: answers the IdP sends without a request of ours (IdP-initiated) are accepted. */
    allowIdpInitiated: boolean('allow_idp_initiated').notNull().default(false),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('sso_providers_supplier_uq').on(t.supplierId),
    check('sso_providers_kind_ck', sql`${t.kind} in ('oidc', 'saml')`),
    check('sso_providers_oidc_ck', sql`${t.kind} <> 'oidc' or ${t.clientId} is not null`),
    check('sso_providers_saml_ck', sql`${t.kind} <> 'saml' or (${t.ssoUrl} is not null and ${t.signingCertificate} is not null)`),
  ],
);

/**
 * An e-mail domain the supplier claims: pending until proved (by the operator's approval or a verification mail's
 * link), then the supplier's alone (one supplier per proved domain).
 */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: supplierId(),
    domain: text('domain').notNull(),
    /** sha256 of the verification mail's link token (the newest mail's); null once proved or before any mail. */
    verificationTokenHash: text('verification_token_hash'),
    verificationExpiresOn: timestamp('verification_expires_on', { withTimezone: true }),
    provedOn: timestamp('proved_on', { withTimezone: true }),
    /** operator | mail */
    provedBy: text('proved_by'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('sso_domains_supplier_domain_uq').on(t.supplierId, t.domain),
    // one supplier per proved domain is kept by the proof (a lock on the domain), not by a key across suppliers
    index('sso_domains_proved_idx')
      .on(t.domain)
      .where(sql`${t.provedOn} is not null`),
    uniqueIndex('sso_domains_verification_uq').on(t.supplierId, t.verificationTokenHash),
    index('sso_domains_verification_idx').on(t.verificationTokenHash),
    check(
      'sso_domains_proved_by_ck',
      sql`(${t.provedOn} is null) = (${t.provedBy} is null) and (${t.provedBy} is null or ${t.provedBy} in ('operator', 'mail'))`,
    ),
    check('sso_domains_domain_ck', sql`${t.domain} = lower(${t.domain})`),
  ],
);

/**
 * A sign-in sent to the provider: the state (hashed), nonce and PKCE verifier, single use, 10 minutes. SAML (0059): the
 * AuthnRequest's ID hashed in state_hash, no nonce or verifier; the checked answer's person waits in `identity` for the
 * browser, which brings the ticket (hashed) and its key; an IdP-initiated answer's row has no browser key.
 */
export const ssoSignInRequests = pgTable(
  'sso_sign_in_requests',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: supplierId(),
    providerId: integer('provider_id').notNull(),
    stateHash: text('state_hash').notNull(),
    /** sha256 of the key the starting browser keeps (sessionStorage): the answer counts only from that browser. */
    browserKeyHash: text('browser_key_hash'),
    nonce: text('nonce'),
    codeVerifier: text('code_verifier'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    usedOn: timestamp('used_on', { withTimezone: true }),
    /** SAML: sha256 of the ticket the ACS hands the browser (/sso/callback?ticket=) for the checked answer. */
    ticketHash: text('ticket_hash'),
    /** SAML: the person the checked assertion names (SamlPerson), until the browser brings the ticket. */
    identity: jsonb('identity'),
    receivedOn: timestamp('received_on', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('sso_sign_in_requests_state_uq').on(t.supplierId, t.stateHash),
    // found by the state alone before its supplier is known
    index('sso_sign_in_requests_state_idx').on(t.stateHash),
    uniqueIndex('sso_sign_in_requests_ticket_uq').on(t.supplierId, t.ticketHash),
    index('sso_sign_in_requests_ticket_idx')
      .on(t.ticketHash)
      .where(sql`${t.ticketHash} is not null`),
    check('sso_sign_in_requests_ticket_ck', sql`(${t.ticketHash} is null) = (${t.identity} is null)`),
    foreignKey({
      name: 'sso_sign_in_requests_provider_fk',
      columns: [t.supplierId, t.providerId],
      foreignColumns: [ssoProviders.supplierId, ssoProviders.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The provider's person: its `sub` (never reassigned by the provider) linked to the portal's person at their first
 * sign-in; later sign-ins find the person by it (ASVS 10.5.2), one link per person and provider.
 */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: supplierId(),
    providerId: integer('provider_id').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('sso_identities_subject_uq').on(t.supplierId, t.providerId, t.subject),
    uniqueIndex('sso_identities_user_uq').on(t.supplierId, t.providerId, t.userId),
    foreignKey({
      name: 'sso_identities_provider_fk',
      columns: [t.supplierId, t.providerId],
      foreignColumns: [ssoProviders.supplierId, ssoProviders.id],
    }).onDelete('cascade'),
  ],
);

/** The IDs of the SAML assertions accepted, kept until they expire: an assertion is accepted once, in any process. */
export const ssoSamlAssertions = pgTable(
  'sso_saml_assertions',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: supplierId(),
    providerId: integer('provider_id').notNull(),
    assertionId: text('assertion_id').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('sso_saml_assertions_uq').on(t.supplierId, t.providerId, t.assertionId),
    foreignKey({
      name: 'sso_saml_assertions_provider_fk',
      columns: [t.supplierId, t.providerId],
      foreignColumns: [ssoProviders.supplierId, ssoProviders.id],
    }).onDelete('cascade'),
  ],
);
