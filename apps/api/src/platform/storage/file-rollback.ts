// Files written while a database transaction runs (labels, bills of lading): when the work fails, the files it wrote
// are deleted again, so no stored file is left behind by an order change that was rolled back.
import type { Storage } from './storage.ts';

export type StoreFile = (key: string, bytes: Uint8Array, contentType: string) => Promise<void>;

/** Runs work with a store function; on failure deletes what it stored (a failed write too, in case a part landed). */
export async function withFileRollback<T>(storage: Storage, work: (store: StoreFile) => Promise<T>): Promise<T> {
  const stored: string[] = [];
  try {
    return await work(async (key, bytes, contentType) => {
      stored.push(key);
      await storage.write(key, bytes, contentType);
    });
  } catch (error) {
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
