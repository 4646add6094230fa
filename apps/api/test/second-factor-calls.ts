// Calls of the second factor shared by its test files: a person's enrolment (secret and first code) and the codes an
// authenticator app would show, computed with the same library at a given instant.
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { TOTP_PERIOD_S } from '@portal/contracts';
import { postAccessTokens } from './auth-calls.ts';

/** The code an authenticator app shows for this secret at `at`. */
export function totpCodeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: TOTP_PERIOD_S, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });
}

/** 10 seconds into the step of `now`: tests move the app clock by whole steps from here, never across a boundary by chance. */
export function stepStart(now: Date): Date {
  const periodMs = TOTP_PERIOD_S * 1000;
  return new Date(Math.floor(now.getTime() / periodMs) * periodMs + 10_000);
}

export const stepsLater = (base: Date, steps: number) => new Date(base.getTime() + steps * TOTP_PERIOD_S * 1000);

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** Sets up an authenticator app for the signed-in person at the app's clock; its secret and recovery codes. */
export async function enrolTotp(app: FastifyInstance, accessToken: string, at: Date): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await app.inject({ method: 'POST', url: '/api/second-factor/totp/enrolment', headers: bearer(accessToken) });
  if (started.statusCode !== 200) throw new Error(`enrolment: ${started.statusCode} ${started.body}`);
  const { secret } = started.json() as { secret: string };
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/second-factor/totp',
    headers: bearer(accessToken),
    payload: { code: totpCodeAt(secret, at) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** The password step; the challenge token of the second step (throws when the answer is a session). */
export async function passwordStep(app: FastifyInstance, username: string, password: string, remoteAddress = '10.0.7.1') {
  const res = await postAccessTokens(app, { username, password }, remoteAddress);
  const body = res.json() as { secondFactor?: { challengeToken: string; methods: string[]; enrolmentRequired: boolean } };
  if (res.statusCode !== 200 || !body.secondFactor) throw new Error(`no second step: ${res.statusCode} ${res.body}`);
  return body.secondFactor;
}

export function secondStep(app: FastifyInstance, payload: unknown, remoteAddress = '10.0.7.1') {
  return app.inject({ method: 'POST', url: '/api/second-factor/sign-in', payload: payload as object, remoteAddress });
}
