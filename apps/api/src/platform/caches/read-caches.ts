// The API's read caches: the signed-in actor behind a token and the grid totals behind Content-Range. Both are
// dropped when the database announces a change (migration 0011, channel cache_invalidated, heard by the one listener
// of this process, platform/live/notification-listener.ts) and expire on their own after a short time, which bounds
// how stale they can be if a notification is ever missed (the listener reconnects and then drops everything).
import type { FastifyInstance } from 'fastify';
import type { PaymentsOverview } from '@portal/contracts';
import type { AppConfig } from '../../config.ts';
import type { GridTotal } from '../grid-count.ts';
import { TtlCache } from './ttl-cache.ts';

export const CACHE_INVALIDATED_CHANNEL = 'cache_invalidated';

/** A person's usable membership of a supplier (active, accepted), as the session guard needs it. */
export interface CachedMembership {
  supplierId: number;
  isAdmin: boolean;
  supplierCanProcessOrders: boolean;
}

/** What the session guard needs of a person, with the token version the cached row had. */
export interface CachedActor {
  userId: number;
  userName: string;
  name: string;
  isOperator: boolean;
  /** The suppliers the person may work for (none for an operator); the token names which one (docs/decisions/auth.md). */
  memberships: readonly CachedMembership[];
  tokenVersion: number;
  /**
   * The user's sessions ended within an access token's life (their refresh-token families revoked: the Sessions page,
   * a reused refresh token): an access token of one of them is refused at once, not at its expiry.
   */
  endedSessions: readonly string[];
}

export class ReadCaches {
  readonly actors: TtlCache<CachedActor>;
  readonly gridTotals: TtlCache<GridTotal>;
  /**
   * Where a list page ended (its last row's sort keys), so the next page of the same view continues by keyset instead
   * of OFFSET (orders/list/order-summaries.queries.ts). Same lifetime and invalidation as the totals.
   */
  readonly pageCursors: TtlCache<string[]>;
  /**
   * A supplier's payments overview of a day (its sums read every unpaid invoice: docs/decisions/payments.md, "Speed").
   * Same lifetime as the totals, dropped with the supplier's payments totals.
   */
  readonly paymentsOverviews: TtlCache<PaymentsOverview>;
  /**
   * Whether a feature is on for a supplier, for the calls that ask on every request (the Payments calls' access check):
   * dropped on the flags' own notifications (migration 0031: 'flags:<supplier>', 'flags:*'), same lifetime as the totals.
   */
  readonly featureFlags: TtlCache<boolean>;

  constructor(options: { actorMs: number; gridTotalMs: number }) {
    this.actors = new TtlCache(options.actorMs, 10_000);
    this.gridTotals = new TtlCache(options.gridTotalMs, 10_000);
    this.pageCursors = new TtlCache(options.gridTotalMs, 10_000);
    this.paymentsOverviews = new TtlCache(options.gridTotalMs, 10_000);
    this.featureFlags = new TtlCache(options.gridTotalMs, 10_000);
  }

  /** The cache group of operators' sessions (they belong to no supplier). */
  static readonly OPERATORS_GROUP = 'operators';
  /** The cache group of people of several suppliers: dropped on any supplier's change (a group holds one supplier). */
  static readonly SEVERAL_SUPPLIERS_GROUP = 'suppliers:several';

  /** Where a cached actor is dropped when a supplier changes: its one supplier's group, or the group of several. */
  static actorGroup(actor: Pick<CachedActor, 'isOperator' | 'memberships'>): string {
    if (actor.isOperator) return ReadCaches.OPERATORS_GROUP;
    const [only, ...others] = actor.memberships;
    return only && others.length === 0 ? ReadCaches.supplierGroup(only.supplierId) : ReadCaches.SEVERAL_SUPPLIERS_GROUP;
  }

  static actorKey(userId: number): string {
    return `user:${userId}`;
  }

  static supplierGroup(supplierId: number): string {
    return `supplier:${supplierId}`;
  }

  static ordersGroup(supplierId: number): string {
    return `orders:${supplierId}`;
  }

  /** A supplier's feature flags (its override changed: 'flags:<supplier>'). */
  static flagsGroup(supplierId: number): string {
    return `flags:${supplierId}`;
  }

  /**
   * The supplier's payments grids' totals (and the overview): dropped on any change of its invoices, remittances,
   * their lines, deductions, disputes or credit memos (migration 0036; docs/decisions/payments.md, "Speed").
   */
  static paymentsGroup(supplierId: number): string {
    return `payments:${supplierId}`;
  }

  /**
   * A supplier's cases grid's totals: dropped on any change of its cases or their messages (migration 0042's
   * 'cases:<supplier>'; docs/decisions/cases.md, "Speed").
   */
  static casesGroup(supplierId: number): string {
    return `cases:${supplierId}`;
  }

  /** The console's case queue's totals (every supplier's cases): dropped on a change of any supplier's cases. */
  static readonly CASE_QUEUE_GROUP = 'case-queue';

  /**
   * A cache_invalidated payload: 'orders:<supplier>', 'payments:<supplier>', 'cases:<supplier>', 'user:<user>',
   * 'supplier:<supplier>', 'flags:...' or '*' (everything).
   */
  invalidate(payload: string): void {
    const [kind, id] = payload.split(':');
    if (kind === 'orders' && id) {
      this.gridTotals.deleteGroup(payload);
      this.pageCursors.deleteGroup(payload);
    } else if (kind === 'payments' && id) {
      this.gridTotals.deleteGroup(payload);
      this.paymentsOverviews.deleteGroup(payload);
    } else if (kind === 'user' && id) this.actors.delete(payload);
    else if (kind === 'supplier' && id) {
      this.actors.deleteGroup(payload);
      this.actors.deleteGroup(ReadCaches.SEVERAL_SUPPLIERS_GROUP);
    }
    // a feature flag changed: a supplier's override, or a default ('*': every supplier's); the event stream tells the pages
    else if (kind === 'flags') {
      if (id === '*') this.featureFlags.clear();
      else if (id) this.featureFlags.deleteGroup(payload);
    }
    // the scorecard's counts changed: nothing cached here reads them (the event stream tells the supplier's pages)
    else if (kind === 'performance') return;
    // a supplier's cases changed: its grid's totals and the console queue's (the event stream tells the pages)
    else if (kind === 'cases' && id) {
      this.gridTotals.deleteGroup(payload);
      this.gridTotals.deleteGroup(ReadCaches.CASE_QUEUE_GROUP);
    } else this.clear();
  }

  clear(): void {
    this.actors.clear();
    this.gridTotals.clear();
    this.pageCursors.clear();
    this.paymentsOverviews.clear();
    this.featureFlags.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readCaches: ReadCaches;
  }
}

export function registerReadCaches(app: FastifyInstance, config: AppConfig): ReadCaches {
  const caches = new ReadCaches({ actorMs: config.actorCacheMs, gridTotalMs: config.gridTotalCacheMs });
  app.decorate('readCaches', caches);
  return caches;
}
