import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createStorage } from './create-storage.ts';
import { withFileRollback } from './file-rollback.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-file-rollback-'));
const storage = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const bytes = new TextEncoder().encode('%PDF-1.7');

describe('withFileRollback', () => {
  it('keeps the stored files and answers the result when the work succeeds', async () => {
    const result = await withFileRollback(storage, async (store) => {
      await store('1/kept.pdf', bytes, 'application/pdf');
      return 'done';
    });
    expect(result).toBe('done');
    expect(await storage.read('1/kept.pdf')).toEqual(Buffer.from(bytes));
  });

  it('deletes every file the work stored when it fails, and passes the failure on', async () => {
    const failure = new Error('transaction rolled back');
    await expect(
      withFileRollback(storage, async (store) => {
        await store('1/first.pdf', bytes, 'application/pdf');
        await store('1/second.pdf', bytes, 'application/pdf');
        expect(await storage.exists('1/second.pdf')).toBe(true);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await storage.exists('1/first.pdf')).toBe(false);
    expect(await storage.exists('1/second.pdf')).toBe(false);
  });

  it('passes on the failure of a write it could not finish', async () => {
    await expect(withFileRollback(storage, (store) => store('1/../escape.pdf', bytes, 'application/pdf'))).rejects.toThrow(
      /Invalid storage key/,
    );
  });
});
