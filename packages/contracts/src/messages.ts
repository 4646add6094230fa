// The spec's generic validation messages (zod's error map built from them is in zod.ts).

export const MESSAGES = {
  required: 'Field is required',
  invalidFormat: 'Invalid format',
  /** A date-only value that is not a real day (2026-02-30, 0000-00-00). */
  invalidDate: 'Invalid date',
  passwordsDoNotMatch: 'Passwords do not match',
  forbidden: 'This action falls out of your scope of responsibilities. Please contact your superior.',
  formHasFieldErrors: 'Some fields are incomplete or incorrect. Please check all highlighted fields and try again.',
  formGeneric: 'Some fields are incomplete or incorrect.',
} as const;

export const minMessage = (min: number, isString: boolean): string =>
  isString ? (min <= 1 ? MESSAGES.required : `Minimum is ${min} characters`) : `Minimum is ${min}`;

export const maxMessage = (max: number, isString: boolean): string => (isString ? `Maximum is ${max} characters` : `Maximum is ${max}`);

/** "needsProcessing" / "NEEDS_PROCESSING" / "needs processing" -> "Needs Processing" */
export const capitalizeWords = (value: string): string =>
  value
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

export const enumMessage = (values: readonly unknown[]): string =>
  `The options must be one of: ${values.map((v) => capitalizeWords(String(v))).join(', ')}`;
