// SCIM's bulk and search bodies: a bulk's syntax (a POST with its bulkId, each bulkId once, failOnErrors at least 1),
// the bulkId references found at any depth and replaced by the ids their POSTs made, and a search's schema.
import { describe, expect, it } from 'vitest';
import { bulkIdReferences, resolveBulkIds, scimBulkRequest, scimSearchRequest } from './scim-bulk.schemas.ts';
import { SCIM_SCHEMAS } from './scim.schemas.ts';

const bulk = (Operations: unknown[], extra: Record<string, unknown> = {}) => ({
  schemas: [SCIM_SCHEMAS.bulkRequest],
  Operations,
  ...extra,
});

describe('scimBulkRequest', () => {
  it('takes POST, PUT, PATCH and DELETE in any case, a POST with its bulkId', () => {
    const ok = scimBulkRequest.safeParse(
      bulk([
        { method: 'post', path: '/Users', bulkId: 'a', data: {} },
        { method: 'PATCH', path: '/Groups/admin', data: {} },
        { method: 'DELETE', path: '/Users/1', version: 'W/"x"' },
      ]),
    );
    expect(ok.success).toBe(true);
  });

  it.each([
    ['the bulk schema missing', { schemas: ['urn:x'], Operations: [{ method: 'DELETE', path: '/Users/1' }] }],
    ['no operations', bulk([])],
    ['a GET', bulk([{ method: 'GET', path: '/Users' }])],
    ['a POST without bulkId', bulk([{ method: 'POST', path: '/Users', data: {} }])],
    [
      'a bulkId twice',
      bulk([
        { method: 'POST', path: '/Users', bulkId: 'a', data: {} },
        { method: 'POST', path: '/Users', bulkId: 'a', data: {} },
      ]),
    ],
    ['failOnErrors 0', bulk([{ method: 'DELETE', path: '/Users/1' }], { failOnErrors: 0 })],
    ['no path', bulk([{ method: 'DELETE' }])],
  ])('refuses %s', (_, body) => {
    expect(scimBulkRequest.safeParse(body).success).toBe(false);
  });
});

describe('bulkId references', () => {
  const data = { Operations: [{ op: 'add', path: 'members', value: [{ value: 'bulkId:ann' }, { value: '12' }, { value: 'bulkId:bob' }] }] };

  it('are whole values of the form bulkId:<id>, at any depth', () => {
    expect([...bulkIdReferences(data)]).toEqual(['ann', 'bob']);
    expect([...bulkIdReferences(['', 'Users', 'bulkId:ann'])]).toEqual(['ann']);
    expect([...bulkIdReferences({ value: 'see bulkId:ann' })]).toEqual([]);
  });

  it('are replaced by the ids their POSTs made, everything else left as it is', () => {
    const ids = new Map([
      ['ann', '41'],
      ['bob', '42'],
    ]);
    expect(resolveBulkIds(data, ids)).toEqual({
      Operations: [{ op: 'add', path: 'members', value: [{ value: '41' }, { value: '12' }, { value: '42' }] }],
    });
    expect(resolveBulkIds('bulkId:carl', ids)).toBe('bulkId:carl');
  });
});

describe('scimSearchRequest', () => {
  it('needs the search schema; numbers are numbers', () => {
    expect(scimSearchRequest.safeParse({ schemas: [SCIM_SCHEMAS.searchRequest], filter: 'userName pr', count: 5 }).success).toBe(true);
    expect(scimSearchRequest.safeParse({ schemas: [SCIM_SCHEMAS.listResponse] }).success).toBe(false);
    expect(scimSearchRequest.safeParse({ schemas: [SCIM_SCHEMAS.searchRequest], count: '5' }).success).toBe(false);
  });
});
