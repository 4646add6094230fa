// The spec's generic validation messages, as one zod error map used by forms and the server.
import { z } from 'zod';

export const MESSAGES = {
  required: 'Field is required',
  invalidFormat: 'Invalid format',
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

type Issue = Parameters<z.core.$ZodErrorMap>[0];

export function portalErrorMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return MESSAGES.required;
      return undefined;
    case 'too_small': {
      const isString = issue.origin === 'string';
      return minMessage(Number(issue.minimum), isString);
    }
    case 'too_big': {
      const isString = issue.origin === 'string';
      return maxMessage(Number(issue.maximum), isString);
    }
    case 'invalid_format':
      return issue.format === 'regex' ? MESSAGES.invalidFormat : undefined;
    case 'invalid_value':
      return enumMessage(issue.values);
    default:
      return undefined;
  }
}

let installed = false;
/** Installs the spec's messages as zod's global error map (idempotent). */
export function installErrorMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: portalErrorMessage });
}
installErrorMessages();
