// A bounded in-process cache whose entries expire after a fixed time. Groups let a caller drop every entry of one
// owner at once (a supplier's grid totals, a supplier's users). A ttl of 0 turns the cache off.

interface Entry<V> {
  value: V;
  group: string;
  expiresAt: number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, group: string, value: V): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    // Map keeps insertion order: the first key is the oldest write.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, group, expiresAt: this.now() + this.ttlMs });
  }

  /** The entry of `key`, else `compute()`'s answer, kept in `group` (a failure is not kept). */
  async remember(key: string, group: string, compute: () => Promise<V>): Promise<V> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const value = await compute();
    this.set(key, group, value);
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  deleteGroup(group: string): void {
    for (const [key, entry] of this.entries) if (entry.group === group) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
