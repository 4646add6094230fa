import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

describe('OpenAPI document', () => {
  it('describes the auth, current-user and feature-flag calls', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/auth/access-tokens',
      '/api/auth/auth-tokens',
      '/api/auth/one-time-code',
      '/api/auth/send-password-reset-email',
      '/api/auth/password-reset',
      '/api/auth/password-create',
      '/api/auth/change-password',
      '/api/current-user',
      '/api/feature-flags',
      '/api/feature-flags/values',
    ])
      expect(paths).toContain(p);
  });
});
