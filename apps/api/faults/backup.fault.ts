// The backup and restore of docs/operations.md, proven (the same run as `npm run backup:prove`): dump a running portal's
// PostgreSQL database, wipe it, restore it, and the portal serves the same orders and users.
import { afterAll, describe, expect, it } from 'vitest';
import { proveBackup } from './backup-prove.ts';
import { postgresMissing, recordFigures, removeTempDirs } from './harness.ts';

afterAll(() => removeTempDirs());

describe.skipIf(postgresMissing())('backup and restore', () => {
  it('pg_dump, drop, pg_restore: the portal serves the same orders and users', async () => {
    const proof = await proveBackup();
    recordFigures('6 backup and restore', { ...proof });
    expect(proof.ordersCompared).toBeGreaterThan(0);
    expect(proof.sameOrders).toBe(true);
    expect(proof.sameUsers).toBe(true);
    expect(proof.markerUserPresent).toBe(true);
  });
});
