// Domain events (docs/architecture.md, "Domain events"): an area publishes a typed fact (contracts' DomainEvent) in the
// transaction of the change that caused it; the areas that react subscribe to its type from their own folder. Two
// kinds of subscriber:
// - in the transaction: what must hold with the change (the order's activity row, the scorecard's facts, the webhook
//   outbox's rows), run by `publish` itself, in the caller's transaction, before it returns: a failure rolls the
//   change back, and no reader ever sees the change without its reaction;
// - after commit: what may follow (a mail), a row per event in domain_event_reactions written with the change, run by
//   the reactions worker of any process (reactions-worker.ts): at least once, and once where the reaction only writes
//   to the database (it runs in the transaction that deletes its row).
// The subscribers are one list, put together where the app is composed (apps/api/src/domain-subscribers.ts) and
// installed once per process before anything publishes: platform/ names no module.
import { sql } from 'drizzle-orm';
import type { DomainEvent, DomainEventOf, DomainEventType } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { Mailer } from '../mail/mail-message.ts';

type EventsOf<T extends DomainEventType> = DomainEventOf<T>[];

/** Runs in the change's transaction with every event of its types that one `publish` call carries (in order). */
export interface InTransactionSubscriber<T extends DomainEventType = DomainEventType> {
  name: string;
  phase: 'inTransaction';
  events: readonly T[];
  handle(tx: Tx | Db, events: EventsOf<T>, at: Date): Promise<void>;
}

/** What an after-commit reaction may use: the app's mailer and public address (a link in a mail). */
export interface ReactionContext {
  mailer: Mailer;
  publicUrl: string;
  now: Date;
}

/** Runs after commit, once per event, in its own transaction (`tx`) that also deletes the waiting row. */
export interface AfterCommitSubscriber<T extends DomainEventType = DomainEventType> {
  name: string;
  phase: 'afterCommit';
  events: readonly T[];
  /**
   * Which events of its types it reacts to (absent: all): one that does not is given no waiting row at all, so a
   * reaction to a few order changes costs the others nothing.
   */
  accepts?(event: DomainEventOf<T>): boolean;
  handle(tx: Tx, event: DomainEventOf<T>, context: ReactionContext): Promise<void>;
}

export type DomainSubscriber = InTransactionSubscriber<never> | AfterCommitSubscriber<never>;

/** A subscriber of the types `events`, its handler typed by them (the registry keeps them as DomainSubscriber). */
export const inTransaction = <T extends DomainEventType>(s: Omit<InTransactionSubscriber<T>, 'phase'>): DomainSubscriber =>
  ({ ...s, phase: 'inTransaction' }) as unknown as DomainSubscriber;
export const afterCommit = <T extends DomainEventType>(s: Omit<AfterCommitSubscriber<T>, 'phase'>): DomainSubscriber =>
  ({ ...s, phase: 'afterCommit' }) as unknown as DomainSubscriber;

interface Registry {
  inTransaction: InTransactionSubscriber[];
  afterCommit: Map<string, AfterCommitSubscriber>;
}
let registry: Registry | null = null;

/**
 * The process's subscribers, from the composition root (app.ts, the seed, a script). The same list may be installed
 * again (every app a test file builds): a different one is refused, so one process never reacts two ways.
 */
export function installDomainSubscribers(subscribers: readonly DomainSubscriber[]): void {
  const names = subscribers.map((s) => s.name);
  if (new Set(names).size !== names.length) throw new Error(`Domain subscribers with the same name: ${names.join(', ')}.`);
  if (registry) {
    const installed = [...registry.inTransaction, ...registry.afterCommit.values()].map((s) => s.name).sort();
    if (installed.join() !== [...names].sort().join()) throw new Error('Another list of domain subscribers is installed already.');
    return;
  }
  const all = subscribers as unknown as (InTransactionSubscriber | AfterCommitSubscriber)[];
  registry = {
    inTransaction: all.filter((s): s is InTransactionSubscriber => s.phase === 'inTransaction'),
    afterCommit: new Map(all.filter((s): s is AfterCommitSubscriber => s.phase === 'afterCommit').map((s) => [s.name, s])),
  };
}

function installed(): Registry {
  // an event published with no subscribers would lose every reaction: refuse, loudly, instead
  if (!registry) throw new Error('No domain subscribers are installed: call installDomainSubscribers where the app is composed.');
  return registry;
}

/** The after-commit subscriber of that name (the reactions worker runs it). */
export function afterCommitSubscriber(name: string): AfterCommitSubscriber | undefined {
  return installed().afterCommit.get(name);
}

/** The after-commit subscribers' names (the worker's metrics). */
export function afterCommitSubscriberNames(): string[] {
  return [...installed().afterCommit.keys()];
}

const ROWS_PER_STATEMENT = 1000;

/**
 * Publishes the events in the caller's transaction at `at`: runs the in-transaction subscribers (in the order they
 * were installed, each with the events of its types) and writes a waiting reaction per event and after-commit
 * subscriber of its type.
 */
export async function publish(tx: Tx | Db, events: readonly DomainEvent[], at: Date): Promise<void> {
  if (events.length === 0) return;
  const { inTransaction, afterCommit } = installed();
  for (const subscriber of inTransaction) {
    const mine = events.filter((e) => subscriber.events.includes(e.type));
    if (mine.length) await subscriber.handle(tx, mine as never, at);
  }
  const reactions = events.flatMap((event) =>
    [...afterCommit.values()]
      .filter((s) => s.events.includes(event.type) && (s.accepts?.(event) ?? true))
      .map((s) => ({ subscriber: s.name, event })),
  );
  const when = at.toISOString();
  for (let start = 0; start < reactions.length; start += ROWS_PER_STATEMENT) {
    const values = reactions
      .slice(start, start + ROWS_PER_STATEMENT)
      .map((r) => sql`(${r.subscriber}, ${r.event.type}, ${JSON.stringify(r.event)}::jsonb, ${when}::timestamptz, ${when}::timestamptz)`);
    await tx.execute(sql`
      insert into domain_event_reactions (subscriber, event_type, event, occurred_on, next_attempt_on)
      values ${sql.join(values, sql`, `)}`);
  }
}
