// Tracking numbers of our demo carrier: 12 digits shaped like FedEx Express numbers (11 digits and a mod-11
// check digit with weights 1, 3, 7 from the right), so they look and validate like the real thing.
import { randomInt } from 'node:crypto';

const WEIGHTS = [1, 3, 7];

export function trackingCheckDigit(first11: string): number {
  if (!/^\d{11}$/.test(first11)) throw new Error('A tracking number body is 11 digits');
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(first11[10 - i]) * WEIGHTS[i % 3]!;
  return (sum % 11) % 10;
}

export function isValidTrackingNumber(value: string): boolean {
  return /^\d{12}$/.test(value) && trackingCheckDigit(value.slice(0, 11)) === Number(value[11]);
}

/** A fresh 12-digit tracking number; `digit` is injectable so tests and the seed can be deterministic. */
export function generateTrackingNumber(digit: () => number = () => randomInt(10)): string {
  let body = String(1 + (digit() % 9)); // no leading zero: spreadsheets would drop it
  while (body.length < 11) body += String(digit() % 10);
  return body + String(trackingCheckDigit(body));
}

/** "123456789012" -> "1234 5678 9012", the way labels print it. */
export function formatTrackingNumber(value: string): string {
  return value.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const UPS_CHARACTERS = '0123456789ABCDEFGHJKLMNPRSTVWXYZ';
/** A fresh UPS-shaped number ("1Z" and 16 letters or digits), for a label bought from UPS (a replacement label). */
export function generateUpsTrackingNumber(digit: () => number = () => randomInt(UPS_CHARACTERS.length)): string {
  let body = '1Z';
  while (body.length < 18) body += UPS_CHARACTERS[digit() % UPS_CHARACTERS.length];
  return body;
}
