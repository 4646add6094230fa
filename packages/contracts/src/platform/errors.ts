// The API error body and the rules the client applies to it (normalisation, text priority).
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

export const apiErrorSchema = z.object({
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

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
  const parsed = apiErrorSchema.partial().safeParse(input.body);
  const detail = parsed.success ? parsed.data.detail : undefined;
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
