// HTTP of sign-in, session and password calls (platform spec section 7, Auth). Rules live in the services.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessTokenRequest,
  authTokenResponse,
  changePasswordRequest,
  changePasswordResponse,
  oneTimeCodeRequest,
  passwordCreateRequest,
  passwordSetResponse,
  passwordResetRequest,
  sendPasswordResetEmailRequest,
  signInResponse,
} from '@portal/contracts';
import { requireActor } from '../../platform/auth.ts';
import { noContent, type RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import { authDeps } from './auth.deps.ts';
import { signIn } from './auth.service.ts';
import { requestOneTimeCode } from './one-time-code.service.ts';
import { changePassword, sendPasswordResetEmail, setPasswordWithToken } from './passwords.service.ts';
import { issueAuthToken } from './sessions.service.ts';
import { signInClient } from './sign-in-client.ts';

const tags = ['Auth'];

const createAccessTokensRoute = {
  config: { public: true },
  schema: {
    operationId: 'createAccessTokens',
    summary: 'Sign in: access and refresh token',
    description:
      'With username and password, a refresh token, an auth token, or an e-mail and its one-time code. A person with a second factor (or whose company requires one) gets `secondFactor` with a challenge instead: POST /second-factor/sign-in completes it.',
    tags,
    body: accessTokenRequest,
    response: { 200: signInResponse },
    success: 'A new access token and refresh token, or the second step it waits for.',
    errors: [429],
  },
} satisfies RouteDeclaration;

const createAuthTokenRoute = {
  schema: {
    operationId: 'createAuthToken',
    summary: 'Auth token for signing in elsewhere',
    tags,
    response: { 200: authTokenResponse },
    success: 'A short-lived token that POST /auth/access-tokens exchanges for a session.',
  },
} satisfies RouteDeclaration;

const sendOneTimeCodeRoute = {
  config: { public: true },
  schema: {
    operationId: 'sendOneTimeCode',
    summary: 'Send a one-time sign-in code',
    tags,
    body: oneTimeCodeRequest,
    response: { 204: noContent },
    success: 'A code is mailed when the e-mail belongs to an active user (the answer is the same when it does not).',
    errors: [429],
  },
} satisfies RouteDeclaration;

const sendPasswordResetEmailRoute = {
  config: { public: true },
  schema: {
    operationId: 'sendPasswordResetEmail',
    summary: 'Send a password reset e-mail',
    tags,
    body: sendPasswordResetEmailRequest,
    response: { 204: noContent },
    success: 'A reset link is mailed when the e-mail belongs to an active user (the answer is the same when it does not).',
    errors: [429],
  },
} satisfies RouteDeclaration;

const resetPasswordRoute = {
  config: { public: true },
  schema: {
    operationId: 'resetPassword',
    summary: 'Reset the password with a reset token',
    tags,
    body: passwordResetRequest,
    response: { 200: passwordSetResponse },
    success: 'The password is set; the token is spent. Answers whose password it is (the sign-in page fills the user name in).',
  },
} satisfies RouteDeclaration;

const createPasswordRoute = {
  config: { public: true },
  schema: {
    operationId: 'createPassword',
    summary: 'Create the password of an invited user',
    tags,
    body: passwordCreateRequest,
    response: { 200: passwordSetResponse },
    success: 'The password is set; the token is spent. Answers whose password it is (the sign-in page fills the user name in).',
  },
} satisfies RouteDeclaration;

const changePasswordRoute = {
  schema: {
    operationId: 'changePassword',
    summary: 'Change the password',
    tags,
    body: changePasswordRequest,
    response: { 200: changePasswordResponse },
    success: "A new session: the user's other sessions are signed out.",
    errors: [429],
  },
} satisfies RouteDeclaration;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);

  app.post('/auth/access-tokens', createAccessTokensRoute, async (request) => signIn(deps, request.body, signInClient(request)));
  app.post('/auth/auth-tokens', createAuthTokenRoute, async (request) => {
    const actor = requireActor(request);
    return { authToken: await issueAuthToken(deps.db, actor.userId, deps.clock.now(), actor.supplierId) };
  });
  app.post('/auth/one-time-code', sendOneTimeCodeRoute, async (request, reply) => {
    await requestOneTimeCode(deps, request.body.email, request.ip);
    return reply.status(204).send();
  });
  app.post('/auth/send-password-reset-email', sendPasswordResetEmailRoute, async (request, reply) => {
    await sendPasswordResetEmail(deps, request.body.email, request.ip);
    return reply.status(204).send();
  });
  app.post('/auth/password-reset', resetPasswordRoute, async (request) =>
    setPasswordWithToken(deps, 'reset', request.body.passwordResetToken, request.body.newPassword),
  );
  app.post('/auth/password-create', createPasswordRoute, async (request) =>
    setPasswordWithToken(deps, 'create', request.body.passwordCreateToken, request.body.newPassword),
  );
  app.post('/auth/change-password', changePasswordRoute, async (request) =>
    changePassword(deps, requireActor(request), request.body, signInClient(request)),
  );
};
