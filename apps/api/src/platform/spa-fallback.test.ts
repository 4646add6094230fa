import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestApp } from '../../test/test-app.ts';

const BIG_ASSET = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`;

/** A built web app's shape: index.html and one asset. */
function webDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Supplier Portal</title>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'export {}');
  // a built chunk with the siblings the build writes (apps/web/build-tools/precompress.ts)
  writeFileSync(path.join(dist, 'assets', 'big-2.js'), BIG_ASSET);
  writeFileSync(path.join(dist, 'assets', 'big-2.js.br'), brotliCompressSync(BIG_ASSET));
  writeFileSync(path.join(dist, 'assets', 'big-2.js.gz'), gzipSync(BIG_ASSET));
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
  it('answers /metrics with a 404, not the app shell: metrics live on the private metrics port', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ title: 'Not Found', status: 404 });
  });
  it('keeps unknown API paths a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/orders-nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });
});

describe('web app delivery', () => {
  it('sends the brotli file the build wrote to a browser that accepts it, gzip to one that only takes gzip', async () => {
    const br = await ctx.app.inject({ method: 'GET', url: '/assets/big-2.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_ASSET);
    const gz = await ctx.app.inject({ method: 'GET', url: '/assets/big-2.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_ASSET);
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/big-2.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_ASSET);
  });

  it('lets browsers keep hashed assets for a year and revalidate index.html', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(index.headers['cache-control']).toBe('no-cache');
    const deepLink = await ctx.app.inject({ method: 'GET', url: '/orders/123' });
    expect(deepLink.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to a revalidation with the ETag it sent', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/' });
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));
    const again = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses API answers above 1 kB and leaves small ones alone', async () => {
    const big = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    const small = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
