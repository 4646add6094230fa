// The one door to zod for the contracts: importing z from here installs the spec's messages as zod's error map
// before any schema is built (forms and server alike). messages.ts stays free of zod, so a screen that shows a message
// without validating anything (the sign-in page's first download) does not carry zod. ESLint refuses 'zod' elsewhere.
import { z } from 'zod';
import { MESSAGES, enumMessage, maxMessage, minMessage } from './messages.ts';

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

export { z };
