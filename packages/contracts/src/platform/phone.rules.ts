// Phone numbers (contacts, representatives): parsed, validated and formatted by libphonenumber-js (US by default), one rule for the
// form and the server.
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';

export const PHONE_DEFAULT_COUNTRY = 'US';
export const PHONE_MESSAGES = { invalid: 'Invalid phone number' } as const;

export function isValidPhone(value: string): boolean {
  return isValidPhoneNumber(value.trim(), PHONE_DEFAULT_COUNTRY);
}

/** US numbers in national format ("(212) 555-0123"), others in international format; unparsable text as given. */
export function formatPhone(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (!text) return '';
  const parsed = parsePhoneNumberFromString(text, PHONE_DEFAULT_COUNTRY);
  if (!parsed) return text;
  return parsed.country === PHONE_DEFAULT_COUNTRY || (!parsed.country && parsed.countryCallingCode === '1')
    ? parsed.formatNational()
    : parsed.formatInternational();
}
