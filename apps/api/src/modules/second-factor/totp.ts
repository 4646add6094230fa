// RFC 6238 codes through otpauth (SHA-1, 6 digits, 30 s; contracts' TOTP_* constants): a new secret, its otpauth://
// URL and QR code, and the time step a typed code belongs to (±TOTP_WINDOW_STEPS), so that a step is accepted once.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP_ALGORITHM, TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_S, TOTP_WINDOW_STEPS } from '@portal/contracts';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** 20 random bytes (160 bits, RFC 4226's recommendation) in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secret: string, accountName: string): string {
  return totpOf(secret, accountName).toString();
}

export async function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The time step of `now`. */
export function stepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S);
}

/** The step the code was made for (within the window around `now`), or null when it is none of them. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code.replace(/\s/g, ''), timestamp: now.getTime(), window: TOTP_WINDOW_STEPS });
  return delta === null ? null : stepAt(now) + delta;
}
