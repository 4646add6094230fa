// A real OpenID provider for the tests (`oidc-provider`, the certified implementation), started in the test's process
// on a port of 127.0.0.1: discovery, its published keys, its sign-in page (a real HTML form: any login, any password;
// the login is the person's e-mail), the authorization code flow with PKCE, and the token endpoint. `tamper` replaces
// the ID token the token endpoint answers, as an attacker between the provider and the portal would (a token signed
// with another key, for another client, by another issuer): the portal must refuse each.
import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair, type JWTPayload } from 'jose';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Replaces the token endpoint's ID token while set. */
  tamper: ((idToken: string) => Promise<string>) | null;
  /** How many times its discovery document was read (the portal keeps it for a while). */
  discoveryReads: number;
  /** How many times its published keys were read. */
  jwksReads: number;
  /** The claims of an ID token, signed again: with the provider's own key, or (foreign) with a key it never published. */
  resign(idToken: string, change: Partial<JWTPayload>, key: 'provider' | 'foreign'): Promise<string>;
  close(): Promise<void>;
}

export interface TestOidcProviderOptions {
  /** The portal's /sso/callback, registered for the client. */
  redirectUri: string;
  /** Where its logout may send the browser back (the portal's /login), registered for the client. */
  postLogoutRedirectUri?: string;
  /** 0: any free port. */
  port?: number;
  /** Seconds an ID token lives (the expiry tests use a short one). */
  idTokenTtl?: number;
  /** Serve https with this key and certificate (the API in production refuses an http issuer; the bench uses it). */
  tls?: { key: string; cert: string };
}

const KID = 'test-provider-key';

export async function startOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const server: Server = options.tls ? createTlsServer(options.tls) : createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `${options.tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const providerKey = await generateKeyPair('RS256', { extractable: true });
  const foreignKey = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(providerKey.privateKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const clientId = 'supplier-portal';
  const clientSecret = 'test-client-secret-0123456789';
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        ...(options.postLogoutRedirectUri ? { post_logout_redirect_uris: [options.postLogoutRedirectUri] } : {}),
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-only-cookie-key-0123456789'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // the e-mail in the ID token itself (the portal reads the ID token, not the userinfo endpoint)
    conformIdTokenClaims: false,
    ttl: { IdToken: options.idTokenTtl ?? 3600 },
    features: { devInteractions: { enabled: true } },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: id, email_verified: true, given_name: 'Sam', family_name: 'Single' }),
    }),
    // a first-party client: the person's consent is not asked, the scopes are granted
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle: TestOidcProvider = {
    issuer,
    clientId,
    clientSecret,
    tamper: null,
    discoveryReads: 0,
    jwksReads: 0,
    async resign(idToken, change, key) {
      const claims = { ...decodeJwt(idToken), ...change };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
        .sign(key === 'provider' ? providerKey.privateKey : foreignKey.privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  provider.use(async (ctx, next) => {
    if (ctx.path === '/.well-known/openid-configuration') handle.discoveryReads++;
    if (ctx.path === '/jwks') handle.jwksReads++;
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && handle.tamper && body?.id_token) ctx.body = { ...body, id_token: await handle.tamper(body.id_token) };
  });
  server.on('request', provider.callback());
  return handle;
}

/**
 * A person's browser at the provider: opens the authorization address, fills the sign-in form (the login is the
 * e-mail) and follows the redirects until the provider sends the browser back to the portal; answers that address.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  const headers = () => ({ cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') });
  const open = async (url: URL, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...headers(), ...(init.headers ?? {}) } });
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]!;
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return res;
  };
  let url = new URL(authorizationUrl);
  let res = await open(url);
  for (let hops = 0; hops < 10; hops++) {
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url);
      if (url.href.startsWith(redirectUri)) return url;
      res = await open(url);
      continue;
    }
    const html = await res.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (res.status !== 200 || !action) throw new Error(`The provider answered ${res.status}: ${html.slice(0, 300)}`);
    res = await open(new URL(action, url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any password' }).toString(),
    });
  }
  throw new Error('The provider did not send the browser back.');
}
