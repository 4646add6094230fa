// HTTP of passkeys (docs/decisions/auth.md, "Passkeys"): the person's own (register, verify, remove; the list is in
// GET /second-factor) and the sign-in with one (public: the WebAuthn answer, and the first step's challenge when it
// is the second step, are the credentials). Rules live in the services.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessTokenResponse,
  freshVerificationRequest,
  passkey,
  passkeyCreationOptions,
  passkeyIdParam,
  passkeyRegistered,
  passkeyRegistrationRequest,
  factorConfirmationRequest,
  passkeyRenameRequest,
  passkeyRequestOptions,
  passkeySignInOptionsRequest,
  passkeySignInRequest,
  signInEnrolmentResponse,
  signInPasskeyEnrolmentOptionsRequest,
  signInPasskeyEnrolmentRequest,
} from '@portal/contracts';
import { requireActor } from '../../platform/auth.ts';
import { noContent, type RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import { signInClient } from '../auth/index.ts';
import { confirmSignInPasskeyEnrolment, passkeySignInOptions, signInWithPasskey, startSignInPasskeyEnrolment } from './passkey-sign-in.ts';
import { removePasskey } from './factor-confirmation.ts';
import { registerPasskey, renamePasskey, startPasskeyRegistration, startPasskeyVerification } from './passkeys.service.ts';
import { secondFactorDeps } from './second-factor.deps.ts';

const tags = ['Passkeys'];

const registrationOptionsRoute = {
  schema: {
    operationId: 'startPasskeyRegistration',
    summary: 'Add a passkey: the options of the browser call',
    description:
      'Asks for a fresh verification: without a body when this session signed in within the last 10 minutes, else with the password.',
    tags,
    body: freshVerificationRequest.nullish(),
    response: { 200: passkeyCreationOptions },
    success: "Options for navigator.credentials.create (the person's passkeys excluded); the challenge is good once, for 5 minutes.",
    errors: [409, 429],
  },
} satisfies RouteDeclaration;

const registerRoute = {
  schema: {
    operationId: 'registerPasskey',
    summary: "Add a passkey: the authenticator's answer and a name",
    tags,
    body: passkeyRegistrationRequest,
    response: { 201: passkeyRegistered },
    success: "The passkey is registered; with the person's recovery codes (shown this once) when it is their first factor.",
    errors: [409],
  },
} satisfies RouteDeclaration;

const renameRoute = {
  schema: {
    operationId: 'renamePasskey',
    summary: 'Rename a passkey',
    tags,
    params: passkeyIdParam,
    body: passkeyRenameRequest,
    response: { 200: passkey },
    success: 'The passkey under its new name.',
    errors: [404],
  },
} satisfies RouteDeclaration;

const verificationOptionsRoute = {
  schema: {
    operationId: 'startPasskeyVerification',
    summary: 'Confirm with a passkey: the options of the browser call',
    tags,
    response: { 200: passkeyRequestOptions },
    success: "Options for navigator.credentials.get with the person's passkeys (to confirm a removal or new recovery codes).",
    errors: [409],
  },
} satisfies RouteDeclaration;

const removeRoute = {
  schema: {
    operationId: 'removePasskey',
    summary: 'Remove a passkey (with a fresh verification)',
    tags,
    params: passkeyIdParam,
    body: factorConfirmationRequest,
    response: { 204: noContent },
    success: "Removed, confirmed with one of the person's passkeys, a current code of the authenticator app or a recovery code.",
    errors: [404, 429],
  },
} satisfies RouteDeclaration;

const signInOptionsRoute = {
  config: { public: true },
  schema: {
    operationId: 'startPasskeySignIn',
    summary: 'Sign in with a passkey: the options of the browser call',
    tags,
    body: passkeySignInOptionsRequest,
    response: { 200: passkeyRequestOptions },
    success: "With the first step's challenge: the person's passkeys (the second step). Without: any passkey of the site.",
    errors: [429],
  },
} satisfies RouteDeclaration;

const signInEnrolmentOptionsRoute = {
  config: { public: true },
  schema: {
    operationId: 'startSignInPasskeyEnrolment',
    summary: 'Sign in: add the required second factor as a passkey (the options of the browser call)',
    tags,
    body: signInPasskeyEnrolmentOptionsRequest,
    response: { 200: passkeyCreationOptions },
    success: "Options for navigator.credentials.create for the first step's person, who must set up a factor and has none.",
    errors: [409],
  },
} satisfies RouteDeclaration;

const signInEnrolmentRoute = {
  config: { public: true },
  schema: {
    operationId: 'confirmSignInPasskeyEnrolment',
    summary: "Sign in: the new passkey's answer and name",
    tags,
    body: signInPasskeyEnrolmentRequest,
    response: { 200: signInEnrolmentResponse },
    success: 'The passkey is registered and the person signed in; the recovery codes are shown this once.',
    errors: [409],
  },
} satisfies RouteDeclaration;

const signInRoute = {
  config: { public: true },
  schema: {
    operationId: 'signInWithPasskey',
    summary: "Sign in with a passkey: the authenticator's answer",
    tags,
    body: passkeySignInRequest,
    response: { 200: accessTokenResponse },
    success: 'A new access token and refresh token (without a password the passkey counts as both factors).',
    errors: [429],
  },
} satisfies RouteDeclaration;

export const passkeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = secondFactorDeps(app);
  app.post('/passkeys/registration-options', registrationOptionsRoute, async (request) =>
    startPasskeyRegistration(deps, requireActor(request), request.body, request.ip),
  );
  app.patch('/passkeys/:passkeyId', renameRoute, async (request) =>
    renamePasskey(deps, requireActor(request), request.params.passkeyId, request.body, request.ip),
  );
  app.post('/passkeys', registerRoute, async (request, reply) =>
    reply.status(201).send(await registerPasskey(deps, requireActor(request), request.body, request.ip)),
  );
  app.post('/passkeys/verification-options', verificationOptionsRoute, async (request) =>
    startPasskeyVerification(deps, requireActor(request)),
  );
  app.post('/passkeys/:passkeyId/removal', removeRoute, async (request, reply) => {
    await removePasskey(deps, requireActor(request), request.params.passkeyId, request.body, request.ip);
    return reply.status(204).send();
  });
  app.post('/passkeys/sign-in/options', signInOptionsRoute, async (request) => passkeySignInOptions(deps, request.body, request.ip));
  app.post('/passkeys/sign-in/enrolment/options', signInEnrolmentOptionsRoute, async (request) =>
    startSignInPasskeyEnrolment(deps, request.body.challengeToken),
  );
  app.post('/passkeys/sign-in/enrolment', signInEnrolmentRoute, async (request) =>
    confirmSignInPasskeyEnrolment(deps, request.body, signInClient(request)),
  );
  app.post('/passkeys/sign-in', signInRoute, async (request) => signInWithPasskey(deps, request.body, signInClient(request)));
};
