// Typed service errors and the one handler that turns every failure into {title, status, detail?, errors?}.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, toJsonPath, type ApiErrorBody } from '@portal/contracts';
import { ZodError } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(detail ?? title);
  }
}
export class NotFound extends HttpError {
  constructor(detail = 'The requested resource was not found.') {
    super(404, 'Not Found', detail);
  }
}
export class Conflict extends HttpError {
  constructor(detail: string) {
    super(409, 'Conflict', detail);
  }
}
export class Forbidden extends HttpError {
  constructor(detail: string = MESSAGES.forbidden) {
    super(403, 'Forbidden', detail);
  }
}
export class Unauthorized extends HttpError {
  constructor(detail = 'Authentication is required.') {
    super(401, 'Unauthorized', detail);
  }
}
export class TooManyRequests extends HttpError {
  constructor(retryAfterSeconds: number, detail = 'Too many attempts. Please try again later.') {
    super(429, 'Too Many Requests', detail, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
/** A dependency the call needs does not answer (the readiness probe's database). */
export class ServiceUnavailable extends HttpError {
  constructor(detail: string) {
    super(503, 'Service Unavailable', detail);
  }
}
/** Bad input: errors maps a JSON path ("$.items[0].sku") to its messages. */
export class Invalid extends HttpError {
  constructor(errors: Record<string, string[]>, detail: string = MESSAGES.formGeneric) {
    super(400, 'Bad Request', detail, errors);
  }
  static field(path: readonly PropertyKey[], message: string, detail?: string): Invalid {
    return new Invalid({ [toJsonPath(path)]: [message] }, detail);
  }
}

function instancePathToJsonPath(instancePath: string | undefined): string {
  const parts = (instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  return toJsonPath(parts);
}

export function zodErrorsToMap(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[toJsonPath(issue.path)] ??= []).push(issue.message);
  return errors;
}

export const DATABASE_UNAVAILABLE = 'The database does not answer. Please try again in a moment.';

/** SQLSTATE classes 08 (connection exception) and 57P (operator intervention: admin shutdown, crash, cannot connect now),
 * 53300 (too many connections), and the socket errors node-postgres raises when the server goes away. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '53300', '57P01', '57P02', '57P03']);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
];

/** Is this failure (or one of its causes: drizzle wraps the driver's error) the database being out of reach? */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.some((m) => m.test(e.message))) return true;
  }
  return false;
}

export const STORAGE_FULL = 'The file store is full. Nothing was saved; please try again later.';
export const STORAGE_UNAVAILABLE = 'The file store is not available right now. Please try again in a moment.';
/** Local disk failures that are the machine's, not the request's: a full, read-only or failing DATA_DIR. */
const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
const STORAGE_DOWN_CODES = new Set(['EROFS', 'EACCES', 'EPERM', 'EIO', 'EMFILE', 'ENFILE']);

/**
 * The file store's outage message, or null: a file system call failing for lack of space or write access (it has a
 * `syscall`; database errors never do), or the Azure SDK's RestError without an HTTP answer or with a 5xx/403 one
 * (unreachable, throttled, misconfigured credentials). Checked before the database: both can say ECONNREFUSED.
 */
export function storageFailure(error: unknown): string | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const { code, syscall, statusCode } = e as { code?: unknown; syscall?: unknown; statusCode?: unknown };
    if (typeof syscall === 'string' && typeof code === 'string') {
      if (STORAGE_FULL_CODES.has(code)) return STORAGE_FULL;
      if (STORAGE_DOWN_CODES.has(code)) return STORAGE_UNAVAILABLE;
    }
    if (e.name === 'RestError' && (typeof statusCode !== 'number' || statusCode >= 500 || statusCode === 403)) {
      return STORAGE_UNAVAILABLE;
    }
  }
  return null;
}

export const DATA_REFUSED = 'A value is out of range or not in a form the portal can store.';

/**
 * SQLSTATE class 22 (data exception: a number out of range, a malformed date, a string too long): a value the request
 * brought that no schema bounded. The request is at fault, so 400 in the shape, never the database's text.
 */
export function isDataException(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/**
 * The router's own refusals (a path that is not valid percent-encoding, a path parameter over the router's length
 * limit) in the error shape: Fastify's default answers them in its own shape, echoing the path.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const body: ApiErrorBody =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { title: 'URI Too Long', status: 414, detail: 'A path parameter is longer than any valid value.' }
      : error.code === 'FST_ERR_BAD_URL'
        ? { title: 'Bad Request', status: 400, detail: 'The address is not valid (malformed percent-encoding).' }
        : { title: 'Internal Server Error', status: 500, detail: UNEXPECTED_ERROR };
  void reply.status(body.status).type('application/json').send(body);
}

/**
 * What the HTTP parser refuses before a request exists (a header block over the server's maxHeaderSize, a malformed
 * request line, a client that times out) answered in the spec's error shape instead of Fastify's own body.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // a reset connection has nobody to answer (Node's own rule)
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const body: ApiErrorBody =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? { title: 'Request Header Fields Too Large', status: 431, detail: 'The address or the headers are longer than the server reads.' }
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? { title: 'Request Timeout', status: 408, detail: 'The request did not arrive in time.' }
        : { title: 'Bad Request', status: 400, detail: 'The request could not be read.' };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${body.status} ${body.title}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

export interface ErrorHandlingOptions {
  /** When the web build is served, non-API GETs that match nothing get the app shell. */
  spaIndex?: boolean;
  /** The methods an API path takes (platform/allowed-methods.ts): a known path with another method answers 405. */
  allowedMethods?: (path: string) => string[];
}

/** The answer to a failure: the error shape and its headers; a 5xx never carries the error's own text. */
export function errorAnswer(
  error: FastifyError | HttpError | ZodError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): { body: ApiErrorBody; headers?: Record<string, string> } {
  if (error instanceof HttpError) {
    const body: ApiErrorBody = { title: error.title, status: error.status, detail: error.detail, errors: error.errors };
    return error.headers ? { body, headers: error.headers } : { body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const v of error.validation) (errors[instancePathToJsonPath(v.instancePath)] ??= []).push(v.message ?? MESSAGES.invalidFormat);
    return { body: { title: 'Bad Request', status: 400, detail: MESSAGES.formGeneric, errors } };
  }
  if (error instanceof ZodError)
    return { body: { title: 'Bad Request', status: 400, detail: MESSAGES.formGeneric, errors: zodErrorsToMap(error) } };
  const storage = storageFailure(error);
  if (storage) {
    request.log.error({ err: error }, 'file store unavailable');
    return { body: { title: 'Service Unavailable', status: 503, detail: storage }, headers: { 'retry-after': '30' } };
  }
  if (isDatabaseUnavailable(error)) {
    // The database restarts or is out of reach: a retryable 503 in the shape, never a 500 with the driver's text.
    request.log.error({ err: error }, 'database unavailable');
    return { body: { title: 'Service Unavailable', status: 503, detail: DATABASE_UNAVAILABLE }, headers: { 'retry-after': '5' } };
  }
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'request refused by the database as data');
    return { body: { title: 'Bad Request', status: 400, detail: DATA_REFUSED } };
  }
  const code = (error as { statusCode?: unknown }).statusCode;
  const status = typeof code === 'number' && code >= 400 && code <= 599 ? code : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return { body: genericError(status) };
  }
  const body: ApiErrorBody = { title: STATUS_CODES[status] ?? 'Bad Request', status, detail: error.message };
  return status === 429 ? { body, headers: { 'retry-after': String(reply.getHeader('retry-after') ?? 60) } } : { body };
}

/** A 5xx in the shape with a generic detail (no message, SQL, parameter or stack of the failure). */
function genericError(status: number): ApiErrorBody {
  if (status === 503) return { title: 'Service Unavailable', status, detail: DATABASE_UNAVAILABLE };
  return { title: STATUS_CODES[status] ?? 'Internal Server Error', status, detail: UNEXPECTED_ERROR };
}
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

/**
 * For an onSend hook whose own work failed (the idempotency key's bookkeeping after the database went away): the
 * answer becomes the failure's, in the shape. Throwing from onSend would reach Fastify's default error handler (its
 * own `{statusCode, error, message}` body with the driver's text: the error handler already ran for this reply).
 */
export function replaceWithError(error: Error, request: FastifyRequest, reply: FastifyReply): string {
  const { body, headers } = errorAnswer(error, request, reply);
  if (headers) void reply.headers(headers);
  void reply.status(body.status).type('application/json');
  reply.removeHeader('content-range');
  return JSON.stringify(body);
}

/** Is this answer body the spec's error shape (and not Fastify's own `{statusCode, error, message}`)? */
function isErrorShape(payload: unknown): boolean {
  if (typeof payload !== 'string') return false;
  try {
    const json = JSON.parse(payload) as Record<string, unknown>;
    return typeof json.title === 'string' && typeof json.status === 'number' && !('statusCode' in json) && !('message' in json);
  } catch {
    return false;
  }
}

export function registerErrorHandling(app: FastifyInstance, opts: ErrorHandlingOptions = {}): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    const { body, headers } = errorAnswer(error, request, reply);
    if (headers) void reply.headers(headers);
    return reply.status(body.status).type('application/json').send(body);
  });

  // The last line: an error that reached Fastify's own handlers (a hook that failed after the error handler had
  // answered, the second failure of one request) is still answered in the shape with a generic detail. Fastify runs
  // the onSend hooks on its fallback body too; this one is the first of them.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (typeof payload !== 'string' || isErrorShape(payload)) return payload;
    let fastifyShape = false;
    try {
      const json = JSON.parse(payload) as Record<string, unknown>;
      fastifyShape = 'statusCode' in json || ('error' in json && 'message' in json);
    } catch {
      fastifyShape = reply.statusCode >= 500;
    }
    if (!fastifyShape) return payload;
    request.log.error({ status: reply.statusCode }, "an error reached the framework's own handler: answered in the shape");
    const status = reply.statusCode;
    return JSON.stringify(status >= 500 ? genericError(status) : { title: STATUS_CODES[status] ?? 'Bad Request', status });
  });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    // The metrics live on their own private listener (platform/telemetry): here the path is a plain 404, not the app.
    const isMetrics = request.url.split('?')[0] === '/metrics';
    // A missing file (an old chunk after a deployment) is a real 404, so the client can tell "System update detected".
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]!);
    if (opts.spaIndex && !isApi && !isMetrics && !isFile && request.method === 'GET') {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    const path = request.url.split('?')[0]!;
    const allowed = isApi ? (opts.allowedMethods?.(path) ?? []) : [];
    if (allowed.length) {
      const body: ApiErrorBody = {
        title: 'Method Not Allowed',
        status: 405,
        detail: `${path} does not take ${request.method}; it takes ${allowed.join(', ')}.`,
      };
      return reply.status(405).header('allow', allowed.join(', ')).send(body);
    }
    const body: ApiErrorBody = { title: 'Not Found', status: 404, detail: `No route ${request.method} ${path}` };
    return reply.status(404).send(body);
  });
}
