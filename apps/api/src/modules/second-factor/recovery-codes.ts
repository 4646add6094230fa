// One-time recovery codes: RECOVERY_CODE_COUNT random codes of RECOVERY_CODE_LENGTH characters (about 49 bits each),
// shown once, stored as salted scrypt hashes (ASVS 5.0 6.5.2: a lookup secret under 112 bits is kept with an approved
// password hash and a random salt), each spent once.
import { randomInt } from 'node:crypto';
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';
import { replaceRecoveryCodes, spendRecoveryCode, unusedRecoveryCodes } from './second-factor.queries.ts';

/** scrypt's cost for a recovery code: the code is random (no dictionary), and up to 10 are tried per use. */
const RECOVERY_HASH_COST = { N: 1 << 12 };

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return code;
}

/** New codes replace every earlier one (used or not); the answer is the codes as shown, once. */
export async function issueRecoveryCodes(db: Db | Tx, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code, RECOVERY_HASH_COST)));
  await replaceRecoveryCodes(db, userId, hashes, now);
  return codes.map(formatRecoveryCode);
}

/** Spends the typed code when it is one of the person's unused codes: true once, false for any other code. */
export async function useRecoveryCode(db: Db | Tx, userId: number, typed: string, now: Date): Promise<boolean> {
  const code = normalizeRecoveryCode(typed);
  if (!code) return false;
  for (const row of await unusedRecoveryCodes(db, userId)) {
    if (await verifyPassword(code, row.codeHash)) return spendRecoveryCode(db, row.id, now);
  }
  return false;
}
