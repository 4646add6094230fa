// The HTTP layer as strict as the API document: a known path with another method is 405 with Allow; the longest
// documented grid query and path parameters reach their schemas; what the parser refuses is answered in the error shape.
import { describe, expect, it } from 'vitest';
import { apiErrorSchema, GRID_QUERY_MAX_LENGTH } from '@portal/contracts';
import { ACME, useTestApp } from '../../test/test-app.ts';
import { MAX_PATH_PARAM_LENGTH } from './allowed-methods.ts';

const ctx = useTestApp();

describe('methods', () => {
  it('answers 405 with Allow for a known path asked with a method it does not take', async () => {
    const res = await ctx.as(ACME, { method: 'DELETE', url: '/api/order-summaries' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(apiErrorSchema.parse(res.json())).toMatchObject({ status: 405, title: 'Method Not Allowed' });
  });

  it('takes the path parameters into account: /api/orders/12 takes GET but not DELETE', async () => {
    const res = await ctx.as(ACME, { method: 'DELETE', url: '/api/orders/12' });
    expect(res.statusCode).toBe(405);
    expect(String(res.headers.allow).split(', ')).toContain('GET');
  });

  it('still answers 404 for a path no method takes', async () => {
    const res = await ctx.as(ACME, { method: 'DELETE', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
  });
});

describe('lengths', () => {
  it('lets a documented 200-character invitation token reach its route (404 of an unknown token, not 414)', async () => {
    const res = await ctx.as(null, { method: 'GET', url: `/api/supplier-invitation/${'a'.repeat(200)}` });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.statusCode).not.toBe(414);
    const longer = await ctx.as(null, { method: 'GET', url: `/api/supplier-invitation/${'a'.repeat(MAX_PATH_PARAM_LENGTH + 1)}` });
    expect(apiErrorSchema.parse(longer.json())).toMatchObject({ status: 414 });
  });

  it('reads the longest documented grid query over a real socket, and answers an oversize header block in the error shape', async () => {
    const baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const accessToken = await ctx.accessTokenFor(ACME);
    // a valid query padded to the documented maximum with a filter value of characters that percent-encode to 3 bytes
    const base = JSON.stringify({ filterModel: { orderIdForSearch: { filterType: 'text', type: 'contains', filter: '' } } });
    const query = base.replace('"filter":""', `"filter":"${'%'.repeat(GRID_QUERY_MAX_LENGTH - base.length)}"`);
    expect(query.length).toBe(GRID_QUERY_MAX_LENGTH);
    const ok = await fetch(`${baseUrl}/api/order-summaries?limit=5&offset=0&query=${encodeURIComponent(query)}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    const tooLarge = await fetch(`${baseUrl}/api/order-summaries?query=${'x'.repeat(200 * 1024)}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(tooLarge.status).toBe(431);
    expect(apiErrorSchema.parse(await tooLarge.json())).toMatchObject({ status: 431, title: 'Request Header Fields Too Large' });
  });
});
