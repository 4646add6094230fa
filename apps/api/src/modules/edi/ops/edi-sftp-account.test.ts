// The console's partner setup, its SFTP sign-in (docs/decisions/edi.md, "SFTP"): set, read and removed by an
// operator; the password stored hashed and never answered; the keys read by the server's own parser; bad input on
// every field; a supplier without a partner, another partner's user name, a supplier's user and no session refused.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ssh2 from 'ssh2';
import { EDI_SFTP_MESSAGES, type EdiSftpAccount } from '@portal/contracts';
import { ediSftpAccounts } from '../../../db/schema/index.ts';
import { ACME, expectValidationError, OPERATOR, useTestApp } from '../../../../test/test-app.ts';
import { addTradingPartner } from '../../../../test/edi-partner.ts';
import { ed25519KeyPair } from '../ssh-keys.ts';

const ctx = useTestApp();
const NOW = new Date('2026-03-05T15:00:00Z');
const KEY = ed25519KeyPair('translator@integrated');
const RSA = ssh2.utils.generateKeyPairSync('rsa', { bits: 2048 });
let integrated = 0;
let acme = 0;

const url = (supplierId: number) => `/api/ops/suppliers/${supplierId}/edi-partner/sftp-account`;
const put = (supplierId: number, payload: unknown, as: string | null = OPERATOR) =>
  ctx.as(as, { method: 'PUT', url: url(supplierId), payload: payload as object });
const get = (supplierId: number, as: string | null = OPERATOR) => ctx.as(as, { method: 'GET', url: url(supplierId) });
const remove = (supplierId: number, as: string | null = OPERATOR) => ctx.as(as, { method: 'DELETE', url: url(supplierId) });
const storedHash = async (supplierId: number) =>
  (
    await ctx.database.db
      .select({ h: ediSftpAccounts.passwordHash })
      .from(ediSftpAccounts)
      .where(eq(ediSftpAccounts.supplierId, supplierId))
  )[0]?.h;
/** What `ssh-keygen -l` prints for a key line. */
const fingerprint = (line: string) =>
  `SHA256:${createHash('sha256')
    .update(Buffer.from(line.split(' ')[1]!, 'base64'))
    .digest('base64')
    .replace(/=+$/, '')}`;

beforeAll(async () => {
  integrated = ctx.seed.supplierIds.integrated;
  acme = ctx.seed.supplierIds.acme;
  await addTradingPartner(ctx.database.db, integrated, NOW);
});

describe("the EDI partner's SFTP sign-in (console)", () => {
  it('is set with a password (kept hashed, never answered) and keys, read back, changed without the password, and removed', async () => {
    const set = await put(integrated, { userName: 'integrated-edi', password: 'a-long-password-1', publicKeys: [KEY.public, RSA.public] });
    expect(set.statusCode).toBe(200);
    const body = set.json() as EdiSftpAccount;
    expect(body).toEqual({
      userName: 'integrated-edi',
      passwordSet: true,
      publicKeys: [
        { line: KEY.public, type: 'ssh-ed25519', fingerprint: fingerprint(KEY.public), comment: 'translator@integrated' },
        { line: RSA.public, type: 'ssh-rsa', fingerprint: fingerprint(RSA.public), comment: null },
      ],
      updatedOn: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toContain('a-long-password-1');
    const hash = await storedHash(integrated);
    expect(hash).toMatch(/^scrypt\$/);
    expect((await get(integrated)).json()).toEqual(body);

    // the keys change, the password left out stays
    const keysOnly = await put(integrated, { userName: 'integrated-edi', publicKeys: [KEY.public] });
    expect(keysOnly.json()).toMatchObject({ passwordSet: true, publicKeys: [{ type: 'ssh-ed25519' }] });
    expect(await storedHash(integrated)).toBe(hash);
    // null removes the password: a key is then the only way in
    expect((await put(integrated, { userName: 'integrated-edi', password: null, publicKeys: [KEY.public] })).json()).toMatchObject({
      passwordSet: false,
    });
    expect(await storedHash(integrated)).toBeNull();
    // with neither left, refused and nothing changed
    expectValidationError(
      await put(integrated, { userName: 'integrated-edi', publicKeys: [] }),
      '$.publicKeys',
      EDI_SFTP_MESSAGES.credentialNeeded,
    );
    expect((await get(integrated)).json()).toMatchObject({ publicKeys: [{ type: 'ssh-ed25519' }] });

    expect((await remove(integrated)).statusCode).toBe(204);
    expect((await get(integrated)).statusCode).toBe(404);
    expect((await remove(integrated)).statusCode).toBe(404);
  });

  it('refuses bad input on every field and changes nothing', async () => {
    const good = { userName: 'integrated-edi', password: 'a-long-password-1', publicKeys: [KEY.public] };
    const bad: [object, string, string?][] = [
      [{ ...good, userName: 'In' }, '$.userName', EDI_SFTP_MESSAGES.userName],
      [{ ...good, userName: 'has space' }, '$.userName'],
      [{ ...good, userName: '-dash' }, '$.userName'],
      [{ ...good, userName: 'x'.repeat(33) }, '$.userName'],
      [{ ...good, password: 'short' }, '$.password'],
      [{ ...good, password: 'p'.repeat(129) }, '$.password'],
      [{ ...good, password: 12 }, '$.password'],
      [{ ...good, publicKeys: ['not a key'] }, '$.publicKeys[0]', EDI_SFTP_MESSAGES.publicKey],
      [{ ...good, publicKeys: [KEY.private] }, '$.publicKeys[0]'],
      [{ ...good, publicKeys: [`ssh-ed25519 ${'A'.repeat(68)} junk`] }, '$.publicKeys[0]', EDI_SFTP_MESSAGES.publicKeyUnreadable],
      [{ ...good, publicKeys: Array(6).fill(KEY.public) }, '$.publicKeys'],
      [{ ...good, publicKeys: 'ssh-ed25519 AAAA' }, '$.publicKeys'],
      [{ ...good, password: null, publicKeys: [] }, '$.publicKeys', EDI_SFTP_MESSAGES.credentialNeeded],
      [{ userName: 'integrated-edi', publicKeys: [] }, '$.publicKeys', EDI_SFTP_MESSAGES.credentialNeeded],
      [{ password: 'a-long-password-1', publicKeys: [] }, '$.userName'],
    ];
    for (const [payload, path, message] of bad) expectValidationError(await put(integrated, payload), path, message);
    expect((await get(integrated)).statusCode).toBe(404);
  });

  it("answers 404 for a supplier without a trading partner and for no supplier, 409 for another partner's user name", async () => {
    const body = { userName: 'acme-edi', password: 'a-long-password-1', publicKeys: [] };
    for (const supplierId of [acme, 2_000_000])
      for (const res of [await put(supplierId, body), await get(supplierId), await remove(supplierId)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ status: 404, detail: EDI_SFTP_MESSAGES.noPartner });
      }
    expect((await put(integrated, { ...body, userName: 'taken-edi' })).statusCode).toBe(200);
    await addTradingPartner(ctx.database.db, acme, NOW, { qualifier: 'ZZ', id: 'ACMEHOME' });
    const taken = await put(acme, { ...body, userName: 'taken-edi' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ detail: EDI_SFTP_MESSAGES.userNameTaken('taken-edi') });
    expect((await get(acme)).statusCode).toBe(404);
    // a partner may keep (re-set) its own name
    expect((await put(integrated, { ...body, userName: 'taken-edi' })).statusCode).toBe(200);
  });

  it("is the operators': a supplier's Admin is refused (403), no session 401", async () => {
    const body = { userName: 'acme-edi', password: 'a-long-password-1', publicKeys: [] };
    for (const res of [await put(integrated, body, ACME), await get(integrated, ACME), await remove(integrated, ACME)])
      expect(res.statusCode).toBe(403);
    for (const res of [await put(integrated, body, null), await get(integrated, null)]) expect(res.statusCode).toBe(401);
  });
});
