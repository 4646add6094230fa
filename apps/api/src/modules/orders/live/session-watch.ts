// The session signal of the event stream: each open stream registers a check of its own token under its user. When
// the database announces a change of that user (cache_invalidated 'user:<id>', or '*' after a lost connection), the
// checks run; a stream whose session has ended (user deactivated, password changed) is sent `session-ended` and
// closed, so the signed-in shell finds out at once instead of at its next call.
export type SessionCheck = () => void;

export class SessionWatch {
  private readonly byUser = new Map<number, Set<SessionCheck>>();

  /** Returns the unwatch function. */
  watch(userId: number, check: SessionCheck): () => void {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(check);
    return () => {
      set.delete(check);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  /** A cache_invalidated payload; runs the checks of the users it names. */
  notify(payload: string): void {
    const [kind, id] = payload.split(':');
    if (kind === 'user' && id) {
      for (const check of [...(this.byUser.get(Number(id)) ?? [])]) check();
    } else if (kind !== 'orders' && kind !== 'supplier') {
      for (const set of [...this.byUser.values()]) for (const check of [...set]) check();
    }
  }
}
