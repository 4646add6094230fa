// A real SAML 2.0 identity provider for the tests, in the test's process on a port of 127.0.0.1: its own RSA key and
// self-signed certificate made at start, its metadata, its sign-in page (a real HTML form: the person's e-mail), and
// the signed answer (a samlp:Response whose assertion is signed with `xml-crypto`, enveloped, exclusive c14n,
// RSA-SHA256) posted to the portal's ACS by an HTML form. `respond` builds an answer directly, with any of its parts
// changed (another key, no signature, another audience, times, InResponseTo...), as an attacker or a broken provider
// would send it: the portal must refuse each. No mock of the portal's SAML library.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID, webcrypto } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import * as x509 from '@peculiar/x509';
import { SignedXml } from 'xml-crypto';

// @peculiar/x509 uses globalThis.crypto (Node's WebCrypto) by default

interface KeyPair {
  privateKeyPem: string;
  certificatePem: string;
  /** The certificate's base64 body (what metadata and KeyInfo carry). */
  certificateBody: string;
}

const ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };

async function makeKeyPair(name: string): Promise<KeyPair> {
  const keys = (await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: `CN=${name}`,
    notBefore: new Date('2020-01-01T00:00:00Z'),
    notAfter: new Date('2040-01-01T00:00:00Z'),
    keys,
    signingAlgorithm: ALGORITHM,
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64');
  const privateKeyPem = `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/g)!.join('\n')}\n-----END PRIVATE KEY-----\n`;
  const certificatePem = certificate.toString('pem');
  const certificateBody = certificate.toString('base64');
  return { privateKeyPem, certificatePem, certificateBody };
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** What an answer says; every part can be changed by a test. */
export interface SamlAnswer {
  email: string;
  /** NameID (default: the e-mail). */
  nameId?: string;
  givenName?: string;
  familyName?: string;
  /** The AuthnRequest's ID answered (absent: unsolicited, IdP-initiated). */
  inResponseTo?: string | null;
  /** The SP's entity id (Audience). */
  audience: string;
  /** The ACS address (Response Destination and SubjectConfirmationData Recipient). */
  destination: string;
  recipient?: string;
  issuer?: string;
  /** The assertion's time window (default: now-1 min to now+5 min by `now`). */
  now?: Date;
  notBefore?: Date;
  notOnOrAfter?: Date;
  assertionId?: string;
  /** 'provider': the IdP's own key; 'foreign': a key it never published; 'none': no signature at all. */
  signWith?: 'provider' | 'foreign' | 'none';
  /** Also sign the whole Response (some providers do). */
  signResponse?: boolean;
  /** The Response's top-level status code (default Success). */
  status?: string;
}

export interface TestSamlIdp {
  entityId: string;
  ssoUrl: string;
  /** PEM certificate the portal is given (the provider's signing certificate). */
  certificatePem: string;
  /** The provider's metadata XML (entity id, SSO address, signing certificate). */
  metadataXml: string;
  /** A signed (or tampered) SAMLResponse, base64 as the HTTP-POST binding carries it. */
  respond(answer: SamlAnswer): string;
  /** The last AuthnRequest the provider was sent (decoded). */
  lastRequest: { id: string; acsUrl: string; issuer: string; destination: string } | null;
  close(): Promise<void>;
}

function sign(xml: string, key: KeyPair, element: 'Assertion' | 'Response'): string {
  const signer = new SignedXml({
    privateKey: key.privateKeyPem,
    publicCert: key.certificatePem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  const at = element === 'Assertion' ? "/*[local-name(.)='Response']/*[local-name(.)='Assertion']" : "/*[local-name(.)='Response']";
  signer.addReference({
    xpath: at,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
  });
  signer.computeSignature(xml, { location: { reference: `${at}/*[local-name(.)='Issuer']`, action: 'after' } });
  return signer.getSignedXml();
}

/** The Response XML of an answer (unsigned). */
function responseXml(entityId: string, answer: SamlAnswer): string {
  const now = answer.now ?? new Date();
  const notBefore = answer.notBefore ?? new Date(now.getTime() - 60_000);
  const notOnOrAfter = answer.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000);
  const issuer = escapeXml(answer.issuer ?? entityId);
  const inResponseTo = answer.inResponseTo ? ` InResponseTo="${escapeXml(answer.inResponseTo)}"` : '';
  const assertionId = answer.assertionId ?? `_a${randomUUID()}`;
  const attribute = (name: string, value: string | undefined) =>
    value === undefined
      ? ''
      : `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`;
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ` +
    `ID="_r${randomUUID()}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${escapeXml(answer.destination)}"${inResponseTo}>` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="${escapeXml(answer.status ?? 'urn:oasis:names:tc:SAML:2.0:status:Success')}"/></samlp:Status>` +
    `<saml:Assertion ID="${escapeXml(assertionId)}" Version="2.0" IssueInstant="${now.toISOString()}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(answer.nameId ?? answer.email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${notOnOrAfter.toISOString()}" Recipient="${escapeXml(answer.recipient ?? answer.destination)}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore.toISOString()}" NotOnOrAfter="${notOnOrAfter.toISOString()}">` +
    `<saml:AudienceRestriction><saml:Audience>${escapeXml(answer.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="_s${randomUUID()}"><saml:AuthnContext>` +
    `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
    `</saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attribute('email', answer.email)}${attribute('givenName', answer.givenName)}${attribute('surname', answer.familyName)}</saml:AttributeStatement>` +
    `</saml:Assertion></samlp:Response>`
  );
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

/** The AuthnRequest of an HTTP-Redirect binding's address (deflated, base64). */
export function decodeAuthnRequest(url: string): { id: string; acsUrl: string; issuer: string; destination: string; relayState: string } {
  const address = new URL(url);
  const xml = inflateRawSync(Buffer.from(address.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
  return {
    id: attr(' ID'),
    acsUrl: attr('AssertionConsumerServiceURL'),
    destination: attr('Destination'),
    issuer: /<saml:Issuer[^>]*>([^<]*)</.exec(xml)?.[1] ?? '',
    relayState: address.searchParams.get('RelayState') ?? '',
  };
}

export async function startSamlIdp(options: { port?: number; host?: string } = {}): Promise<TestSamlIdp> {
  const key = await makeKeyPair('test-saml-idp');
  const foreign = await makeKeyPair('someone-else');
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  const entityId = `${origin}/idp`;
  const ssoUrl = `${origin}/sso`;

  const respond = (answer: SamlAnswer) => {
    let xml = responseXml(entityId, answer);
    const signWith = answer.signWith ?? 'provider';
    if (signWith !== 'none') {
      const signingKey = signWith === 'provider' ? key : foreign;
      xml = sign(xml, signingKey, 'Assertion');
      if (answer.signResponse) xml = sign(xml, signingKey, 'Response');
    }
    return Buffer.from(xml, 'utf8').toString('base64');
  };

  const idp: TestSamlIdp = {
    entityId,
    ssoUrl,
    certificatePem: key.certificatePem,
    metadataXml:
      `<?xml version="1.0"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entityId}">` +
      `<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="false">` +
      `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${key.certificateBody}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
      `<md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>` +
      `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${ssoUrl}"/>` +
      `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>` +
      `</md:IDPSSODescriptor></md:EntityDescriptor>`,
    respond,
    lastRequest: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  server.on('request', (request, reply) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      if (request.method === 'GET' && url.pathname === '/metadata') {
        reply.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(idp.metadataXml);
        return;
      }
      if (request.method === 'GET' && url.pathname === '/sso') {
        const authn = decodeAuthnRequest(url.href);
        idp.lastRequest = { id: authn.id, acsUrl: authn.acsUrl, issuer: authn.issuer, destination: authn.destination };
        const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeXml(value)}">`;
        reply
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            page(
              'Test identity provider',
              `<form method="post" action="/sso/login">${hidden('requestId', authn.id)}${hidden('acsUrl', authn.acsUrl)}${hidden('audience', authn.issuer)}${hidden('relayState', authn.relayState)}` +
                `<label>E-mail <input name="email" type="email" autocomplete="username"></label> <button type="submit">Sign in</button></form>`,
            ),
          );
        return;
      }
      if (request.method === 'POST' && url.pathname === '/sso/login') {
        const form = await readForm(request);
        const acsUrl = form.get('acsUrl') ?? '';
        const samlResponse = respond({
          email: form.get('email') ?? '',
          givenName: 'Sam',
          familyName: 'Saml',
          inResponseTo: form.get('requestId'),
          audience: form.get('audience') ?? '',
          destination: acsUrl,
        });
        // the HTTP-POST binding: a form the browser posts to the ACS (at once with script; a button without)
        reply
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            page(
              'Signing you in',
              `<form id="answer" method="post" action="${escapeXml(acsUrl)}"><input type="hidden" name="SAMLResponse" value="${samlResponse}">` +
                `<input type="hidden" name="RelayState" value="${escapeXml(form.get('relayState') ?? '')}"><button type="submit">Continue</button></form>` +
                `<script>document.getElementById('answer').submit()</script>`,
            ),
          );
        return;
      }
      reply.writeHead(404).end();
    })();
  });
  return idp;
}

/** The browser's round at the provider, without a browser: its sign-in form filled in; answers the posted form's fields. */
export async function signInAtIdp(
  authorizationUrl: string,
  email: string,
): Promise<{ acsUrl: string; SAMLResponse: string; RelayState: string }> {
  const form = await fetch(authorizationUrl);
  const html = await form.text();
  const field = (source: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(source)?.[1] ?? '';
  const unescape = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  const body = new URLSearchParams({
    requestId: unescape(field(html, 'requestId')),
    acsUrl: unescape(field(html, 'acsUrl')),
    audience: unescape(field(html, 'audience')),
    relayState: unescape(field(html, 'relayState')),
    email,
  });
  const answered = await fetch(new URL('/sso/login', authorizationUrl), { method: 'POST', body });
  const posted = await answered.text();
  return {
    acsUrl: unescape(/action="([^"]*)"/.exec(posted)?.[1] ?? ''),
    SAMLResponse: field(posted, 'SAMLResponse'),
    RelayState: unescape(field(posted, 'RelayState')),
  };
}

/**
 * XML signature wrapping: the provider's signed assertion kept (moved into the Response's Extensions, where a lax
 * verifier still finds its signature valid) and an unsigned assertion for another person put where the reader looks.
 * `sameId`: the forged assertion takes the signed one's ID (so a reference by ID points at both).
 */
export function wrapSignature(samlResponse: string, forgedEmail: string, sameId = false): string {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  const signed = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)![0];
  const unsigned = signed
    .replace(/<ds:Signature[\s\S]*<\/ds:Signature>|<Signature[\s\S]*<\/Signature>/, '')
    .replace(/<saml:NameID([^>]*)>[^<]*</, `<saml:NameID$1>${forgedEmail}<`)
    .replace(/<saml:AttributeValue>[^<]*@[^<]*</, `<saml:AttributeValue>${forgedEmail}<`);
  const forged = sameId ? unsigned : unsigned.replace(/ ID="[^"]*"/, ` ID="_forged${randomUUID()}"`);
  const wrapped = xml.replace(signed, `<samlp:Extensions>${signed}</samlp:Extensions>${forged}`);
  return Buffer.from(wrapped, 'utf8').toString('base64');
}
