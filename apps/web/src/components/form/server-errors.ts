// Maps a failed call onto a form: field messages under their fields, the rest into the form banner (spec 5).
import { asApiErrorBody, formBannerText, normalizeFieldErrors } from '@portal/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface FormBanner {
  title: string;
  fieldMessages: string[];
}

function errorBody(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'body' in error ? (error as { body: unknown }).body : undefined;
}

export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): FormBanner {
  const body = asApiErrorBody(errorBody(error));
  if (!body) {
    // no server validation shape: the detail becomes "Error: " plus the message
    const message = error instanceof Error ? error.message : String(error);
    return { title: `Error: ${message}`, fieldMessages: [] };
  }
  for (const [key, messages] of Object.entries(normalizeFieldErrors(body.errors))) {
    if ((fieldNames as readonly string[]).includes(key)) {
      setError(key as Path<T>, { type: 'server', message: messages.join(' ') });
    }
  }
  return formBannerText(body);
}

/** The server's message at one field of a failed call (`password` for `$.password`), or null when it names none there. */
export function serverFieldMessage(error: unknown, field: string): string | null {
  const body = asApiErrorBody(errorBody(error));
  const messages = body ? normalizeFieldErrors(body.errors)[field] : undefined;
  return messages?.length ? messages.join(' ') : null;
}
