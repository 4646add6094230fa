// buildApp(config): registers plugins and modules; no listen (server.ts does that, tests inject).
import { registerDrain } from './platform/shutdown.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import helmet from 'helmet';
import { registerReadCaches } from './platform/caches/read-caches.ts';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import '@portal/contracts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './platform/errors.ts';
import { collectAllowedMethods, MAX_PATH_PARAM_LENGTH } from './platform/allowed-methods.ts';
import { registerIdempotency } from './platform/idempotency.ts';
import { registerAnswerCache, registerAnswerCacheGauges } from './platform/caches/answer-cache.ts';
import { holdItemRangesFromCompression, restoreItemRangesAfterCompression } from './platform/item-range-compression.ts';
import { registerOpenApiDocument } from './platform/openapi/openapi-document.ts';
import { healthRoutes } from './modules/health/index.ts';
import {
  labelsRoutes,
  orderDecisionsOpsRoutes,
  orderDetailRoutes,
  orderIntakeOpsRoutes,
  orderProcessRoutes,
  ORDER_QUEUE_COUNTERS,
  ordersRoutes,
  orderShippingRoutes,
  orderExceptionsRoutes,
  orderViewOpsRoutes,
  productImagesRoutes,
  registerOrderChangeSource,
} from './modules/orders/index.ts';
import { registerAuth, type RouteAudience } from './platform/auth.ts';
import { AccessTokens } from './platform/access-tokens.ts';
import { resolveAccessTokenSecret } from './platform/secrets.ts';
import { systemClock } from './platform/clock.ts';
import { createMailer, registerMailWorker } from './platform/mail/mailer.ts';
import { registerAfterResponse } from './platform/after-response.ts';
import { authRoutes, registerMailRequestSweep, sessionEndedSource } from './modules/auth/index.ts';
import { currentUserRoutes } from './modules/current-user/index.ts';
import { featureFlagsRoutes, flagsChangedSource } from './modules/feature-flags/index.ts';
import { devRoutes } from './modules/dev/index.ts';
import { registerStorage, registerStorageRoutes } from './platform/storage/create-storage.ts';
import { documentsRoutes } from './modules/documents/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { accountingDevRoutes, accountingRoutes, creditOpsRoutes } from './modules/accounting/index.ts';
import {
  deductionsOpsRoutes,
  deductionsRoutes,
  PAYMENTS_QUEUE_COUNTERS,
  paymentsOpsRoutes,
  paymentsRoutes,
} from './modules/payments/index.ts';
import {
  caseCategoriesOpsRoutes,
  CASES_QUEUE_COUNTERS,
  casesChangedSource,
  casesOpsRoutes,
  casesRoutes,
  opsCasesChangedSource,
} from './modules/cases/index.ts';
import {
  performanceChangedSource,
  performanceOpsRoutes,
  performanceOrderIds,
  performanceRoutes,
  registerPerformanceLoop,
} from './modules/performance/index.ts';
import { contactsRoutes } from './modules/contacts/index.ts';
import { usersRoutes } from './modules/users/index.ts';
import { passkeysRoutes, secondFactorDeps, secondFactorGate, secondFactorRoutes } from './modules/second-factor/index.ts';
import { registerSsoSweep, ssoDeps, ssoEnforcement, ssoOpsRoutes, ssoRoutes } from './modules/sso/index.ts';
import { sessionsRoutes } from './modules/sessions/index.ts';
import { membershipsOpsRoutes, membershipsRoutes } from './modules/memberships/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { SCIM_PREFIX, scimRoutes, scimTokensRoutes } from './modules/scim/index.ts';
import { ApiTokenAuth, integrationsRoutes, registerWebhookWorker } from './modules/integrations/index.ts';
import { APPLICATION_QUEUE_COUNTERS, applicationRoutes, onboardingOpsRoutes } from './modules/application/index.ts';
import { countriesRoutes } from './modules/countries/index.ts';
import { opsRoutes } from './modules/ops/index.ts';
import { suppliersOpsRoutes } from './modules/suppliers/index.ts';
import { ediDevRoutes, ediPartnerOpsRoutes, ediRoutes, ediSftpAccountOpsRoutes, registerEdiSftpServer } from './modules/edi/index.ts';
import { registerMetrics } from './platform/telemetry/metrics.ts';
import { reactionsWakeUp, registerDomainReactions, registerReactionsMetrics } from './platform/events/reactions-lifecycle.ts';
import { installPortalSubscribers } from './domain-subscribers.ts';
import { registerTraceRouteNames } from './platform/telemetry/trace-route.ts';
import { monitoringConfigFromEnv, monitoringConnectSources, monitoringRoutes } from './modules/monitoring/index.ts';
import { registerTenantContext } from './platform/tenancy/request-context.ts';
import { registerLiveStream } from './platform/live/live-stream.ts';
import { liveStreamRoutes } from './platform/live/live-stream.routes.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  /** Who may call it (route config `audience`, platform/auth.ts); undefined for a public route or a supplier route. */
  audience: RouteAudience | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    config: AppConfig;
    database: Database;
  }
  interface FastifyContextConfig {
    /** Route reachable without a session (sign-in calls, health, invitation lookup, application). */
    public?: boolean;
  }
}

// Secret fields are redacted wherever a log line carries them: in the request body or one level down in any object.
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'accessToken',
  'refreshToken',
  'authToken',
  'oneTimeCode',
  'passwordResetToken',
  'passwordCreateToken',
];
const REDACT = ['req.headers.authorization', ...SECRET_FIELDS.flatMap((field) => [`req.body.${field}`, `*.${field}`])];

/**
 * The request line and headers the server reads: the longest documented grid query (20,000 characters, counted as
 * JavaScript and zod count them: UTF-16 code units) percent-encoded, with room. A code unit takes up to 9 bytes so
 * (a BMP character above U+07FF is 3 bytes of UTF-8, each written %XX; a surrogate pair is 4 bytes for 2 units), so
 * 20,000 units are at most 180,000 bytes; the rest is the other parameters and headers.
 */
export const MAX_HEADER_BYTES = 192 * 1024;

export interface BuildOptions {
  /** Where log lines go (tests capture them); stdout when absent. */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: AppConfig, database: Database, options: BuildOptions = {}): Promise<FastifyInstance> {
  // the areas' reactions to each other's domain events, before any route or worker may publish one
  installPortalSubscribers();
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: REDACT, ...(options.logStream ? { stream: options.logStream } : {}) },
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'] : randomUUID()),
    trustProxy: config.trustProxy,
    // while closing, platform/shutdown.ts answers 503 in the spec's error shape instead of Fastify's own body
    return503OnClosing: false,
    // a malformed or overlong path answers in the spec's error shape too (platform/errors.ts)
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // the grid's `query` is documented up to 20,000 characters: percent-encoded JSON takes up to three bytes each
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    // every documented path parameter reaches its schema (and its 400); only a longer one is 414
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', systemClock());
  app.decorate('mailer', createMailer(config, database, app.log, app.clock));
  registerMailWorker(app);
  registerAfterResponse(app);
  // first onRequest hook: a request that an earlier hook answers (401) still gets its span named after the route
  registerTraceRouteNames(app);
  // the request's tenant context (supplier, operator) for row-level security and the statement check
  registerTenantContext(app);
  registerDrain(app);

  // Security headers from helmet's middleware, built once: @fastify/helmet built it anew for every request (parsing
  // the policy each time, ~3 % of a list call's CPU, docs/performance.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // plus the monitoring intake (or its proxy) when the browser reports real-user sessions
        connectSrc: ["'self'", 'blob:', ...monitoringConnectSources(monitoringConfigFromEnv(process.env))],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  const webDist = config.webDist ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const serveWeb = existsSync(path.join(webDist, 'index.html'));
  const allowedMethods = collectAllowedMethods(app);
  registerErrorHandling(app, { spaIndex: serveWeb, allowedMethods });

  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Read lazily: hooks of inner scopes (the docs) may mark the route public after this one runs.
    for (const method of methods)
      routes.push({
        method,
        url: route.url,
        get public() {
          return (route.config as { public?: boolean } | undefined)?.public === true;
        },
        get audience() {
          return (route.config as { audience?: RouteAudience } | undefined)?.audience;
        },
      });
  });
  // before compression (its onSend keeps the serialised answer) and before the modules (its onRoute marks their routes)
  registerIdempotency(app);
  // API answers above 1 kB are compressed by content negotiation (brotli at quality 4, then gzip); the event stream opts
  // out (its route sets compress: false) and the web app's assets are compressed once at build time (below).
  // the grids' items ranges (Content-Range: items 0-49/3452) would keep their pages uncompressed (item-range-compression.ts)
  holdItemRangesFromCompression(app);
  // Answers up to 128 kB (a grid's page of 50 orders is 21 kB) are compressed in one call rather than through a stream
  // (the plugin's default on 2 cores is 8 kB): less machinery per answer, and the answer cache keeps those bytes whole.
  await app.register(fastifyCompress, { global: true, threshold: 1024, syncThreshold: 128 * 1024, encodings: ['br', 'gzip'] });
  restoreItemRangesAfterCompression(app);
  // after the compressor and the items range's return: it keeps the bytes as they leave, and serves them again
  registerAnswerCache(app, config);
  registerReadCaches(app, config);
  registerAuth(app, new AccessTokens(resolveAccessTokenSecret(config)), new ApiTokenAuth(app));
  // the sign-in's second step (modules/second-factor), which modules/auth asks after the password or e-mailed code
  app.decorate('secondFactorGate', secondFactorGate(secondFactorDeps(app)));
  // the supplier's own identity provider (modules/sso), which modules/auth asks before a password or an e-mailed code
  app.decorate('ssoEnforcement', ssoEnforcement(ssoDeps(app)));
  registerWebhookWorker(app);
  // what follows a domain event after its commit (an alert's mail), run by the reactions worker
  registerDomainReactions(app);
  // the scorecard's hourly alerts and the facts of orders that have none (modules/performance)
  registerPerformanceLoop(app);
  registerMailRequestSweep(app);
  // single sign-on's sign-ins and SAML assertion IDs past their time (modules/sso)
  registerSsoSweep(app);
  // EDI's SFTP server (SFTP_PORT): trading partners' files in and out, on its own port
  registerEdiSftpServer(app);
  registerStorage(app, config);
  // the metrics first: the platform and the areas register their gauges on them (the open event streams)
  registerMetrics(app);
  registerAnswerCacheGauges(app);
  registerReactionsMetrics(app);
  // the app-wide live stream (GET /api/events) and each area's live source on it, in the order their events are documented
  await registerLiveStream(
    app,
    [
      registerOrderChangeSource(app),
      sessionEndedSource(app),
      flagsChangedSource(),
      performanceChangedSource(),
      casesChangedSource(),
      opsCasesChangedSource(),
    ],
    [reactionsWakeUp(app)],
  );

  await registerOpenApiDocument(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      // the orders list's filter by a scorecard figure is the performance area's (orders imports no reacting area)
      await api.register(ordersRoutes, { ordersBehindFigure: performanceOrderIds });
      await api.register(productImagesRoutes);
      await api.register(authRoutes);
      await api.register(currentUserRoutes);
      await api.register(featureFlagsRoutes);
      // The outbox shows sign-in codes and links: never reachable in production.
      if (config.env !== 'production') {
        await api.register(devRoutes);
        await api.register(accountingDevRoutes);
        await api.register(ediDevRoutes);
      }
      await registerStorageRoutes(api);
      await api.register(documentsRoutes);
      await api.register(labelsRoutes);
      await api.register(liveStreamRoutes);
      await api.register(orderDetailRoutes);
      await api.register(orderProcessRoutes);
      await api.register(orderShippingRoutes);
      await api.register(orderExceptionsRoutes);
      await api.register(dashboardRoutes);
      await api.register(accountingRoutes);
      await api.register(paymentsRoutes);
      await api.register(deductionsRoutes);
      await api.register(performanceRoutes);
      await api.register(casesRoutes);
      await api.register(contactsRoutes);
      await api.register(usersRoutes);
      await api.register(secondFactorRoutes);
      await api.register(passkeysRoutes);
      await api.register(sessionsRoutes);
      await api.register(membershipsRoutes);
      await api.register(auditRoutes);
      await api.register(scimTokensRoutes);
      await api.register(integrationsRoutes);
      await api.register(ediRoutes);
      await api.register(ssoRoutes);
      await api.register(applicationRoutes);
      await api.register(countriesRoutes);
      // The operations console (/api/ops): its guard and overview, and each area's operator routes and queue counters,
      // listed here so that modules/ops imports no area (docs/decisions/house.md).
      await api.register(opsRoutes, {
        areas: [
          orderDecisionsOpsRoutes,
          orderViewOpsRoutes,
          orderIntakeOpsRoutes,
          onboardingOpsRoutes,
          suppliersOpsRoutes,
          ediPartnerOpsRoutes,
          membershipsOpsRoutes,
          creditOpsRoutes,
          paymentsOpsRoutes,
          deductionsOpsRoutes,
          performanceOpsRoutes,
          casesOpsRoutes,
          caseCategoriesOpsRoutes,
          ediSftpAccountOpsRoutes,
          ssoOpsRoutes,
        ],
        queueCounters: [...ORDER_QUEUE_COUNTERS, ...APPLICATION_QUEUE_COUNTERS, ...PAYMENTS_QUEUE_COUNTERS, ...CASES_QUEUE_COUNTERS],
      });
      await api.register(monitoringRoutes);
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
      await api.register(async (docs) => {
        // The API reference page and its assets are public like the OpenAPI document.
        docs.addHook('onRoute', (route) => {
          route.config = { ...(route.config as object), public: true };
        });
        await docs.register(swaggerUi, { routePrefix: '/docs' });
      });
    },
    { prefix: '/api' },
  );
  // SCIM 2.0 for the suppliers' identity providers: its own tokens, media type and error body (modules/scim)
  await app.register(scimRoutes, { prefix: SCIM_PREFIX });

  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: ['index.html'],
      // the build writes .br and .gz next to each asset (apps/web/vite.config.ts): sent by Accept-Encoding, no CPU per request
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', webAssetCacheControl(filePath));
        // the body depends on Accept-Encoding (a .br, a .gz or the file): a shared cache must not mix them up
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  return app;
}

/** Hashed build assets never change under their name: cached for a year; everything else (index.html) revalidates. */
export function webAssetCacheControl(filePath: string): string {
  return /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
