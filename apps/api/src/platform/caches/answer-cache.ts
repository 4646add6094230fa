// The answer cache (docs/decisions/request-cost.md, "The answer cache"): a GET route marked `answerCache` answers a
// request with the bytes it sent last time to the same caller for the same URL, when the supplier's data has not
// changed since. What proves it has not: the supplier's data version (migration 0038), which every committed change of
// the supplier's data replaces in the changing transaction. One primary-key read of that row per request replaces the
// route's own statements, its serialisation and its compression; there is no window in which a change is not seen
// (read-your-writes across processes: the version is read from the database, not announced).
//
// - The version is read before the route runs (before its query is validated: a kept answer's URL passed validation) and kept with the answer the route then produces; if a change commits
//   between the two, the answer is kept under the older version and never served (the next request reads the newer).
// - The key is the caller (a user or an API token), the URL with its query, the Accept-Encoding (the bytes kept are the
//   compressed ones the compressor produced) and the minute of the app's clock: what an answer says of the time (late
//   orders, this month) is at most a minute old, and a test that moves the clock sees it at once.
// - Routes that read the read replica read the version there too: their data and its version arrive together.
// - Only 200 answers with a body the compressor left whole (not a stream) are kept; bounded in bytes (ANSWER_CACHE_MB,
//   0 turns it off), the oldest written first out.
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preValidationHookHandler } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { Actor } from '../auth.ts';
import { hookList } from '../item-range-compression.ts';

/** Where the route reads its data, and so where its version is read. */
export type AnswerCacheSource = 'primary' | 'readDb';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET whose answer depends only on the caller, the URL, the supplier's data and the minute (answer-cache.ts). */
    answerCache?: AnswerCacheSource;
  }
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
}

/** The headers of a kept answer (everything else is set again by the app's hooks for each request). */
const KEPT_HEADERS = ['content-type', 'content-range', 'content-encoding', 'vary', 'content-language'] as const;

export interface KeptAnswer {
  version: string;
  headers: [string, string][];
  body: Buffer;
}

interface Entry extends KeptAnswer {
  bytes: number;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get keptBytes(): number {
    return this.bytes;
  }

  /** The answer kept under `key` if it was kept at `version`. */
  get(key: string, version: string): KeptAnswer | undefined {
    const entry = this.entries.get(key);
    return entry && entry.version === version ? entry : undefined;
  }

  set(key: string, answer: KeptAnswer): void {
    if (!this.enabled) return;
    const bytes = answer.body.length + key.length * 2 + 200;
    if (bytes > this.maxBytes / 8) return;
    this.delete(key);
    // Map keeps insertion order: the first key is the oldest write
    while (this.bytes + bytes > this.maxBytes && this.entries.size) this.delete(this.entries.keys().next().value!);
    this.entries.set(key, { ...answer, bytes });
    this.bytes += bytes;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/** The supplier's data version: the id of the last transaction that changed its data; null before any change. */
export async function supplierDataVersion(db: Db, supplierId: number, named: boolean): Promise<string | null> {
  const client = db.$client as unknown as {
    query(query: { name?: string; text: string; values: unknown[] } | string, values?: unknown[]): Promise<{ rows: { v: string }[] }>;
  };
  const text = 'select version::text as v from supplier_data_versions where supplier_id = $1';
  // node-postgres: `named` parses it once per connection; PGlite takes the text
  const result = named
    ? await client.query({ name: 'supplier-data-version', text, values: [supplierId] })
    : await client.query(text, [supplierId]);
  return result.rows[0]?.v ?? null;
}

/** The cache key of a request: the caller, the URL, the encodings it accepts and the minute of the app's clock. */
export function answerKey(actor: Actor, request: FastifyRequest, clock: Clock): string {
  const caller = actor.apiTokenId !== undefined ? `t${actor.apiTokenId}` : `u${actor.userId}`;
  const minute = Math.floor(clock.now().getTime() / 60_000);
  return `${caller} ${minute} ${request.headers['accept-encoding'] ?? ''} ${request.url}`;
}

const pending = new WeakMap<FastifyRequest, { key: string; version: string }>();
const served = new WeakSet<FastifyReply>();

export function registerAnswerCache(app: FastifyInstance, config: AppConfig): AnswerCache {
  const cache = new AnswerCache(config.answerCacheBytes);
  app.decorate('answerCache', cache);
  if (!cache.enabled) return cache;

  const lookUp: preValidationHookHandler = async (request, reply) => {
    const source = request.routeOptions.config.answerCache;
    const actor = request.actor;
    if (!source || !actor || request.method !== 'GET') return;
    // the compressor's opt-out is not in the key: such a request is answered by the route
    if (request.headers['x-no-compression'] !== undefined) return;
    const key = answerKey(actor, request, app.clock);
    const db = source === 'readDb' ? app.database.readDb : app.database.db;
    // named where statements may be (not through PgBouncer < 1.21 in transaction mode: DATABASE_PREPARED_STATEMENTS)
    const version = await supplierDataVersion(
      db,
      actor.supplierId,
      app.database.kind === 'postgres' && app.config.databasePreparedStatements,
    );
    if (version === null) return;
    const kept = cache.get(key, version);
    if (!kept) {
      cache.misses++;
      pending.set(request, { key, version });
      return;
    }
    cache.hits++;
    served.add(reply);
    for (const [name, value] of kept.headers) void reply.header(name, value);
    // the compressor leaves an answer that already has a Content-Encoding alone
    return reply.code(200).send(kept.body);
  };

  // After the compressor and the items range's return (app.ts registers this last): the bytes as they leave.
  const keep: onSendHookHandler = async (request, reply, payload) => {
    const wanted = pending.get(request);
    if (!wanted || served.has(reply) || reply.statusCode !== 200) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
    if (!body) return payload;
    const headers: [string, string][] = [];
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers.push([name, String(value)]);
    }
    cache.set(wanted.key, { version: wanted.version, headers, body });
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.answerCache) return;
    // before the query's validation: a kept answer's URL passed it when the answer was made
    route.preValidation = [...hookList(route.preValidation), lookUp];
    route.onSend = [...hookList(route.onSend), keep];
  });
  return cache;
}

/** The cache's figures on the metrics endpoint (after registerMetrics): served, answered by the route, memory kept. */
export function registerAnswerCacheGauges(app: FastifyInstance): void {
  const cache = app.answerCache;
  app.metrics.registerGauge({
    name: 'portal_answer_cache_hits',
    help: 'Requests answered with kept bytes since start',
    read: () => cache.hits,
  });
  app.metrics.registerGauge({
    name: 'portal_answer_cache_misses',
    help: 'Requests of a cached route answered by the route since start',
    read: () => cache.misses,
  });
  app.metrics.registerGauge({ name: 'portal_answer_cache_bytes', help: 'Bytes the kept answers take', read: () => cache.keptBytes });
}
