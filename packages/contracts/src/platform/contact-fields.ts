// The e-mail address and phone number fields of every area's forms (contacts, users, the console's invitations and
// representatives): one rule each, shared by the form and the server.
import { z } from '../zod.ts';
import { PHONE_MESSAGES, isValidPhone } from './phone.rules.ts';

export const CONTACT_PHONE_MAX = 50;
export const EMAIL_MAX = 254;
export const INVALID_EMAIL_MESSAGE = 'Invalid email address';

/** An e-mail address: required, trimmed, at most 254 characters, valid (the one e-mail rule of every area). */
export const emailAddress = z
  .string()
  .trim()
  .min(1)
  .max(EMAIL_MAX)
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }))
  // the request's JSON Schema is the pipe's input (a string): the document states the address rule too
  .meta({ format: 'email' });
/** 1 to 50 characters (spec 5) and a valid phone number (libphonenumber-js, US by default). */
export const contactPhone = z
  .string()
  .trim()
  .min(1)
  .max(CONTACT_PHONE_MAX)
  .refine((value) => value === '' || value.length > CONTACT_PHONE_MAX || isValidPhone(value), PHONE_MESSAGES.invalid);
