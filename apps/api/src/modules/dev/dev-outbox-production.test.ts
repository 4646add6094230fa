import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp({
  NODE_ENV: 'production',
  JWT_SECRET: 'production-like-secret-0123456789abcdef',
  DATABASE_URL: 'postgres://unused.example.test/portal',
  PUBLIC_URL: 'https://portal.example.test',
});

describe('GET /dev/outbox in production', () => {
  it('is not registered at all', async () => {
    expect(ctx.app.registeredRoutes.some((r) => r.url.startsWith('/api/dev/'))).toBe(false);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?to=admin@acme.test' });
    expect(res.statusCode).toBe(404);
  });

  it('while the rest of the auth API is there', async () => {
    expect(ctx.app.registeredRoutes.some((r) => r.url === '/api/auth/access-tokens')).toBe(true);
  });
});
