// The Admin's single sign-on settings (docs/decisions/auth.md, "Single sign-on"): the provider (its client secret
// sealed, never answered back), the domains it speaks for and their proof by a verification mail; the console's
// approval is in ops/.
import {
  SSO_DOMAIN_VERIFICATION_TTL_S,
  SSO_DOMAINS_MAX,
  SSO_MESSAGES,
  emailDomain,
  type OidcProviderRequest,
  type SamlProviderRequest,
  type SsoDomain,
  type SsoProviderRequest,
  type SsoProviderView,
  type SsoSettings,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { ssoProviders } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { asSystem } from '../../db/tenant-context.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import type { Actor } from '../../platform/auth.ts';
import { newOpaqueToken, sha256 } from '../../platform/opaque-tokens.ts';
import { setRequestSupplier } from '../../platform/tenancy/request-context.ts';
import { signInRefused } from '../auth/index.ts';
import { certificateExpiry, certificatePem, readIdpMetadata, serviceProviderOf } from './saml-client.ts';
import type { SsoDeps } from './sso.deps.ts';
import { domainVerificationMail } from './sso.mails.ts';
import {
  deleteDomain,
  deleteProvider,
  findDomain,
  findDomainByVerificationToken,
  findProvider,
  forgetIdentities,
  insertDomain,
  listDomains,
  lockDomain,
  proveDomain,
  provedElsewhere,
  setVerificationToken,
  upsertProvider,
  type DomainRow,
  type ProviderRow,
} from './sso.queries.ts';

export function domainView(row: DomainRow): SsoDomain {
  return {
    id: row.id,
    domain: row.domain,
    status: row.provedOn ? 'proved' : 'pending',
    provedBy: (row.provedBy as SsoDomain['provedBy']) ?? null,
    provedOn: row.provedOn?.toISOString() ?? null,
  };
}

function providerView(provider: ProviderRow): SsoProviderView {
  const common = { newPersonRole: provider.newPersonIsAdmin ? ('Admin' as const) : ('User' as const), enforced: provider.enforced };
  if (provider.kind === 'saml') {
    const certificate = provider.signingCertificate ?? '';
    return {
      kind: 'saml',
      entityId: provider.issuer,
      ssoUrl: provider.ssoUrl ?? '',
      certificate,
      certificateExpiresOn: certificateExpiry(certificate).toISOString(),
      allowIdpInitiated: provider.allowIdpInitiated,
      ...common,
    };
  }
  return {
    kind: 'oidc',
    issuer: provider.issuer,
    clientId: provider.clientId ?? '',
    clientSecretSet: provider.clientSecretSealed !== null,
    ...common,
  };
}

export async function getSettings(deps: SsoDeps, actor: Actor): Promise<SsoSettings> {
  const provider = await findProvider(deps.db, actor.supplierId);
  return {
    provider: provider ? providerView(provider) : null,
    redirectUri: deps.redirectUri,
    signOutRedirectUri: deps.signOutRedirectUri,
    serviceProvider: serviceProviderOf(deps.publicUrl, actor.supplierId),
    domains: (await listDomains(deps.db, actor.supplierId)).map(domainView),
  };
}

type ProviderColumns = Pick<
  typeof ssoProviders.$inferInsert,
  'kind' | 'issuer' | 'clientId' | 'clientSecretSealed' | 'ssoUrl' | 'signingCertificate' | 'allowIdpInitiated'
>;

/** OpenID Connect: the client secret is required the first time; left out later the stored one stays. */
function oidcColumns(deps: SsoDeps, existing: ProviderRow | undefined, body: OidcProviderRequest): ProviderColumns {
  const sealed =
    body.clientSecret !== undefined ? deps.box.seal(body.clientSecret) : existing?.kind === 'oidc' ? existing.clientSecretSealed : null;
  if (!sealed) throw Invalid.field(['clientSecret'], SSO_MESSAGES.secretRequired);
  return {
    kind: 'oidc',
    issuer: body.issuer,
    clientId: body.clientId,
    clientSecretSealed: sealed,
    ssoUrl: null,
    signingCertificate: null,
    allowIdpInitiated: false,
  };
}

/** SAML: the metadata's entity id, sign-in address and certificate (or the three given), the certificate checked. */
async function samlColumns(body: SamlProviderRequest): Promise<ProviderColumns> {
  let idp = { entityId: body.entityId, ssoUrl: body.ssoUrl, certificate: body.certificate };
  if (body.metadataXml !== undefined) {
    const read = await readIdpMetadata(body.metadataXml);
    if (!read) throw Invalid.field(['metadataXml'], SSO_MESSAGES.metadataUnreadable);
    idp = read;
  }
  let pem: string;
  try {
    pem = certificatePem(idp.certificate ?? '').pem;
  } catch {
    throw Invalid.field([body.metadataXml !== undefined ? 'metadataXml' : 'certificate'], SSO_MESSAGES.invalidCertificate);
  }
  return {
    kind: 'saml',
    issuer: idp.entityId ?? '',
    clientId: null,
    clientSecretSealed: null,
    ssoUrl: idp.ssoUrl ?? '',
    signingCertificate: pem,
    allowIdpInitiated: body.allowIdpInitiated,
  };
}

export async function saveProvider(deps: SsoDeps, actor: Actor, body: SsoProviderRequest): Promise<SsoSettings> {
  const existing = await findProvider(deps.db, actor.supplierId);
  const columns = body.kind === 'oidc' ? oidcColumns(deps, existing, body) : await samlColumns(body);
  const now = deps.clock.now();
  // another issuer (or protocol) speaks for other people: the links of the earlier one's subjects go
  if (existing && (existing.issuer !== columns.issuer || existing.kind !== columns.kind)) await forgetIdentities(deps.db, actor.supplierId);
  await upsertProvider(deps.db, {
    supplierId: actor.supplierId,
    ...columns,
    newPersonIsAdmin: body.newPersonRole === 'Admin',
    enforced: body.enforced,
    createdOn: now,
    updatedOn: now,
  });
  return getSettings(deps, actor);
}

export async function removeProvider(deps: SsoDeps, actor: Actor): Promise<void> {
  if (!(await deleteProvider(deps.db, actor.supplierId))) throw new NotFound();
}

export async function claimDomain(deps: SsoDeps, actor: Actor, domain: string): Promise<SsoDomain> {
  if (await asSystem(() => provedElsewhere(deps.db, actor.supplierId, domain))) throw new Conflict(SSO_MESSAGES.domainTaken);
  const listed = await listDomains(deps.db, actor.supplierId);
  if (listed.some((d) => d.domain === domain)) throw new Conflict(SSO_MESSAGES.domainClaimed);
  if (listed.length >= SSO_DOMAINS_MAX) throw new Conflict(SSO_MESSAGES.tooManyDomains);
  try {
    return domainView(await insertDomain(deps.db, { supplierId: actor.supplierId, domain, createdOn: deps.clock.now() }));
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(SSO_MESSAGES.domainClaimed);
    throw error;
  }
}

export async function removeDomain(deps: SsoDeps, actor: Actor, id: number): Promise<void> {
  if (!(await deleteDomain(deps.db, actor.supplierId, id))) throw new NotFound();
}

/** A link to an address at the domain: opening it proves the domain (the newest mail's link counts, 24 hours). */
export async function mailDomainVerification(deps: SsoDeps, actor: Actor, id: number, email: string): Promise<void> {
  const claim = await findDomain(deps.db, actor.supplierId, id);
  if (!claim) throw new NotFound();
  if (claim.provedOn) throw new Conflict(SSO_MESSAGES.domainProved);
  if (emailDomain(email) !== claim.domain) throw Invalid.field(['email'], SSO_MESSAGES.emailNotAtDomain);
  const token = newOpaqueToken();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await setVerificationToken(tx, actor.supplierId, id, sha256(token), new Date(now.getTime() + SSO_DOMAIN_VERIFICATION_TTL_S * 1000));
    await deps.auth.mailer.send(
      domainVerificationMail(email.trim(), claim.domain, `${deps.publicUrl}/sso/domain-verification?token=${token}`),
      tx,
    );
  });
}

/** The mail's link opened (public): the claim it names is proved, unless another supplier proved the domain first. */
export async function verifyDomain(deps: SsoDeps, token: string): Promise<{ domain: string }> {
  const now = deps.clock.now();
  const claim = await findDomainByVerificationToken(deps.db, sha256(token.trim()), now);
  if (!claim) throw signInRefused(SSO_MESSAGES.verificationInvalid);
  setRequestSupplier(claim.supplierId);
  await proveClaim(deps.db, claim, 'mail', now);
  return { domain: claim.domain };
}

/**
 * Proves a pending claim: 409 when it is proved already or another supplier proved the domain. One supplier per proved
 * domain is kept here, not by a key (the tenant tables' keys all include supplier_id): the proof holds a lock on the
 * domain until its transaction ends, so of two proofs at once the second waits and then sees the first. It runs as the
 * system, as the sign-in's lookups do: its check reads every supplier's proofs; its one write names the claim's supplier.
 */
export async function proveClaim(
  db: Db,
  claim: { id: number; supplierId: number; domain: string },
  by: 'operator' | 'mail',
  now: Date,
): Promise<SsoDomain> {
  return asSystem(() =>
    db.transaction(async (tx) => {
      await lockDomain(tx, claim.domain);
      if (await provedElsewhere(tx, claim.supplierId, claim.domain)) throw new Conflict(SSO_MESSAGES.domainTaken);
      const proved = await proveDomain(tx, claim.supplierId, claim.id, by, now);
      if (!proved) throw new Conflict(SSO_MESSAGES.domainProved);
      return domainView(proved);
    }),
  );
}
