// The SAML 2.0 service provider through `@node-saml/node-saml` (v5): the AuthnRequest's address (HTTP-Redirect
// binding, its ID ours), the SP's metadata, and the answer's checks (docs/decisions/auth.md, "SAML 2.0"). The library
// checks the signature against the configured certificate only (the signed assertion alone is read after: XML
// signature wrapping), and the Audience; this module checks on the signed assertion what the library leaves or reads
// from the wall clock: the Issuer, the Response's Destination, the bearer confirmation's Recipient and InResponseTo,
// and NotBefore/NotOnOrAfter against the app's clock with a small skew.
import { X509Certificate, randomBytes } from 'node:crypto';
import { parseStringPromise } from 'xml2js';
import { SAML, ValidateInResponseTo, generateServiceProviderMetadata } from '@node-saml/node-saml';
import { SSO_SAML_CLOCK_SKEW_S, SSO_URL_PATTERN, providerAssurance } from '@portal/contracts';

export interface SamlIdpSettings {
  /** The IdP's entity id (the assertions' Issuer). */
  entityId: string;
  ssoUrl: string;
  /** PEM. */
  certificate: string;
}

/** What the IdP is given of the portal, per supplier. */
export interface SamlServiceProvider {
  entityId: string;
  acsUrl: string;
  metadataUrl: string;
}

/** What a checked assertion says of the person, kept with the sign-in until the browser brings its ticket. */
export interface SamlPerson {
  subject: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  /** The AuthnStatement's AuthnContextClassRef in words (providerAssurance: given as `acr`). */
  assurance: string | null;
}

export interface CheckedAssertion {
  person: SamlPerson;
  assertionId: string;
  /** The request answered (the signed confirmation's InResponseTo), null for an answer the IdP started. */
  inResponseTo: string | null;
  /** The assertion is refused from then on anyway: its ID is kept until then. */
  expiresOn: Date;
}

const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
const EMAIL_ATTRIBUTES = ['email', 'mail', 'emailAddress', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress'];
const GIVEN_NAME_ATTRIBUTES = ['givenName', 'firstName', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname'];
const FAMILY_NAME_ATTRIBUTES = ['surname', 'sn', 'lastName', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname'];
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/** The service provider's address of a supplier (entity id = the metadata's address, as most IdPs expect). */
export function serviceProviderOf(publicUrl: string, supplierId: number): SamlServiceProvider {
  const base = `${publicUrl}/api/sso/saml/${supplierId}`;
  return { entityId: `${base}/metadata`, acsUrl: `${base}/acs`, metadataUrl: `${base}/metadata` };
}

function library(idp: SamlIdpSettings, sp: SamlServiceProvider, requestId?: string): SAML {
  return new SAML({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    entryPoint: idp.ssoUrl,
    idpCert: idp.certificate,
    audience: sp.entityId,
    // the assertion must be signed (a signed Response alone is not enough: the assertion is what is read)
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    // times are checked below against the app's clock (the library reads the wall clock)
    acceptedClockSkewMs: -1,
    // InResponseTo is checked below against the requests kept in the database, bound to the browser
    validateInResponseTo: ValidateInResponseTo.never,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
  });
}

/** The AuthnRequest's address at the IdP (HTTP-Redirect binding) and its ID (InResponseTo of the answer). */
export async function authnRequestUrl(idp: SamlIdpSettings, sp: SamlServiceProvider): Promise<{ url: string; requestId: string }> {
  // an XML ID: a letter or underscore first; 160 random bits
  const requestId = `_${randomBytes(20).toString('hex')}`;
  const url = await library(idp, sp, requestId).getAuthorizeUrlAsync('', undefined, {});
  return { url, requestId };
}

export function serviceProviderMetadata(sp: SamlServiceProvider): string {
  return generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    wantAssertionsSigned: true,
    identifierFormat: null,
  });
}

type Parsed = Record<string, unknown> & { $?: Record<string, string> };
const list = (value: unknown): Parsed[] => (Array.isArray(value) ? (value as Parsed[]) : []);
const attr = (node: Parsed | undefined, name: string): string | undefined => node?.$?.[name];
const time = (value: string | undefined): number | null => {
  if (value === undefined) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new Error(`Unreadable time ${value}`);
  return ms;
};

function firstAttribute(attributes: Record<string, unknown>, names: readonly string[]): string | null {
  for (const name of names) {
    const value = attributes[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' && text.trim() !== '') return text.trim();
  }
  return null;
}

/** The signed assertion's AuthnContextClassRef (how the IdP says the person signed in), or null. */
function authnContextClass(assertion: Parsed): string | null {
  const context = list(list(assertion.AuthnStatement)[0]?.AuthnContext)[0];
  const classRef = (context?.AuthnContextClassRef as unknown[] | undefined)?.[0];
  const value = typeof classRef === 'string' ? classRef : (classRef as { _?: string } | undefined)?._;
  return value?.trim() || null;
}

/** The root element's attributes of an XML document (names without their prefixes). */
async function rootAttributes(xml: string): Promise<{ name: string; uri: string; attributes: Record<string, string>; root: unknown }> {
  const parsed = (await parseStringPromise(xml, { xmlns: true, explicitRoot: true })) as Record<string, XmlNode>;
  const [, root] = Object.entries(parsed)[0] ?? [];
  if (!root) throw new Error('Not XML.');
  const attributes: Record<string, string> = {};
  for (const a of Object.values(root.$ ?? {})) if (a.uri === '') attributes[a.local] = a.value;
  return { name: root.$ns?.local ?? '', uri: root.$ns?.uri ?? '', attributes, root };
}

const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';

/** The Response element's Destination, InResponseTo and top-level status code. */
async function responseOf(xml: string): Promise<{ destination: string | null; inResponseTo: string | null; status: string | null }> {
  const { attributes, root } = await rootAttributes(xml);
  const statusCode = children(children(root as XmlNode, PROTOCOL, 'Status')[0], PROTOCOL, 'StatusCode')[0];
  return {
    destination: attributes.Destination || null,
    inResponseTo: attributes.InResponseTo || null,
    status: attribute(statusCode, 'Value') ?? null,
  };
}

/**
 * Checks the IdP's answer (the SAMLResponse field, base64) for this SP; throws with the reason when anything is wrong.
 * `now` is the app's clock.
 */
export async function checkSamlResponse(
  idp: SamlIdpSettings,
  sp: SamlServiceProvider,
  samlResponse: string,
  now: Date,
): Promise<CheckedAssertion> {
  const { profile } = await library(idp, sp).validatePostResponseAsync({ SAMLResponse: samlResponse });
  if (!profile) throw new Error('The answer holds no assertion.');
  // the signed assertion, as the library parsed it (never the unsigned rest of the document)
  const assertion = (profile.getAssertion?.() as { Assertion?: Parsed } | undefined)?.Assertion;
  if (!assertion) throw new Error('The signed assertion could not be read.');
  if (profile.issuer !== idp.entityId) throw new Error(`Issuer ${profile.issuer} is not the configured ${idp.entityId}.`);

  // the Response element's own (the library parsed this document already: it is well-formed XML); an assertion in an
  // answer whose status is not Success is no sign-in (the library reads the assertion whatever the status)
  const response = await responseOf(profile.getSamlResponseXml?.() ?? '');
  if (response.status !== SUCCESS) throw new Error(`Status ${response.status ?? 'missing'}.`);
  const destination = response.destination;
  if (destination !== null && destination !== sp.acsUrl) throw new Error(`Destination ${destination} is not the ACS.`);
  const responseInResponseTo = response.inResponseTo;

  const skew = SSO_SAML_CLOCK_SKEW_S * 1000;
  const at = now.getTime();
  const within = (notBefore: number | null, notOnOrAfter: number | null, what: string) => {
    if (notBefore !== null && at + skew < notBefore) throw new Error(`${what} is not yet valid.`);
    if (notOnOrAfter !== null && at - skew >= notOnOrAfter) throw new Error(`${what} has expired.`);
  };

  const conditions = list(assertion.Conditions);
  if (conditions.length !== 1) throw new Error('The assertion has no Conditions (or several).');
  const conditionsEnd = time(attr(conditions[0], 'NotOnOrAfter'));
  within(time(attr(conditions[0], 'NotBefore')), conditionsEnd, 'The assertion');

  // a bearer confirmation for our ACS, live now (SAML profiles 4.1.4.2)
  const subject = list(assertion.Subject)[0];
  const confirmation = list(subject?.SubjectConfirmation)
    .filter((c) => attr(c, 'Method') === BEARER)
    .map((c) => list(c.SubjectConfirmationData)[0])
    .find((data) => attr(data, 'Recipient') === sp.acsUrl);
  if (!confirmation) throw new Error('No bearer confirmation for the ACS (Recipient).');
  const confirmationEnd = time(attr(confirmation, 'NotOnOrAfter'));
  if (confirmationEnd === null) throw new Error('The bearer confirmation has no NotOnOrAfter.');
  within(time(attr(confirmation, 'NotBefore')), confirmationEnd, 'The bearer confirmation');

  const inResponseTo = attr(confirmation, 'InResponseTo') ?? null;
  if (responseInResponseTo !== inResponseTo) throw new Error("The Response's InResponseTo is not the signed confirmation's.");

  const assertionId = attr(assertion, 'ID');
  if (!assertionId) throw new Error('The assertion has no ID.');
  const subjectId = profile.nameID?.trim();
  if (!subjectId) throw new Error('The assertion names nobody (NameID).');
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const email = firstAttribute(attributes, EMAIL_ATTRIBUTES) ?? (EMAIL_SHAPE.test(subjectId) ? subjectId : null);
  const ends = [conditionsEnd, confirmationEnd].filter((v): v is number => v !== null);
  return {
    person: {
      subject: subjectId,
      email,
      givenName: firstAttribute(attributes, GIVEN_NAME_ATTRIBUTES),
      familyName: firstAttribute(attributes, FAMILY_NAME_ATTRIBUTES),
      assurance: providerAssurance(authnContextClass(assertion), null),
    },
    assertionId,
    inResponseTo,
    expiresOn: new Date(Math.max(...ends) + skew),
  };
}

// The IdP's metadata and certificate, as the Admin gives them

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** The certificate as PEM (from PEM or its base64 body); throws when it is no X.509 certificate. */
export function certificatePem(text: string): { pem: string; expiresOn: Date } {
  const body = text
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '')
    .trim();
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) throw new Error('Not a certificate.');
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
  const certificate = new X509Certificate(pem);
  return { pem, expiresOn: new Date(certificate.validTo) };
}

/** The certificate's end of validity (stored PEM). */
export const certificateExpiry = (pem: string): Date => new Date(new X509Certificate(pem).validTo);

/** An element as xml2js reads it with namespaces (`xmlns: true`): attributes and children by their qualified names. */
interface XmlNode {
  $?: Record<string, { value: string; local: string; uri: string }>;
  $ns?: { local: string; uri: string };
  _?: string;
  [child: string]: unknown;
}

/** The child elements of a node with this namespace and local name (whatever their prefix). */
function children(node: XmlNode | undefined, uri: string, local: string): XmlNode[] {
  if (!node) return [];
  return Object.entries(node)
    .filter(([key]) => key !== '$' && key !== '$ns' && key !== '_')
    .flatMap(([, value]) => (Array.isArray(value) ? (value as XmlNode[]) : []))
    .filter((child) => typeof child === 'object' && child.$ns?.uri === uri && child.$ns.local === local);
}

const attribute = (node: XmlNode | undefined, name: string) =>
  Object.values(node?.$ ?? {}).find((a) => a.uri === '' && a.local === name)?.value;
const text = (node: XmlNode | string | undefined) => (typeof node === 'string' ? node : node?._)?.trim();

/**
 * Reads an IdP's metadata: its entity id, the HTTP-Redirect SingleSignOnService, and the signing certificate (a
 * KeyDescriptor for signing, or without a use). Null when the XML is not such metadata. A DOCTYPE is refused outright
 * (no entities are expanded).
 */
export async function readIdpMetadata(xml: string): Promise<SamlIdpSettings | null> {
  if (/<!DOCTYPE/i.test(xml)) return null;
  let root;
  try {
    root = await rootAttributes(xml);
  } catch {
    return null;
  }
  const node = root.root as XmlNode;
  // the metadata of one entity, or the first IdP of an EntitiesDescriptor
  const entities =
    root.name === 'EntityDescriptor' && root.uri === MD
      ? [node]
      : root.name === 'EntitiesDescriptor'
        ? children(node, MD, 'EntityDescriptor')
        : [];
  for (const entity of entities) {
    const entityId = attribute(entity, 'entityID')?.trim();
    const idp = children(entity, MD, 'IDPSSODescriptor')[0];
    if (!entityId || !idp) continue;
    const ssoUrl = children(idp, MD, 'SingleSignOnService')
      .find((service) => attribute(service, 'Binding') === REDIRECT_BINDING)
      ?.$?.Location?.value.trim();
    const key = children(idp, MD, 'KeyDescriptor').find((k) => {
      const use = attribute(k, 'use');
      return !use || use === 'signing';
    });
    const data = children(children(key, DS, 'KeyInfo')[0], DS, 'X509Data')[0];
    const certificate = text(children(data, DS, 'X509Certificate')[0]);
    if (!ssoUrl || !SSO_URL_PATTERN.test(ssoUrl) || !certificate) return null;
    return { entityId, ssoUrl, certificate };
  }
  return null;
}
