// AccessTokens.verify remembers valid tokens: a remembered token must still expire on time, and nothing invalid
// is ever remembered.
import { describe, expect, it } from 'vitest';
import { AccessTokens } from './access-tokens.ts';

const key = new TextEncoder().encode('a-test-secret-of-at-least-32-characters!');

describe('AccessTokens.verify with remembered tokens', () => {
  it('refuses a token that was accepted before once it has expired', async () => {
    // Times come from the caller (the app's clock), never from the wall clock: a loaded CI machine cannot make
    // the token expire between its signing and its first check.
    const signedAt = new Date('2026-03-02T10:00:00.400Z');
    const at = (ms: number) => new Date(signedAt.getTime() + ms);
    const tokens = new AccessTokens(key, 60);
    const token = await tokens.sign({ userId: 7, tokenVersion: 3 }, signedAt);
    expect(await tokens.verify(token, at(0))).toEqual({ userId: 7, tokenVersion: 3 });
    expect(await tokens.verify(token, at(59_000))).toEqual({ userId: 7, tokenVersion: 3 });
    expect(await tokens.verify(token, at(59_600))).toBeNull();
    expect(await tokens.verify(token, at(0))).toEqual({ userId: 7, tokenVersion: 3 });
  });

  it('still refuses a tampered copy of an accepted token and a token of another secret', async () => {
    const tokens = new AccessTokens(key);
    const token = await tokens.sign({ userId: 7, tokenVersion: 3 });
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, , signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ sub: '8', ver: 3, exp: 4102444800, iss: 'supplier-portal', aud: 'supplier-portal' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    const other = await new AccessTokens(new TextEncoder().encode('another-secret-of-at-least-32-characters')).sign({
      userId: 7,
      tokenVersion: 3,
    });
    expect(await tokens.verify(other)).toBeNull();
  });
});
