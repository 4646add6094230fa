// Scrubbing of monitoring events (one rule for RUM and logs): no access token, refresh token, password, one-time code
// or e-mail address leaves the browser, in URLs, messages, headers, bodies or contexts.
import { MONITORING_DROPPED_STATUSES } from './monitoring.schemas.ts';

export const REDACTED = '[redacted]';

// Keys whose values are secrets wherever they appear (query parameters, JSON fields, context keys); compared without
// case, dashes and underscores.
const SECRET_KEYS = [
  'token',
  'accesstoken',
  'refreshtoken',
  'authtoken',
  'idtoken',
  'authorization',
  'cookie',
  'password',
  'currentpassword',
  'newpassword',
  'confirmpassword',
  'code',
  'onetimecode',
  'otp',
  'passwordresettoken',
  'passwordcreatetoken',
  'email',
  'username',
  'secret',
  'clienttoken',
];
const normaliseKey = (key: string) => key.toLowerCase().replace(/[-_]/g, '');
export const isSecretKey = (key: string) => {
  const k = normaliseKey(key);
  return SECRET_KEYS.includes(k) || k.endsWith('token') || k.endsWith('password');
};

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// key=value in query strings and form bodies
const KEY_VALUE = /([?&#;]|^)([A-Za-z_-]+)=([^&#\s]*)/g;
// "key": "value" in JSON text
const JSON_FIELD = /("([A-Za-z_-]+)"\s*:\s*)"(?:[^"\\]|\\.)*"/g;
// Bearer tokens and JWTs in free text
const BEARER = /\bBearer\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;
// "password: x", "code 123456" in messages
const SECRET_PHRASE = /\b(password|token|code)(\s*[:=]\s*)(?!\[redacted\])([^\s&#,;\"]+)/gi;

/** Redacts secrets in a string (URL, message, body text). */
export function scrubText(text: string): string {
  return text
    .replace(KEY_VALUE, (all, sep: string, key: string) => (isSecretKey(key) ? `${sep}${key}=${REDACTED}` : all))
    .replace(JSON_FIELD, (all, prefix: string, key: string) => (isSecretKey(key) ? `${prefix}"${REDACTED}"` : all))
    .replace(BEARER, `Bearer ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(SECRET_PHRASE, (_all, word: string, sep: string) => `${word}${sep}${REDACTED}`)
    .replace(EMAIL, REDACTED);
}

/** Redacts secrets in place in an event object (keys named like secrets lose their value; every string is scrubbed). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (depth > 10) return value;
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) {
    value.forEach((item, i) => (value[i] = scrubValue(item, depth + 1)));
    return value;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (isSecretKey(key) && (typeof item === 'string' || typeof item === 'number')) record[key] = REDACTED;
      else record[key] = scrubValue(item, depth + 1);
    }
  }
  return value;
}

/** True when a RUM event is a resource event whose HTTP status the spec drops (400 to 403). */
export function isDroppedResource(event: { type?: unknown; resource?: { status_code?: unknown } }): boolean {
  const status = event.resource?.status_code;
  return event.type === 'resource' && typeof status === 'number' && (MONITORING_DROPPED_STATUSES as readonly number[]).includes(status);
}
