// HTTP of single sign-on (docs/decisions/auth.md, "Single sign-on"): the Admin's settings (the provider, the domains and
// their verification mail; while the SingleSignOn flag is on for the supplier, off: 404), the public sign-in through the
// provider (start, completion) and the verification mail's link.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  SSO_FEATURE_FLAG,
  recordIdParam,
  samlAcsRequest,
  samlCompletionRequest,
  signInResponse,
  ssoCallbackRequest,
  ssoDomain,
  ssoDomainRequest,
  ssoDomainVerificationRequest,
  ssoDomainVerified,
  ssoProviderRequest,
  ssoSettings,
  ssoSignInRequest,
  ssoSignInStart,
  ssoSignOut,
  ssoVerificationMailRequest,
} from '@portal/contracts';
import { requireActor, requireAdmin, type Actor } from '../../platform/auth.ts';
import { NotFound } from '../../platform/errors.ts';
import { noContent, type RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import { signInClient } from '../auth/index.ts';
import { isFeatureOn } from '../feature-flags/index.ts';
import { ssoDeps, type SsoDeps } from './sso.deps.ts';
import { completeSignIn, providerSignOut, startSignIn } from './oidc-sign-in.service.ts';
import { completeSamlSignIn, receiveSamlResponse, samlMetadata } from './saml-sign-in.service.ts';
import {
  claimDomain,
  getSettings,
  mailDomainVerification,
  removeDomain,
  removeProvider,
  saveProvider,
  verifyDomain,
} from './sso-settings.service.ts';

const tags = ['Single sign-on'];
const admins = { audience: 'supplierAdmin' as const };
const domainParams = z.object({ domainId: recordIdParam });
const supplierParams = z.object({ supplierId: recordIdParam });
const FORM = 'application/x-www-form-urlencoded';

/** The signed-in Admin, while the SingleSignOn flag is on for the supplier (off: 404, as if the calls did not exist). */
async function ssoAdmin(deps: SsoDeps, request: FastifyRequest): Promise<Actor> {
  const actor = requireAdmin(request);
  if (!(await isFeatureOn(deps.db, actor.supplierId, SSO_FEATURE_FLAG))) throw new NotFound();
  return actor;
}

const getSettingsRoute = {
  config: admins,
  schema: {
    operationId: 'getSsoSettings',
    summary: "The supplier's single sign-on settings",
    tags,
    response: { 200: ssoSettings },
    success: 'The identity provider (null until set up; its client secret never answered), the address to register at it, and the domains.',
    errors: [403, 404],
  },
} satisfies RouteDeclaration;

const saveProviderRoute = {
  config: admins,
  schema: {
    operationId: 'saveSsoProvider',
    summary: "Set up the supplier's identity provider",
    tags,
    body: ssoProviderRequest,
    response: { 200: ssoSettings },
    success: 'The settings as saved. The client secret is required the first time; left out later it stays as it was.',
    errors: [403, 404],
  },
} satisfies RouteDeclaration;

const removeProviderRoute = {
  config: admins,
  schema: {
    operationId: 'removeSsoProvider',
    summary: "Remove the supplier's identity provider",
    tags,
    response: { 204: noContent },
    success: 'Removed: people sign in with passwords and codes again (the domains stay listed).',
    errors: [403, 404],
  },
} satisfies RouteDeclaration;

const claimDomainRoute = {
  config: admins,
  schema: {
    operationId: 'claimSsoDomain',
    summary: 'Claim an e-mail domain for single sign-on',
    tags,
    body: ssoDomainRequest,
    response: { 201: ssoDomain },
    success: 'The claim, pending until proved (the operator approves it, or a verification mail is opened).',
    errors: [403, 404, 409],
  },
} satisfies RouteDeclaration;

const removeDomainRoute = {
  config: admins,
  schema: {
    operationId: 'removeSsoDomain',
    summary: 'Remove a domain',
    tags,
    params: domainParams,
    response: { 204: noContent },
    success: 'The domain no longer signs in through the provider.',
    errors: [403, 404],
  },
} satisfies RouteDeclaration;

const verificationMailRoute = {
  config: admins,
  schema: {
    operationId: 'mailSsoDomainVerification',
    summary: 'Mail a verification link to an address at the domain',
    tags,
    params: domainParams,
    body: ssoVerificationMailRequest,
    response: { 204: noContent },
    success: 'The link is mailed (24 hours; the newest mail counts). Opening it proves the domain.',
    errors: [403, 404, 409],
  },
} satisfies RouteDeclaration;

const verifyDomainRoute = {
  config: { public: true },
  schema: {
    operationId: 'verifySsoDomain',
    summary: "Prove a domain with the verification mail's link",
    tags,
    body: ssoDomainVerificationRequest,
    response: { 200: ssoDomainVerified },
    success: 'The domain is proved.',
    errors: [409],
  },
} satisfies RouteDeclaration;

const startSignInRoute = {
  config: { public: true },
  schema: {
    operationId: 'startSsoSignIn',
    summary: "Sign in with the company's identity provider: where to send the browser",
    tags,
    body: ssoSignInRequest,
    response: { 200: ssoSignInStart },
    success:
      "The provider's address to send the browser to (OpenID Connect: the authorization address, code flow with PKCE; SAML: the AuthnRequest, HTTP-Redirect); the answer comes back within 10 minutes. Starts are throttled per address and network address.",
    errors: [429, 503],
  },
} satisfies RouteDeclaration;

const completeSignInRoute = {
  config: { public: true },
  schema: {
    operationId: 'completeSsoSignIn',
    summary: "Sign in with the company's identity provider: the provider's answer",
    tags,
    body: ssoCallbackRequest,
    response: { 200: signInResponse },
    success: 'A new access token and refresh token, as the password sign-in answers.',
  },
} satisfies RouteDeclaration;

const samlMetadataRoute = {
  config: { public: true },
  schema: {
    operationId: 'getSamlServiceProviderMetadata',
    summary: "The portal's SAML metadata for a supplier's identity provider",
    tags,
    params: supplierParams,
    success: {
      description: "The service provider's metadata XML (entity id, ACS address) to give the supplier's SAML identity provider.",
      mediaType: 'application/samlmetadata+xml',
    },
    errors: [404],
  },
} satisfies RouteDeclaration;

const samlAcsRoute = {
  config: { public: true },
  schema: {
    operationId: 'receiveSamlResponse',
    summary: "The SAML identity provider's answer (assertion consumer service)",
    tags,
    params: supplierParams,
    body: samlAcsRequest,
    consumes: [FORM],
    success: {
      status: 303,
      description:
        'The browser is sent to /sso/callback: with a single-use ticket (60 seconds) when the answer was accepted, with samlError=refused|expired|unsolicited when not.',
      headers: { Location: { description: 'The portal page to go to.', type: 'string' } },
    },
    errors: [404, 415],
  },
} satisfies RouteDeclaration;

const completeSamlSignInRoute = {
  config: { public: true },
  schema: {
    operationId: 'completeSamlSignIn',
    summary: "Sign in with the company's SAML identity provider: the ticket of its answer",
    tags,
    body: samlCompletionRequest,
    response: { 200: signInResponse },
    success: 'A new access token and refresh token, as the password sign-in answers.',
  },
} satisfies RouteDeclaration;

const providerSignOutRoute = {
  schema: {
    operationId: 'signOutAtSsoProvider',
    summary: "Signing out: the company's identity provider's logout address",
    tags,
    response: { 200: ssoSignOut },
    success:
      "Where to send the browser after the portal's own sign-out: the OpenID provider's logout (RP-Initiated Logout) for a session signed in through it, else null.",
  },
} satisfies RouteDeclaration;

export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = ssoDeps(app);
  // the SAML HTTP-POST binding: the IdP's answer arrives as a browser's form post (this plugin's routes only)
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.get('/sso/provider', getSettingsRoute, async (request) => getSettings(deps, await ssoAdmin(deps, request)));
  app.put('/sso/provider', saveProviderRoute, async (request) => saveProvider(deps, await ssoAdmin(deps, request), request.body));
  app.delete('/sso/provider', removeProviderRoute, async (request, reply) => {
    await removeProvider(deps, await ssoAdmin(deps, request));
    return reply.status(204).send();
  });
  app.post('/sso/domains', claimDomainRoute, async (request, reply) =>
    reply.status(201).send(await claimDomain(deps, await ssoAdmin(deps, request), request.body.domain)),
  );
  app.delete('/sso/domains/:domainId', removeDomainRoute, async (request, reply) => {
    await removeDomain(deps, await ssoAdmin(deps, request), request.params.domainId);
    return reply.status(204).send();
  });
  app.post('/sso/domains/:domainId/verification-mail', verificationMailRoute, async (request, reply) => {
    await mailDomainVerification(deps, await ssoAdmin(deps, request), request.params.domainId, request.body.email);
    return reply.status(204).send();
  });
  app.post('/sso/domain-verifications', verifyDomainRoute, async (request) => verifyDomain(deps, request.body.token));
  app.post('/sso/sign-ins', startSignInRoute, async (request) => startSignIn(deps, request.body.email, request.ip));
  app.post('/sso/sign-ins/completion', completeSignInRoute, async (request) => completeSignIn(deps, request.body, signInClient(request)));
  app.get('/sso/saml/:supplierId/metadata', samlMetadataRoute, async (request, reply) =>
    reply.type('application/samlmetadata+xml').send(await samlMetadata(deps, request.params.supplierId)),
  );
  app.post('/sso/saml/:supplierId/acs', samlAcsRoute, async (request, reply) => {
    const outcome = await receiveSamlResponse(deps, request.params.supplierId, request.body.SAMLResponse);
    const to = new URL(`${deps.publicUrl}/sso/callback`);
    if ('ticket' in outcome) to.searchParams.set('ticket', outcome.ticket);
    else to.searchParams.set('samlError', outcome.error);
    return reply.status(303).header('location', to.href).header('cache-control', 'no-store').send();
  });
  app.post('/sso/sign-outs', providerSignOutRoute, async (request) => providerSignOut(deps, requireActor(request)));
  app.post('/sso/saml/completion', completeSamlSignInRoute, async (request) =>
    completeSamlSignIn(deps, request.body, signInClient(request)),
  );
};
