// The API error body and the rules the client applies to it (normalisation, text priority).
import type { ApiErrorBody } from './error-schema.ts';
import { MESSAGES } from '../messages.ts';

export type { ApiErrorBody };

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/**
 * The spec's error shape read without zod (apiErrorSchema in error-schema.ts is the same shape for the API and its
 * document; errors.test.ts holds the two to the same answers): forms on the sign-in page map server errors without
 * downloading zod.
 */
export function asApiErrorBody(body: unknown): ApiErrorBody | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const b = body as Record<string, unknown>;
  if (typeof b.title !== 'string' || typeof b.status !== 'number' || !Number.isInteger(b.status)) return undefined;
  if (b.detail !== undefined && typeof b.detail !== 'string') return undefined;
  if (b.errors !== undefined) {
    if (typeof b.errors !== 'object' || b.errors === null || Array.isArray(b.errors)) return undefined;
    if (!Object.values(b.errors).every(isStringArray)) return undefined;
  }
  return body as ApiErrorBody;
}

/** "$.items[0].sku" -> "items.0.sku"; "$.confirmPassword" -> "confirmPassword" */
export function normalizeErrorPath(path: string): string {
  return path
    .replace(/^\$\.?/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');
}

/** zod/issue path array -> the spec's JSON path: ['items', 0, 'sku'] -> "$.items[0].sku" */
export function toJsonPath(path: readonly PropertyKey[]): string {
  let out = '$';
  for (const part of path) {
    out += typeof part === 'number' ? `[${part}]` : `.${String(part)}`;
  }
  return out;
}

/** "confirmPassword" -> "confirm password" (used when a field name appears inside a message). */
export function spaceCamelCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

export function normalizeFieldErrors(errors: Record<string, string[]> | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const k = key === '$' ? '$' : normalizeErrorPath(key);
    (out[k] ??= []).push(...messages);
  }
  return out;
}

const STATUS_MESSAGES: Record<number, string> = { 403: MESSAGES.forbidden };

/** Priority: response detail, mapped message by status (403 only), generic status text, raw message. */
export function errorText(input: { status?: number; body?: unknown; message?: string }): string {
  // read without zod: the message helpers stay out of the sign-in page's first download (error-schema.ts has the schema)
  const body = input.body as { detail?: unknown } | null | undefined;
  const detail = typeof body === 'object' && body !== null && typeof body.detail === 'string' ? body.detail : undefined;
  if (detail) return detail;
  if (input.status !== undefined && STATUS_MESSAGES[input.status]) return STATUS_MESSAGES[input.status]!;
  if (input.status !== undefined) return `An error occurred with status code ${input.status}`;
  return input.message ?? 'An error occurred';
}

/** The form banner: with field errors the spec's fixed text, else the server detail or the generic text. */
export function formBannerText(body: ApiErrorBody | undefined): { title: string; fieldMessages: string[] } {
  const fields = normalizeFieldErrors(body?.errors);
  const fieldMessages = Object.entries(fields)
    .filter(([key]) => !key.startsWith('$'))
    .flatMap(([, messages]) => messages);
  const hasFieldErrors = fieldMessages.length > 0;
  return {
    title: hasFieldErrors ? MESSAGES.formHasFieldErrors : body?.detail || MESSAGES.formGeneric,
    fieldMessages,
  };
}
