// The e-mail address and phone number fields of every area's forms (contacts, users, the console's invitations and
// representatives): one rule each, shared by the form and the server.
import { z } from '../zod.ts';
import { PHONE_MESSAGES, isValidPhone } from './phone.rules.ts';

export const CONTACT_PHONE_MAX = 50;
export const EMAIL_MAX = 254;
export const INVALID_EMAIL_MESSAGE = 'Invalid email address';

/**
 * What an e-mail address is, for the server and the API document alike (its `pattern`, beside `format: email`): a
 * local part of letters, digits and . _ ' + - (not starting with a dot, no two dots together, not ending in ' or .),
 * then domain labels of letters, digits and hyphens that neither start nor end with a hyphen, and a top-level domain
 * of two letters or more. Stricter than zod's own e-mail check (which took a label ending in "-", which `format:
 * email` refuses) and than `format: email` alone (which takes "0@com", which the server refused).
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const isEmailAddress = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);

/** The e-mail address as a request states it in the document: the pattern and the format. */
const EMAIL_DOCUMENT = { format: 'email', pattern: EMAIL_PATTERN.source } as const;

/** An e-mail address as sent, untrimmed (sign-in, one-time code, password mail): at most 254 characters, valid. */
export const emailText = z.string().max(EMAIL_MAX).regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE).meta(EMAIL_DOCUMENT);

/** An e-mail address: required, trimmed, at most 254 characters, valid (the one e-mail rule of every area). */
export const emailAddress = z
  .string()
  .trim()
  .min(1)
  .max(EMAIL_MAX)
  .pipe(z.string().regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE))
  // the request's JSON Schema is the pipe's input (a string): the document states the address rule too
  .meta(EMAIL_DOCUMENT);
/** 1 to 50 characters (spec 5) and a valid phone number (libphonenumber-js, US by default). */
export const contactPhone = z
  .string()
  .trim()
  .min(1)
  .max(CONTACT_PHONE_MAX)
  .refine((value) => value === '' || value.length > CONTACT_PHONE_MAX || isValidPhone(value), PHONE_MESSAGES.invalid)
  // no pattern states libphonenumber's rules per country: the document says them
  .meta({
    description: `A phone number valid for its country by libphonenumber's rules (US when it has no +country code), e.g. "+1 212 555 0123" or "(212) 555-0123"; otherwise 400 "${PHONE_MESSAGES.invalid}" at this field.`,
    examples: ['+1 212 555 0123'],
  });
