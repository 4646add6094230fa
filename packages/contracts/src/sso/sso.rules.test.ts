// The single sign-on rules both apps use (docs/decisions/auth.md, "Single sign-on"): the domain of an address, a domain
// as stored, and the schemas' refusals with their words.
import { describe, expect, it } from 'vitest';
import {
  SSO_ASSURANCE_MAX,
  SSO_MESSAGES,
  SSO_SAML_CALLBACK_ERRORS,
  emailDomain,
  isDomain,
  normalizeDomain,
  providerAssurance,
  samlCallbackMessage,
} from './sso.rules.ts';
import {
  providerRequestOf,
  samlCompletionRequest,
  ssoCallbackRequest,
  ssoDomainRequest,
  ssoProviderForm,
  ssoProviderRequest,
} from './sso.schemas.ts';

const PROVIDER = {
  kind: 'oidc',
  issuer: 'https://login.example.com',
  clientId: 'portal',
  clientSecret: 'secret',
  newPersonRole: 'User',
  enforced: false,
};
const messagesAt = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

describe('domains', () => {
  it('takes the domain of an address, lower-cased, and none without an @', () => {
    expect(emailDomain('Pat.Smith@Example.COM')).toBe('example.com');
    expect(emailDomain(' a@b@sub.example.org ')).toBe('sub.example.org');
    expect(emailDomain('no-at-sign')).toBe('');
  });

  it('stores a domain trimmed, lower-cased, without its trailing dot, and knows one', () => {
    expect(normalizeDomain(' Example.COM. ')).toBe('example.com');
    for (const good of ['example.com', 'a-b.example.co', 'x1.y2.example']) expect(isDomain(good)).toBe(true);
    for (const bad of ['', 'example', '-a.example', 'a-.example', 'exa mple.com', 'a@b.com', 'example.c0m', `${'a'.repeat(250)}.com`])
      expect(isDomain(bad), bad).toBe(false);
  });

  it('the claim request normalizes and refuses with the words', () => {
    expect(ssoDomainRequest.parse({ domain: ' Acme-Home.Example ' })).toEqual({ domain: 'acme-home.example' });
    expect(messagesAt(ssoDomainRequest.safeParse({ domain: 'not a domain' }), 'domain')).toContain(SSO_MESSAGES.invalidDomain);
  });
});

describe('the provider', () => {
  it('takes an https issuer, and http only on this machine', () => {
    expect(ssoProviderRequest.safeParse(PROVIDER).success).toBe(true);
    expect(ssoProviderRequest.safeParse({ ...PROVIDER, issuer: 'http://127.0.0.1:4000' }).success).toBe(true);
    expect(ssoProviderRequest.safeParse({ ...PROVIDER, issuer: 'https://login.example.com/tenant/v2.0' }).success).toBe(true);
    for (const issuer of [
      'http://login.example.com',
      'https://login.example.com/?a=1',
      'https://login.example.com/#x',
      'ftp://x.example',
      'login',
    ])
      expect(messagesAt(ssoProviderRequest.safeParse({ ...PROVIDER, issuer }), 'issuer'), issuer).toContain(SSO_MESSAGES.invalidIssuer);
  });

  it('needs no secret in the request (the stored one stays), and the form takes an empty one', () => {
    const { clientSecret: _secret, ...withoutSecret } = PROVIDER;
    expect(ssoProviderRequest.safeParse(withoutSecret).success).toBe(true);
    expect(ssoProviderRequest.safeParse({ ...PROVIDER, clientSecret: '' }).success).toBe(false);
    expect(ssoProviderForm.safeParse({ ...PROVIDER, clientSecret: '' }).success).toBe(true);
  });

  it('refuses an unknown kind or role and unknown fields', () => {
    expect(ssoProviderRequest.safeParse({ ...PROVIDER, kind: 'ldap' }).success).toBe(false);
    // an OpenID provider's fields are not SAML's
    expect(ssoProviderRequest.safeParse({ ...PROVIDER, kind: 'saml' }).success).toBe(false);
    expect(ssoProviderRequest.safeParse({ ...PROVIDER, newPersonRole: 'Owner' }).success).toBe(false);
    expect(ssoProviderRequest.safeParse({ ...PROVIDER, extra: true }).success).toBe(false);
  });
});

describe("the provider's answer", () => {
  it('needs the browser key, the state and the code; iss is optional', () => {
    expect(ssoCallbackRequest.safeParse({ browserKey: 'k', state: 's', code: 'c' }).success).toBe(true);
    expect(ssoCallbackRequest.safeParse({ browserKey: 'k', state: 's', code: 'c', iss: 'https://login.example.com' }).success).toBe(true);
    for (const field of ['browserKey', 'state', 'code'])
      expect(ssoCallbackRequest.safeParse({ browserKey: 'k', state: 's', code: 'c', [field]: '' }).success, field).toBe(false);
  });
});

const SAML = {
  kind: 'saml',
  entityId: 'https://idp.example.com/entity',
  ssoUrl: 'https://idp.example.com/sso?tenant=acme',
  certificate: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
  newPersonRole: 'User',
  enforced: false,
  allowIdpInitiated: false,
};

describe('a SAML identity provider', () => {
  it('takes the metadata, or the entity id, sign-in address and certificate', () => {
    expect(ssoProviderRequest.safeParse(SAML).success).toBe(true);
    const { entityId: _e, ssoUrl: _s, certificate: _c, ...bare } = SAML;
    expect(ssoProviderRequest.safeParse({ ...bare, metadataXml: '<EntityDescriptor/>' }).success).toBe(true);
    for (const field of ['entityId', 'ssoUrl', 'certificate'] as const) {
      const { [field]: _gone, ...without } = SAML;
      expect(messagesAt(ssoProviderRequest.safeParse(without), field), field).toContain(SSO_MESSAGES.samlFieldsRequired);
    }
  });

  it('takes an https sign-in address with a query, http only on this machine', () => {
    expect(ssoProviderRequest.safeParse({ ...SAML, ssoUrl: 'http://127.0.0.1:4000/sso' }).success).toBe(true);
    for (const ssoUrl of ['http://idp.example.com/sso', 'https://idp.example.com/sso#x', 'idp'])
      expect(messagesAt(ssoProviderRequest.safeParse({ ...SAML, ssoUrl }), 'ssoUrl'), ssoUrl).toContain(SSO_MESSAGES.invalidSsoUrl);
  });

  it('needs the IdP-initiated choice and refuses OpenID fields', () => {
    const { allowIdpInitiated: _a, ...without } = SAML;
    expect(ssoProviderRequest.safeParse(without).success).toBe(false);
    expect(ssoProviderRequest.safeParse({ ...SAML, clientId: 'portal' }).success).toBe(false);
  });
});

describe("the settings page's form", () => {
  const FORM = { ...PROVIDER, clientSecret: '', metadataXml: '', entityId: '', ssoUrl: '', certificate: '', allowIdpInitiated: false };

  it("sends only the protocol's own fields, empty ones left out", () => {
    expect(providerRequestOf(ssoProviderForm.parse(FORM))).toEqual({
      kind: 'oidc',
      issuer: PROVIDER.issuer,
      clientId: 'portal',
      newPersonRole: 'User',
      enforced: false,
    });
    const saml = ssoProviderForm.parse({ ...FORM, kind: 'saml', metadataXml: '<EntityDescriptor/>', issuer: 'left over' });
    expect(providerRequestOf(saml)).toEqual({
      kind: 'saml',
      metadataXml: '<EntityDescriptor/>',
      newPersonRole: 'User',
      enforced: false,
      allowIdpInitiated: false,
    });
  });

  it("refuses by the request's rules, at the form's fields", () => {
    const result = ssoProviderForm.safeParse({ ...FORM, kind: 'saml' });
    expect(messagesAt(result, 'certificate')).toContain(SSO_MESSAGES.samlFieldsRequired);
    expect(messagesAt(ssoProviderForm.safeParse({ ...FORM, issuer: 'http://x.example' }), 'issuer')).toContain(SSO_MESSAGES.invalidIssuer);
  });
});

describe("the SAML ACS's answers", () => {
  it('words each error key, and an unknown one as the general refusal', () => {
    for (const [key, words] of Object.entries(SSO_SAML_CALLBACK_ERRORS)) expect(samlCallbackMessage(key)).toBe(words);
    expect(samlCallbackMessage('constructor')).toBe(SSO_MESSAGES.signInRefused);
    expect(samlCallbackMessage('')).toBe(SSO_MESSAGES.signInRefused);
  });

  it('the completion needs the ticket; the browser key is optional', () => {
    expect(samlCompletionRequest.safeParse({ ticket: 't' }).success).toBe(true);
    expect(samlCompletionRequest.safeParse({ ticket: 't', browserKey: 'k' }).success).toBe(true);
    expect(samlCompletionRequest.safeParse({ ticket: '' }).success).toBe(false);
    expect(samlCompletionRequest.safeParse({ ticket: 't', extra: 1 }).success).toBe(false);
  });
});

describe("the provider's word on the sign-in", () => {
  it('writes acr and amr in words, and nothing when the provider says nothing', () => {
    expect(providerAssurance('urn:example:loa:mfa', ['pwd', 'otp'])).toBe('acr urn:example:loa:mfa · amr pwd otp');
    expect(providerAssurance(' urn:x ', null)).toBe('acr urn:x');
    expect(providerAssurance(null, ['hwk'])).toBe('amr hwk');
    expect(providerAssurance('', [])).toBeNull();
    expect(providerAssurance(undefined, undefined)).toBeNull();
    expect(providerAssurance('x'.repeat(1000), null)).toHaveLength(SSO_ASSURANCE_MAX);
  });
});
