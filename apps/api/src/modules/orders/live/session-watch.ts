// The event stream's signals from cache_invalidated (migrations 0011 and 0031), each open stream registered under its
// key: the session signal (by user: when the database announces a change of that user, or '*' after a lost
// connection, the checks run; a stream whose session has ended, user deactivated or password changed, is sent
// `session-ended` and closed, so the signed-in shell finds out at once instead of at its next call), and the
// feature-flag signal (by supplier: 'flags:<supplier>' or 'flags:*'; the stream sends `feature-flags-changed`), and the
// scorecard's (by supplier: 'performance:<supplier>', migration 0035; the stream sends `performance-changed`).
export type SessionCheck = () => void;

class KeyedChecks {
  private readonly byKey = new Map<number, Set<SessionCheck>>();

  /** Returns the unwatch function. */
  watch(key: number, check: SessionCheck): () => void {
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    set.add(check);
    return () => {
      set.delete(check);
      if (set.size === 0 && this.byKey.get(key) === set) this.byKey.delete(key);
    };
  }

  protected runFor(key: number): void {
    for (const check of [...(this.byKey.get(key) ?? [])]) check();
  }

  protected runAll(): void {
    for (const set of [...this.byKey.values()]) for (const check of [...set]) check();
  }
}

/** Keyed by user id. */
export class SessionWatch extends KeyedChecks {
  /** A cache_invalidated payload; runs the checks of the users it names. */
  notify(payload: string): void {
    const [kind, id] = payload.split(':');
    if (kind === 'user' && id) this.runFor(Number(id));
    else if (kind !== 'orders' && kind !== 'payments' && kind !== 'supplier' && kind !== 'flags' && kind !== 'performance') this.runAll();
  }
}

/** Keyed by supplier id. */
export class FeatureFlagWatch extends KeyedChecks {
  /** A cache_invalidated payload; runs the checks of the suppliers whose flags it may have changed. */
  notify(payload: string): void {
    const [kind, id] = payload.split(':');
    // not on '*' (the listener's connection was lost): a flag change of that moment waits for the pages' 10-minute refresh
    if (kind === 'flags' && id && id !== '*') this.runFor(Number(id));
    else if (kind === 'flags') this.runAll();
  }
}

/** Keyed by supplier id: the scorecard's counts or alerts changed (migration 0035's 'performance:<supplier>'). */
export class PerformanceWatch extends KeyedChecks {
  notify(payload: string): void {
    const [kind, id] = payload.split(':');
    if (kind === 'performance' && id) this.runFor(Number(id));
  }
}
