// Environment -> typed configuration, validated once at start with a clear message per bad value.
import { z } from 'zod';
import path from 'node:path';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  // PostgreSQL, the production setup (docs/operations.md): DATABASE_URL is a LOGIN role without BYPASSRLS that owns
  // nothing (portal_api); DATABASE_OWNER_URL is the tables' owner, for the migrations, the seed and the system's work
  // (no request context: workers, listeners, token lookups). Set: row-level security is on for every request.
  DATABASE_OWNER_URL: z.string().url().optional(),
  // PostgreSQL, the single-connection setup: DATABASE_URL is the owner and requests switch to this role per transaction
  // (migration 0024 creates portal_app); unset (and no DATABASE_OWNER_URL): row-level security is off
  DATABASE_APP_ROLE: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  // Past one machine (docs/scaling.md): DATABASE_URL may be a PgBouncer in transaction mode; the LISTEN session and the
  // migrations then need a direct connection (DATABASE_DIRECT_URL, default DATABASE_URL). Named prepared statements do
  // not survive transaction pooling on PgBouncer < 1.21: DATABASE_PREPARED_STATEMENTS=false sends them unnamed.
  DATABASE_DIRECT_URL: z.string().url().optional(),
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  // A streaming replica for the heavy reads that tolerate a second of lag (exports, print details, dashboards); default
  // DATABASE_URL.
  DATABASE_READ_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Supplier Portal <no-reply@portal.test>'),
  ONBOARDING_CONTACT_EMAIL: z.email().default('supplier-onboarding@marketplace.test'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // Files: Azure Blob Storage when both are set, else local disk under DATA_DIR/files.
  AZURE_STORAGE_CONNECTION_STRING: z.string().min(1).optional(),
  AZURE_STORAGE_CONTAINER: z
    .string()
    .regex(/^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/, 'must be a valid container name (3-63 lower-case letters, digits, dashes)')
    .optional(),
  FILE_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(10),
  // Read caches (platform/caches): how long a signed-in user's row and a grid total may be reused; 0 turns one off.
  ACTOR_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  GRID_TOTAL_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  // The answer cache (platform/caches/answer-cache.ts): how much memory the kept answers may take; 0 turns it off.
  ANSWER_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  // Prometheus metrics on their own listener (platform/telemetry), never the public port; 0 turns it off.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // GET /api/ready: a database slower than this to answer `select 1` counts as down (503).
  READY_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  // Webhooks (modules/integrations): private/loopback targets allowed (default: development only), the delivery
  // worker in this process (default: not under NODE_ENV=test, whose tests drive it), its poll, and after how many
  // deliveries given up in a row an endpoint is disabled.
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['true', 'false']).optional(),
  WEBHOOKS_WORKER: z.enum(['true', 'false']).optional(),
  WEBHOOKS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  WEBHOOKS_DISABLE_AFTER: z.coerce.number().int().min(1).max(100).default(3),
  MAIL_WORKER: z.enum(['true', 'false']).optional(),
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // The scorecard's loop (modules/performance): in this process (default: not under NODE_ENV=test, whose tests drive
  // it), and how often it re-computes every supplier's alerts (the 30-day window moves with the days).
  PERFORMANCE_WORKER: z.enum(['true', 'false']).optional(),
  PERFORMANCE_POLL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(3_600_000),
  // The reactions that follow a domain event after commit (platform/events): the worker in this process (default: not
  // under NODE_ENV=test, whose tests drain it) and its poll.
  REACTIONS_WORKER: z.enum(['true', 'false']).optional(),
  REACTIONS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  // EDI's SFTP server (modules/edi/sftp, docs/operations.md "EDI over SFTP"): off unless SFTP_PORT is set (0: a free
  // port, for tests); its host key is SFTP_HOST_KEY_FILE's, generated there (default DATA_DIR/sftp/host_key) when absent.
  SFTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  SFTP_HOST: z.string().min(1).default('0.0.0.0'),
  SFTP_HOST_KEY_FILE: z.string().min(1).optional(),
});

export type AppConfig = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** The tables' owner (migrations, seed, system work) when DATABASE_URL is the requests' login role (docs/operations.md). */
  databaseOwnerUrl?: string;
  /** Requests' role under row-level security when the owner connects (PostgreSQL; docs/decisions/row-level-security.md). */
  databaseAppRole?: string;
  /** The session connection for LISTEN and migrations when DATABASE_URL goes through PgBouncer. */
  databaseDirectUrl?: string;
  /** The read replica's URL (docs/scaling.md); absent: the primary serves every read. */
  databaseReadUrl?: string;
  /** Named prepared statements (false behind PgBouncer transaction pooling before 1.21). */
  databasePreparedStatements: boolean;
  publicUrl: string;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Whom a supplier writes to for a new invitation (the expired invitation says so). */
  onboardingContactEmail: string;
  logLevel: string;
  webDist?: string;
  seedDemo: boolean;
  trustProxy: boolean;
  azureStorage?: { connectionString: string; container: string };
  fileUploadMaxBytes: number;
  actorCacheMs: number;
  gridTotalCacheMs: number;
  /** Memory the answer cache may take (platform/caches/answer-cache.ts); 0 turns it off. */
  answerCacheBytes: number;
  /** The metrics listener; absent when METRICS_PORT is 0 or empty. */
  metrics?: { port: number; host: string };
  readyTimeoutMs: number;
  webhooks: { allowPrivate: boolean; worker: boolean; pollMs: number; disableAfter: number };
  /** The outbox's delivery (with SMTP_URL): the worker, its poll, how long sent rows are kept. */
  mail: { worker: boolean; pollMs: number; retentionDays: number };
  /** The scorecard's loop: facts backfill at start, every supplier's alerts each poll. */
  performance: { worker: boolean; pollMs: number };
  /** The after-commit reactions of domain events: the worker, its poll. */
  reactions: { worker: boolean; pollMs: number };
  /** EDI's SFTP server; absent when SFTP_PORT is not set (off). */
  sftp?: { port: number; host: string; hostKeyFile: string };
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (Boolean(c.AZURE_STORAGE_CONNECTION_STRING) !== Boolean(c.AZURE_STORAGE_CONTAINER)) {
    throw new ConfigError(
      'Invalid configuration:\n  AZURE_STORAGE_CONNECTION_STRING and AZURE_STORAGE_CONTAINER: set both for Azure Blob Storage, or neither for local disk',
    );
  }
  if (c.NODE_ENV === 'production') {
    const missing = (['JWT_SECRET', 'DATABASE_URL', 'PUBLIC_URL'] as const).filter((k) => !c[k]);
    if (missing.length) {
      throw new ConfigError(`Invalid configuration:\n${missing.map((k) => `  ${k}: required in production`).join('\n')}`);
    }
  }
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    databaseOwnerUrl: c.DATABASE_OWNER_URL,
    databaseAppRole: c.DATABASE_APP_ROLE,
    databaseDirectUrl: c.DATABASE_DIRECT_URL,
    databaseReadUrl: c.DATABASE_READ_URL,
    databasePreparedStatements: c.DATABASE_PREPARED_STATEMENTS === 'true',
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    jwtSecret: c.JWT_SECRET,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    onboardingContactEmail: c.ONBOARDING_CONTACT_EMAIL,
    logLevel: c.LOG_LEVEL,
    webDist: c.WEB_DIST,
    seedDemo: c.SEED_DEMO === 'true',
    trustProxy: c.TRUST_PROXY === 'true',
    azureStorage:
      c.AZURE_STORAGE_CONNECTION_STRING && c.AZURE_STORAGE_CONTAINER
        ? { connectionString: c.AZURE_STORAGE_CONNECTION_STRING, container: c.AZURE_STORAGE_CONTAINER }
        : undefined,
    fileUploadMaxBytes: c.FILE_UPLOAD_MAX_MB * 1024 * 1024,
    actorCacheMs: c.ACTOR_CACHE_MS,
    gridTotalCacheMs: c.GRID_TOTAL_CACHE_MS,
    answerCacheBytes: Math.round(c.ANSWER_CACHE_MB * 1024 * 1024),
    readyTimeoutMs: c.READY_TIMEOUT_MS,
    mail: {
      worker: (c.MAIL_WORKER ?? (c.NODE_ENV === 'test' ? 'false' : 'true')) === 'true',
      pollMs: c.MAIL_POLL_MS,
      retentionDays: c.MAIL_RETENTION_DAYS,
    },
    performance: {
      worker: (c.PERFORMANCE_WORKER ?? (c.NODE_ENV === 'test' ? 'false' : 'true')) === 'true',
      pollMs: c.PERFORMANCE_POLL_MS,
    },
    reactions: {
      worker: (c.REACTIONS_WORKER ?? (c.NODE_ENV === 'test' ? 'false' : 'true')) === 'true',
      pollMs: c.REACTIONS_POLL_MS,
    },
    webhooks: {
      allowPrivate: (c.WEBHOOKS_ALLOW_PRIVATE ?? (c.NODE_ENV === 'development' ? 'true' : 'false')) === 'true',
      worker: (c.WEBHOOKS_WORKER ?? (c.NODE_ENV === 'test' ? 'false' : 'true')) === 'true',
      pollMs: c.WEBHOOKS_POLL_MS,
      disableAfter: c.WEBHOOKS_DISABLE_AFTER,
    },
    sftp:
      c.SFTP_PORT === undefined
        ? undefined
        : {
            port: c.SFTP_PORT,
            host: c.SFTP_HOST,
            hostKeyFile: path.resolve(c.SFTP_HOST_KEY_FILE ?? path.join(c.DATA_DIR, 'sftp', 'host_key')),
          },
    // the one variable where empty is not "unset": METRICS_PORT= turns the listener off, as 0 does
    metrics: c.METRICS_PORT && env.METRICS_PORT !== '' ? { port: c.METRICS_PORT, host: c.METRICS_HOST } : undefined,
  };
}
