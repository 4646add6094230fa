// HTTP of the second factor (docs/decisions/auth.md, "A second factor"): the person's own factor, the Admin's
// requirement, and the sign-in's second step (public: the challenge token is the credential). Rules live in the services.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessTokenResponse,
  freshVerificationRequest,
  recoveryCodesResponse,
  factorConfirmationRequest,
  secondFactorRequirement,
  secondFactorSignInRequest,
  secondFactorStatus,
  signInEnrolmentConfirmRequest,
  signInEnrolmentRequest,
  signInEnrolmentResponse,
  totpConfirmRequest,
  totpEnrolment,
} from '@portal/contracts';
import { requireActor, requireAdmin } from '../../platform/auth.ts';
import { noContent, type RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import { signInClient } from '../auth/index.ts';
import { regenerateRecoveryCodes, removeSecondFactor } from './factor-confirmation.ts';
import { secondFactorDeps } from './second-factor.deps.ts';
import { confirmTotp, secondFactorStatus as readStatus, setRequirement, startOwnTotpEnrolment } from './second-factor.service.ts';
import { completeSignIn, confirmSignInEnrolment, startSignInEnrolment } from './sign-in-step.ts';

const tags = ['Second factor'];

const statusRoute = {
  schema: {
    operationId: 'getSecondFactor',
    summary: "The signed-in person's second factor",
    tags,
    response: { 200: secondFactorStatus },
    success: 'Whether an authenticator app is set up, the recovery codes left, the passkeys, and whether the company requires a factor.',
  },
} satisfies RouteDeclaration;

const startEnrolmentRoute = {
  schema: {
    operationId: 'startTotpEnrolment',
    summary: 'Set up an authenticator app: a new secret',
    description:
      'Asks for a fresh verification: without a body when this session signed in within the last 10 minutes, else with the password.',
    tags,
    body: freshVerificationRequest.nullish(),
    response: { 200: totpEnrolment },
    success: 'The secret as text, URL and QR code; POST /second-factor/totp with its first code confirms it (within 15 minutes).',
    errors: [409, 429],
  },
} satisfies RouteDeclaration;

const confirmRoute = {
  schema: {
    operationId: 'confirmTotp',
    summary: 'Confirm the authenticator app with its first code',
    tags,
    body: totpConfirmRequest,
    response: { 200: recoveryCodesResponse },
    success: "The app is set up; the recovery codes are shown this once (none when the person's passkeys came first: theirs stay).",
    errors: [409, 429],
  },
} satisfies RouteDeclaration;

const removeRoute = {
  schema: {
    operationId: 'removeSecondFactor',
    summary: 'Remove the authenticator app and the recovery codes',
    tags,
    body: factorConfirmationRequest,
    response: { 204: noContent },
    description:
      "Confirmed with any of the person's factors: one of their passkeys (the answer to /passkeys/verification-options), a current code of the authenticator app or an unused recovery code. The recovery codes go too unless passkeys remain.",
    success: 'Removed.',
    errors: [409, 429],
  },
} satisfies RouteDeclaration;

const regenerateRoute = {
  schema: {
    operationId: 'regenerateRecoveryCodes',
    summary: 'New recovery codes',
    tags,
    body: factorConfirmationRequest,
    response: { 200: recoveryCodesResponse },
    description:
      "Confirmed with any of the person's factors: one of their passkeys (the answer to /passkeys/verification-options), a current code of the authenticator app or an unused recovery code.",
    success: 'Ten new codes, shown this once; the earlier ones stop working.',
    errors: [409, 429],
  },
} satisfies RouteDeclaration;

const requirementRoute = {
  config: { audience: 'supplierAdmin' as const },
  schema: {
    operationId: 'setSecondFactorRequirement',
    summary: "Require a second factor of the supplier's people (Admin)",
    tags,
    body: secondFactorRequirement,
    response: { 200: secondFactorRequirement },
    success: 'Set: a person without a factor sets one up at the next sign-in.',
  },
} satisfies RouteDeclaration;

const signInRoute = {
  config: { public: true },
  schema: {
    operationId: 'completeSecondFactorSignIn',
    summary: "Sign in: the second step (the app's code or a recovery code)",
    tags,
    body: secondFactorSignInRequest,
    response: { 200: accessTokenResponse },
    success: 'A new access token and refresh token.',
    errors: [429],
  },
} satisfies RouteDeclaration;

const signInEnrolmentRoute = {
  config: { public: true },
  schema: {
    operationId: 'startSignInEnrolment',
    summary: 'Sign in: set up the required authenticator app (a new secret)',
    tags,
    body: signInEnrolmentRequest,
    response: { 200: totpEnrolment },
    success: 'The secret as text, URL and QR code.',
    errors: [409],
  },
} satisfies RouteDeclaration;

const signInEnrolmentConfirmRoute = {
  config: { public: true },
  schema: {
    operationId: 'confirmSignInEnrolment',
    summary: 'Sign in: confirm the required app with its first code',
    tags,
    body: signInEnrolmentConfirmRequest,
    response: { 200: signInEnrolmentResponse },
    success: 'The app is set up and the person signed in; the recovery codes are shown this once.',
    errors: [409, 429],
  },
} satisfies RouteDeclaration;

export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = secondFactorDeps(app);
  app.get('/second-factor', statusRoute, async (request) => readStatus(deps, requireActor(request)));
  app.post('/second-factor/totp/enrolment', startEnrolmentRoute, async (request) =>
    startOwnTotpEnrolment(deps, requireActor(request), request.body, request.ip),
  );
  app.post('/second-factor/totp', confirmRoute, async (request) => ({
    recoveryCodes: await confirmTotp(deps, requireActor(request), request.body.code, request.ip),
  }));
  app.post('/second-factor/removal', removeRoute, async (request, reply) => {
    await removeSecondFactor(deps, requireActor(request), request.body, request.ip);
    return reply.status(204).send();
  });
  app.post('/second-factor/recovery-codes', regenerateRoute, async (request) => ({
    recoveryCodes: await regenerateRecoveryCodes(deps, requireActor(request), request.body, request.ip),
  }));
  app.put('/second-factor/requirement', requirementRoute, async (request) =>
    setRequirement(deps, requireAdmin(request), request.body.required),
  );
  app.post('/second-factor/sign-in', signInRoute, async (request) => completeSignIn(deps, request.body, signInClient(request)));
  app.post('/second-factor/sign-in/enrolment', signInEnrolmentRoute, async (request) =>
    startSignInEnrolment(deps, request.body.challengeToken),
  );
  app.post('/second-factor/sign-in/enrolment/confirmation', signInEnrolmentConfirmRoute, async (request) =>
    confirmSignInEnrolment(deps, request.body, signInClient(request)),
  );
};
