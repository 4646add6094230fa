// The demo's person with an authenticator app (README, "Demo users"): signs in with the demo password, then a code of
// the fixed secret below (add it to any authenticator app by hand, or compute a code with `oathtool --totp -b SECRET`).
// The secret is sealed with the running portal's key (seedDemo's secondFactorKey); without one (the API tests'
// template) the person has no app.
import type { Tx } from '../db/client.ts';
import { totpFactors } from '../db/schema/index.ts';
import { insertPerson } from './people.ts';
import { secretBox } from '../modules/second-factor/index.ts';

export const DEMO_TOTP_USER = 'totp@acme.test';
/** Base32, 160 bits: public on purpose (the README shows it), a demo's secret and nothing more. */
export const DEMO_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

export async function seedSecondFactorPerson(
  tx: Tx,
  supplierId: number,
  passwordHash: string,
  key: Buffer | undefined,
  now: Date,
): Promise<number> {
  const userId = await insertPerson(tx, { email: DEMO_TOTP_USER, firstName: 'Tess', lastName: 'Totp', passwordHash }, [{ supplierId }]);
  if (key)
    await tx.insert(totpFactors).values({ userId, secretSealed: secretBox(key).seal(DEMO_TOTP_SECRET), createdOn: now, confirmedOn: now });
  return userId;
}
