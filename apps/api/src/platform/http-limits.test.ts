// The HTTP layer as strict as the API document: a known path with another method is 405 with Allow; the longest
// documented grid query and path parameters reach their schemas; what the parser refuses is answered in the error shape.
import { describe, expect, it } from 'vitest';
import { apiErrorSchema, GRID_QUERY_MAX_LENGTH } from '@portal/contracts';
import { ACME, useTestApp } from '../../test/test-app.ts';
import { MAX_PATH_PARAM_LENGTH } from './allowed-methods.ts';
import { IF_MATCH_MAX_LENGTH } from './resource-versions.ts';

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

  it('lists only the methods of the resource a path is: /api/orders/export is the export, not the order "export"', async () => {
    for (const url of ['/api/orders/export', '/api/orders/bulk/shipping-labels']) {
      const options = await ctx.as(ACME, { method: 'OPTIONS', url });
      expect(options.statusCode, url).toBe(405);
      expect(String(options.headers.allow).split(', '), url).toEqual(['POST']);
      const get = await ctx.as(ACME, { method: 'GET', url });
      expect(get.statusCode, url).toBe(405);
      expect(get.headers.allow, url).toBe('POST');
      expect(apiErrorSchema.parse(get.json())).toMatchObject({ status: 405, title: 'Method Not Allowed' });
    }
    // the order route itself still answers its own ids
    expect((await ctx.as(ACME, { method: 'GET', url: '/api/orders/5' })).statusCode).toBe(200);
  });

  it('answers QUERY without a Content-Type with 405 like every other method a path does not take', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const res = await ctx.as(ACME, { method: 'QUERY' as 'GET', url: '/api/order-summaries', headers, payload: '{}' });
      expect(res.statusCode, JSON.stringify(headers)).toBe(405);
      expect(apiErrorSchema.parse(res.json())).toMatchObject({ status: 405 });
    }
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
    // the same length in characters that percent-encode to 9 bytes each (€ is E2 82 AC): still read, not 431
    const wide = base.replace('"filter":""', `"filter":"${'€'.repeat(GRID_QUERY_MAX_LENGTH - base.length)}"`);
    expect(wide.length).toBe(GRID_QUERY_MAX_LENGTH);
    const notAscii = await fetch(`${baseUrl}/api/order-summaries?limit=5&offset=0&query=${encodeURIComponent(wide)}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(notAscii.status, await notAscii.clone().text()).toBe(200);
    const tooLarge = await fetch(`${baseUrl}/api/order-summaries?query=${'x'.repeat(200 * 1024)}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(tooLarge.status).toBe(431);
    expect(apiErrorSchema.parse(await tooLarge.json())).toMatchObject({ status: 431, title: 'Request Header Fields Too Large' });
  });
});

describe('If-Match', () => {
  it('answers an If-Match over its documented 200 characters with 400 naming it (not 412), and one within with 412', async () => {
    const rename = (ifMatch: string) =>
      ctx.as(ACME, {
        method: 'PUT',
        url: '/api/supplier-users/2',
        headers: { 'if-match': ifMatch, 'content-type': 'application/json' },
        payload: JSON.stringify({ firstName: 'Casey', lastName: 'Clerk' }),
      });
    const tooLong = await rename(`"${'v'.repeat(IF_MATCH_MAX_LENGTH - 1)}"`);
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(tooLong.json()).errors ?? {})).toEqual(['$.headers.If-Match']);
    const stale = await rename(`"${'v'.repeat(IF_MATCH_MAX_LENGTH - 2)}"`);
    expect(stale.statusCode).toBe(412);
  });
});
