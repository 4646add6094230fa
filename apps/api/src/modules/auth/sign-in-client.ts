// Who signs in from where, read from the request: the address (TRUST_PROXY) and the User-Agent, cut to what the
// Sessions page's words need.
import type { FastifyRequest } from 'fastify';
import { USER_AGENT_MAX } from '@portal/contracts';
import type { SignInClient } from './auth.deps.ts';

export function signInClient(request: FastifyRequest): SignInClient {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' && userAgent !== '' ? userAgent.slice(0, USER_AGENT_MAX) : null };
}
