// Which failures mean "the file store is out of service" (503 with its own message) rather than a defect (500) or the
// database (whose refused connection also says ECONNREFUSED). The fault suite proves it on a real full and read-only
// DATA_DIR and an unreachable blob store (apps/api/faults/storage.fault.ts).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, registerErrorHandling, STORAGE_FULL, STORAGE_UNAVAILABLE, storageFailure } from './errors.ts';

const fsError = (code: string, syscall = 'write') =>
  Object.assign(new Error(`${code}: failed, ${syscall} '/data/files/1/x.pdf'`), { code, syscall });
const restError = (statusCode?: number, code?: string) =>
  Object.assign(new Error('request failed'), { name: 'RestError', statusCode, code });

describe('storageFailure', () => {
  it.each([
    ['a full disk', fsError('ENOSPC'), STORAGE_FULL],
    ['a quota', fsError('EDQUOT'), STORAGE_FULL],
    ['a read-only file system', fsError('EROFS', 'open'), STORAGE_UNAVAILABLE],
    ['no write permission', fsError('EACCES', 'open'), STORAGE_UNAVAILABLE],
    ['an unreachable blob store', restError(undefined, 'ECONNREFUSED'), STORAGE_UNAVAILABLE],
    ['a blob store that fails', restError(503), STORAGE_UNAVAILABLE],
    ['refused credentials', restError(403), STORAGE_UNAVAILABLE],
    ['a wrapped one', new Error('label failed', { cause: fsError('ENOSPC') }), STORAGE_FULL],
  ])('names %s', (_name, error, message) => expect(storageFailure(error)).toBe(message));

  it.each([
    ['a missing blob', restError(404)],
    ['a refused database connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', syscall: 'connect' })],
    ['a missing file', fsError('ENOENT', 'open')],
    ['a defect', new Error('undefined is not a function')],
  ])('leaves %s alone', (_name, error) => expect(storageFailure(error)).toBeNull());
});

describe('the answer to a file-store failure', () => {
  it('is a 503 in the error shape with Retry-After, without the path or the system message', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/full', async () => {
      throw fsError('ENOSPC');
    });
    app.get('/db', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });
    });
    const full = await app.inject({ method: 'GET', url: '/full' });
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe('30');
    expect(full.json()).toEqual({ title: 'Service Unavailable', status: 503, detail: STORAGE_FULL });
    expect(full.body).not.toMatch(/ENOSPC|\/data/);
    expect((await app.inject({ method: 'GET', url: '/db' })).json().detail).toBe(DATABASE_UNAVAILABLE);
    await app.close();
  });
});
