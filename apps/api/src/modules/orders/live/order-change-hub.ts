// In-memory fan-out of committed order changes to this process's event streams, one set of subscribers per supplier.
export interface OrderChange {
  /** order_history id: the event id a client resumes from. */
  id: number;
  orderId: number;
  supplierId: number;
}

export type OrderChangeSubscriber = (change: OrderChange) => void;

export class OrderChangeHub {
  private readonly bySupplier = new Map<number, Set<OrderChangeSubscriber>>();

  /** Returns the unsubscribe function. */
  subscribe(supplierId: number, subscriber: OrderChangeSubscriber): () => void {
    let set = this.bySupplier.get(supplierId);
    if (!set) this.bySupplier.set(supplierId, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.bySupplier.get(supplierId) === set) this.bySupplier.delete(supplierId);
    };
  }

  publish(change: OrderChange): void {
    // a copy: a subscriber may unsubscribe (its stream closed) while we iterate
    for (const subscriber of [...(this.bySupplier.get(change.supplierId) ?? [])]) {
      try {
        subscriber(change);
      } catch {
        // one broken stream must not starve the others
      }
    }
  }

  subscriberCount(supplierId?: number): number {
    if (supplierId !== undefined) return this.bySupplier.get(supplierId)?.size ?? 0;
    let total = 0;
    for (const set of this.bySupplier.values()) total += set.size;
    return total;
  }
}

/** Parses the trigger's pg_notify payload (migration 0008); null for anything else. */
export function parseOrderChange(payload: string | undefined): OrderChange | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    const { id, orderId, supplierId } = value;
    if (![id, orderId, supplierId].every((n) => Number.isSafeInteger(n))) return null;
    return { id: id as number, orderId: orderId as number, supplierId: supplierId as number };
  } catch {
    return null;
  }
}
