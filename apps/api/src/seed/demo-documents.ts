// The demo's files, stored at start when the file store is there (the server, the seed CLI, a test of the started
// demo): the seed's transaction reaches the database only. Each step stores only what is missing.
import type { Db } from '../db/client.ts';
import type { Clock } from '../platform/clock.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { storeAccountingDocuments } from './accounting.ts';
import { storeLabelDocuments } from './label-records.ts';
import { storeScenarioDocuments } from './order-scenarios.ts';

/** The booked LTL scenario's bill of lading, the credit memos and note files, the recorded labels' PDFs. */
export async function storeDemoDocuments(db: Db, storage: Storage, clock: Clock): Promise<void> {
  await storeScenarioDocuments(db, storage, clock);
  await storeAccountingDocuments(db, storage);
  await storeLabelDocuments(db, storage);
}
