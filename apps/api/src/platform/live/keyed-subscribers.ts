// In-memory fan-out to this process's open streams, one set of subscribers per key (a supplier or a user id).
export class KeyedSubscribers<T = void> {
  private readonly byKey = new Map<number, Set<(value: T) => void>>();

  /** Returns the unsubscribe function. */
  subscribe(key: number, subscriber: (value: T) => void): () => void {
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.byKey.get(key) === set) this.byKey.delete(key);
    };
  }

  publish(key: number, value: T): void {
    KeyedSubscribers.run(this.byKey.get(key), value);
  }

  publishAll(value: T): void {
    for (const set of [...this.byKey.values()]) KeyedSubscribers.run(set, value);
  }

  subscriberCount(key?: number): number {
    if (key !== undefined) return this.byKey.get(key)?.size ?? 0;
    let total = 0;
    for (const set of this.byKey.values()) total += set.size;
    return total;
  }

  private static run<T>(set: Set<(value: T) => void> | undefined, value: T): void {
    // a copy: a subscriber may unsubscribe (its stream closed) while we iterate
    for (const subscriber of [...(set ?? [])]) {
      try {
        subscriber(value);
      } catch {
        // one broken stream must not starve the others
      }
    }
  }
}
