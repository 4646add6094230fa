// A trading partner's sign-in on the portal's SFTP server (docs/decisions/edi.md, "SFTP"): set up by the console's
// partner setup (ops/edi-sftp-account.routes.ts), read by the server at each sign-in (sftp/sftp-server.ts). The
// password is kept as a scrypt hash (as the users'); the public keys as their OpenSSH lines.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ssh2 from 'ssh2';
import { EDI_SFTP_MESSAGES, type EdiSftpAccount, type EdiSftpAccountRequest } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { ediSftpAccounts, ediTradingPartners } from '../../db/schema/index.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';

type ParsedKey = ssh2.ParsedKey;

/** A public key line read by ssh2 (the server's own parser), or null when it cannot be read or is a private key. */
export function readPublicKey(line: string): ParsedKey | null {
  const parsed = ssh2.utils.parseKey(line);
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  return !key || key instanceof Error || key.isPrivateKey() ? null : key;
}

/** As `ssh-keygen -l` prints it: SHA256 of the key's wire form, base64 without padding. */
export const keyFingerprint = (key: ParsedKey): string =>
  `SHA256:${createHash('sha256').update(key.getPublicSSH()).digest('base64').replace(/=+$/, '')}`;

function accountView(row: typeof ediSftpAccounts.$inferSelect): EdiSftpAccount {
  return {
    userName: row.userName,
    passwordSet: row.passwordHash !== null,
    publicKeys: row.publicKeys.map((line) => {
      const key = readPublicKey(line)!;
      return { line, type: key.type, fingerprint: keyFingerprint(key), comment: line.split(' ').slice(2).join(' ') || null };
    }),
    updatedOn: row.updatedOn.toISOString(),
  };
}

async function partnerIdOf(db: Db, supplierId: number): Promise<number> {
  const [partner] = await db
    .select({ id: ediTradingPartners.id })
    .from(ediTradingPartners)
    .where(eq(ediTradingPartners.supplierId, supplierId));
  if (!partner) throw new NotFound(EDI_SFTP_MESSAGES.noPartner);
  return partner.id;
}

const accountOf = async (db: Db, supplierId: number) =>
  (await db.select().from(ediSftpAccounts).where(eq(ediSftpAccounts.supplierId, supplierId)))[0];

export async function getSftpAccount(db: Db, supplierId: number): Promise<EdiSftpAccount> {
  await partnerIdOf(db, supplierId);
  const account = await accountOf(db, supplierId);
  if (!account) throw new NotFound(EDI_SFTP_MESSAGES.noAccount);
  return accountView(account);
}

/** Creates or replaces the partner's sign-in; a password left out keeps the one set. */
export async function setSftpAccount(db: Db, supplierId: number, request: EdiSftpAccountRequest, now: Date): Promise<EdiSftpAccount> {
  const partnerId = await partnerIdOf(db, supplierId);
  request.publicKeys.forEach((line, i) => {
    if (!readPublicKey(line)) throw Invalid.field(['publicKeys', i], EDI_SFTP_MESSAGES.publicKeyUnreadable);
  });
  const existing = await accountOf(db, supplierId);
  const passwordHash =
    request.password === undefined
      ? (existing?.passwordHash ?? null)
      : request.password === null
        ? null
        : await hashPassword(request.password);
  if (passwordHash === null && request.publicKeys.length === 0) throw Invalid.field(['publicKeys'], EDI_SFTP_MESSAGES.credentialNeeded);
  const [taken] = await db
    .select({ supplierId: ediSftpAccounts.supplierId })
    .from(ediSftpAccounts)
    .where(eq(ediSftpAccounts.userName, request.userName));
  if (taken && taken.supplierId !== supplierId) throw new Conflict(EDI_SFTP_MESSAGES.userNameTaken(request.userName));
  const values = { userName: request.userName, passwordHash, publicKeys: request.publicKeys, updatedOn: now };
  const [row] = existing
    ? await db
        .update(ediSftpAccounts)
        .set(values)
        .where(and(eq(ediSftpAccounts.supplierId, supplierId), eq(ediSftpAccounts.id, existing.id)))
        .returning()
    : await db
        .insert(ediSftpAccounts)
        .values({ supplierId, partnerId, ...values, createdOn: now })
        .returning();
  return accountView(row!);
}

export async function removeSftpAccount(db: Db, supplierId: number): Promise<void> {
  await partnerIdOf(db, supplierId);
  const removed = await db.delete(ediSftpAccounts).where(eq(ediSftpAccounts.supplierId, supplierId)).returning({ id: ediSftpAccounts.id });
  if (!removed.length) throw new NotFound(EDI_SFTP_MESSAGES.noAccount);
}

/** Who signed in to the SFTP server: the partner and its supplier. */
export interface SftpPartner {
  supplierId: number;
  partnerId: number;
  userName: string;
}

/** The enabled partner of a user name with its credentials (the system's lookup at sign-in, before any supplier is known). */
async function signInOf(db: Db, userName: string) {
  const [row] = await db
    .select({
      supplierId: ediSftpAccounts.supplierId,
      partnerId: ediSftpAccounts.partnerId,
      userName: ediSftpAccounts.userName,
      passwordHash: ediSftpAccounts.passwordHash,
      publicKeys: ediSftpAccounts.publicKeys,
    })
    .from(ediSftpAccounts)
    .innerJoin(
      ediTradingPartners,
      and(eq(ediTradingPartners.supplierId, ediSftpAccounts.supplierId), eq(ediTradingPartners.id, ediSftpAccounts.partnerId)),
    )
    .where(and(eq(ediSftpAccounts.userName, userName), eq(ediTradingPartners.enabled, true)));
  return row;
}

let dummyHash: Promise<string> | undefined;

/** The partner when the password is its own; null otherwise (an unknown user costs the same hash). */
export async function partnerByPassword(db: Db, userName: string, password: string): Promise<SftpPartner | null> {
  const row = await signInOf(db, userName);
  const hash = row?.passwordHash ?? (await (dummyHash ??= hashPassword('not-a-real-password')));
  const ok = await verifyPassword(password, hash);
  return ok && row?.passwordHash ? { supplierId: row.supplierId, partnerId: row.partnerId, userName: row.userName } : null;
}

/** The partner and its key equal to the one the client offers (type and wire form), or null. */
export async function partnerByKey(
  db: Db,
  userName: string,
  offered: { algo: string; data: Buffer },
): Promise<{ partner: SftpPartner; key: ParsedKey } | null> {
  const row = await signInOf(db, userName);
  for (const line of row?.publicKeys ?? []) {
    const key = readPublicKey(line);
    if (key && key.getPublicSSH().equals(offered.data))
      return { partner: { supplierId: row!.supplierId, partnerId: row!.partnerId, userName: row!.userName }, key };
  }
  return null;
}
