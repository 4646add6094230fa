// HTTP of sign-in, session and password calls (platform spec section 7, Auth). Rules live in the services.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessTokenRequest,
  accessTokenResponse,
  authTokenResponse,
  changePasswordRequest,
  changePasswordResponse,
  oneTimeCodeRequest,
  passwordCreateRequest,
  passwordResetRequest,
  sendPasswordResetEmailRequest,
} from '@portal/contracts';
import { requireActor } from '../../platform/auth.ts';
import { authDeps } from './auth.deps.ts';
import { signIn } from './auth.service.ts';
import { requestOneTimeCode } from './one-time-code.service.ts';
import { changePassword, sendPasswordResetEmail, setPasswordWithToken } from './passwords.service.ts';
import { issueAuthToken } from './sessions.service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  const tags = ['Auth'];

  app.post(
    '/auth/access-tokens',
    { config: { public: true }, schema: { tags, body: accessTokenRequest, response: { 200: accessTokenResponse } } },
    async (request) => signIn(deps, request.body, request.ip),
  );

  app.post('/auth/auth-tokens', { schema: { tags, response: { 200: authTokenResponse } } }, async (request) => {
    const actor = requireActor(request);
    return { authToken: await issueAuthToken(deps.db, actor.userId, deps.clock.now()) };
  });

  app.post('/auth/one-time-code', { config: { public: true }, schema: { tags, body: oneTimeCodeRequest } }, async (request, reply) => {
    await requestOneTimeCode(deps, request.body.email, request.ip);
    return reply.status(204).send();
  });

  app.post(
    '/auth/send-password-reset-email',
    { config: { public: true }, schema: { tags, body: sendPasswordResetEmailRequest } },
    async (request, reply) => {
      await sendPasswordResetEmail(deps, request.body.email, request.ip);
      return reply.status(204).send();
    },
  );

  app.post('/auth/password-reset', { config: { public: true }, schema: { tags, body: passwordResetRequest } }, async (request, reply) => {
    await setPasswordWithToken(deps, 'reset', request.body.passwordResetToken, request.body.newPassword);
    return reply.status(204).send();
  });

  app.post('/auth/password-create', { config: { public: true }, schema: { tags, body: passwordCreateRequest } }, async (request, reply) => {
    await setPasswordWithToken(deps, 'create', request.body.passwordCreateToken, request.body.newPassword);
    return reply.status(204).send();
  });

  app.post(
    '/auth/change-password',
    { schema: { tags, body: changePasswordRequest, response: { 200: changePasswordResponse } } },
    async (request) => changePassword(deps, requireActor(request), request.body, request.ip),
  );
};
