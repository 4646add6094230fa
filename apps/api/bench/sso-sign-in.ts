// The single sign-on's cost beside the other sign-ins (sign-in.ts; docs/decisions/auth.md, "Single sign-on",
// "SAML 2.0"): a supplier with its own OpenID provider (test/oidc-provider.ts, on https with a certificate made for the
// run: the API in production refuses an http issuer, and trusts this one through NODE_EXTRA_CA_CERTS) and then with a
// SAML IdP (test/saml-idp.ts). The providers run in this process; their part of a sample (the sign-in form, the
// signing) is untimed: only the portal's calls are, summed per sample.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootCertificates } from 'node:tls';
import { Agent, getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { SSO_FEATURE_FLAG } from '@portal/contracts';
import { hashPassword } from '../src/modules/auth/password-hashes.ts';
import { signInAtProvider, startOidcProvider } from '../test/oidc-provider.ts';
import { signInAtIdp, startSamlIdp } from '../test/saml-idp.ts';
import { PASSWORD, benchPerson, measure, nextAddress, ok, type Answer, type SignInMethodResult, type SignInSetup } from './sign-in.ts';

/** The domain the bench supplier proves; the SSO people are made just in time at their first (warm-up) sign-in. */
const DOMAIN = 'bench-sso.test';

/** A key and a self-signed certificate for https on 127.0.0.1, made with openssl for this run (a file for the API). */
export function benchCertificate(): { key: string; cert: string; certFile: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-tls-'));
  const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    // prettier-ignore
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

/** One portal call, timed: its wall ms and JSON answer (a 3xx's Location as `location`). */
async function portal(url: string, init: RequestInit): Promise<{ ms: number; status: number; json: Answer; location: string | null }> {
  const started = process.hrtime.bigint();
  const res = await fetch(url, { ...init, redirect: 'manual', headers: { 'x-forwarded-for': nextAddress(), ...init.headers } });
  const text = await res.text();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.status >= 400) throw new Error(`${url}: ${res.status} ${text}`);
  return {
    ms,
    status: res.status,
    json: (text && res.status < 300 ? JSON.parse(text) : {}) as Answer,
    location: res.headers.get('location'),
  };
}
const postJson = (url: string, body: unknown) =>
  portal(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The OpenID Connect and SAML sign-ins, `samples` each, after one untimed warm-up each. */
export async function measureSsoSignIns(setup: SignInSetup, samples = 60): Promise<SignInMethodResult[]> {
  const { baseUrl, direct, supplierId, tls } = setup;
  if (!tls) throw new Error('The SSO sign-ins need the https certificate the API trusts (SignInSetup.tls).');
  // the supplier: the flag on, the domain proved (as the operator's approval leaves it), an Admin who sets the provider
  await direct.run({
    text: `insert into feature_flag_overrides (supplier_id, feature, is_enabled) values ($1, $2, true)
           on conflict (supplier_id, feature) do update set is_enabled = true`,
    values: [supplierId, SSO_FEATURE_FLAG],
  });
  await direct.run({
    text: `insert into sso_domains (supplier_id, domain, proved_on, proved_by, created_on) values ($1, $2, now(), 'operator', now())
           on conflict (supplier_id, domain) do update set proved_on = coalesce(sso_domains.proved_on, now()), proved_by = coalesce(sso_domains.proved_by, 'operator'),
           verification_token_hash = null`,
    values: [supplierId, DOMAIN],
  });
  const admin = await benchPerson(direct, supplierId, 'sso-admin', await hashPassword(PASSWORD));
  await direct.run({
    text: `update supplier_memberships set is_admin = true where user_id = $1 and supplier_id = $2`,
    values: [admin.id, supplierId],
  });
  const adminToken = (await ok(baseUrl, '/api/auth/access-tokens', { username: admin.email, password: PASSWORD })).accessToken;
  const setProvider = async (provider: object) => {
    const res = await fetch(`${baseUrl}/api/sso/provider`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}`, 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ newPersonRole: 'User', enforced: false, ...provider }),
    });
    if (!res.ok) throw new Error(`PUT /api/sso/provider: ${res.status} ${await res.text()}`);
  };
  const results: SignInMethodResult[] = [];
  /** One method: an untimed first sign-in (the person made just in time, the provider's documents read), then the samples. */
  const measureMethod = async (name: string, description: string, sample: () => Promise<number>, warmedUp = () => {}) => {
    await sample();
    warmedUp();
    results.push(await measure(setup, name, description, samples, async () => ({ timed: sample })));
  };

  // OpenID Connect: this process's fetch (the person's browser at the provider) trusts the run's certificate too
  const redirectUri = `${baseUrl}/sso/callback`;
  const provider = await startOidcProvider({ redirectUri, tls });
  const dispatcher = getGlobalDispatcher();
  setGlobalDispatcher(new Agent({ connect: { ca: [...rootCertificates, tls.cert] } }));
  try {
    await setProvider({ kind: 'oidc', issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret });
    const email = `oidc@${DOMAIN}`;
    const oidcSample = async () => {
      const start = await postJson(`${baseUrl}/api/sso/sign-ins`, { email });
      const back = await signInAtProvider(String(start.json.authorizationUrl), email, redirectUri);
      const { code, state, iss } = Object.fromEntries(back.searchParams) as Record<string, string>;
      const done = await postJson(`${baseUrl}/api/sso/sign-ins/completion`, {
        browserKey: start.json.browserKey,
        code,
        state,
        ...(iss ? { iss } : {}),
      });
      if (!done.json.accessToken) throw new Error(`The OpenID Connect sign-in answered no session: ${JSON.stringify(done.json)}`);
      return start.ms + done.ms;
    };
    // the warm-up reads the discovery document (kept 10 minutes): the reads are counted from the first sample on
    const reads = { discovery: 0, jwks: 0 };
    await measureMethod(
      'single sign-on, OpenID Connect',
      "POST /api/sso/sign-ins (the provider's address), the provider's sign-in form and redirects (untimed, the provider's cost), POST /api/sso/sign-ins/completion (the code exchanged at the provider's token endpoint, the provider's published keys read, the ID token's signature checked: two round trips to the provider inside the timed call); the discovery document read by the untimed warm-up and kept 10 minutes, so no sample pays for it",
      oidcSample,
      () => Object.assign(reads, { discovery: provider.discoveryReads, jwks: provider.jwksReads }),
    );
    console.log(
      `sign-in, OpenID Connect: the provider's discovery document read ${provider.discoveryReads - reads.discovery} times and its keys ${provider.jwksReads - reads.jwks} times by the ${samples} samples`,
    );
  } finally {
    setGlobalDispatcher(dispatcher);
    await provider.close();
  }

  // SAML 2.0, SP-initiated: the IdP's answer posted to the ACS as the browser posts it
  const idp = await startSamlIdp();
  try {
    await setProvider({ kind: 'saml', metadataXml: idp.metadataXml, allowIdpInitiated: false });
    const email = `saml@${DOMAIN}`;
    const samlSample = async () => {
      const start = await postJson(`${baseUrl}/api/sso/sign-ins`, { email });
      const answer = await signInAtIdp(String(start.json.authorizationUrl), email);
      const acs = await portal(answer.acsUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ SAMLResponse: answer.SAMLResponse, RelayState: answer.RelayState }).toString(),
      });
      const ticket = acs.location ? new URL(acs.location).searchParams.get('ticket') : null;
      if (acs.status !== 303 || !ticket) throw new Error(`The ACS answered ${acs.status} ${acs.location ?? ''}`);
      const done = await postJson(`${baseUrl}/api/sso/saml/completion`, { ticket, browserKey: start.json.browserKey });
      if (!done.json.accessToken) throw new Error(`The SAML sign-in answered no session: ${JSON.stringify(done.json)}`);
      return start.ms + acs.ms + done.ms;
    };
    await measureMethod(
      'single sign-on, SAML 2.0 (SP-initiated)',
      "POST /api/sso/sign-ins (the IdP's address with the AuthnRequest), the IdP's form and signed Response (untimed, the IdP's cost), POST /api/sso/saml/{supplierId}/acs (the assertion's signature checked; 303 with a single-use ticket), POST /api/sso/saml/completion",
      samlSample,
    );
  } finally {
    await idp.close();
  }
  return results;
}
