// Calls of the sign-in API shared by the auth test files.
import type { FastifyInstance } from 'fastify';

export function postAccessTokens(app: FastifyInstance, payload: unknown, remoteAddress = '10.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/access-tokens', payload: payload as object, remoteAddress });
}

export function currentUser(app: FastifyInstance, accessToken: string) {
  return app.inject({ method: 'GET', url: '/api/current-user', headers: { authorization: `Bearer ${accessToken}` } });
}

export async function outboxFor(
  app: FastifyInstance,
  to: string,
): Promise<{ to: string; subject: string; text: string; html: string; createdOn: string }[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json();
}

/** The token of the newest mailed link (…?token=X) to this address. */
export async function lastMailedToken(app: FastifyInstance, to: string): Promise<string> {
  const mails = await outboxFor(app, to);
  const match = mails.at(-1)?.text.match(/\?token=([\w-]+)/);
  if (!match) throw new Error(`no link mailed to ${to}`);
  return match[1]!;
}

export async function lastMailedCode(app: FastifyInstance, to: string): Promise<string> {
  const mails = await outboxFor(app, to);
  const match = mails.at(-1)?.text.match(/code is: (\d{6})/);
  if (!match) throw new Error(`no code mailed to ${to}`);
  return match[1]!;
}
