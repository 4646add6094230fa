// Which failures mean "the database is out of reach" (503, retry) rather than a defect (500, generic body).
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an administrator shutdown (pg_terminate_backend)', withCode('terminating connection due to administrator command', '57P01')],
    ['a server that cannot take connections yet', withCode('the database system is starting up', '57P03')],
    ['a connection failure class 08', withCode('connection failure', '08006')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    ['any of these wrapped by the query builder', new Error('Failed query: select 1', { cause: withCode('x', '57P01') })],
  ])('is true for %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a wrapped defect', new Error('Failed query: insert ...', { cause: withCode('null value', '23502') })],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
