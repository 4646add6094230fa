import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestApp } from '../../test/test-app.ts';

/** A built web app's shape: index.html and one asset. */
function webDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Supplier Portal</title>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'export {}');
  return dist;
}
const ctx = useTestApp({ WEB_DIST: webDist() });

describe('web app serving', () => {
  it('serves the app shell for deep links so a reload of any screen works', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/orders/123?tab=items' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Supplier Portal');
  });
  it('serves built assets', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(res.statusCode).toBe(200);
  });
  it('answers 404 for a missing asset (an old chunk after a deployment), not the app shell', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-0.js' });
    expect(res.statusCode).toBe(404);
  });
  it('keeps unknown API paths a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/orders-nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });
});
