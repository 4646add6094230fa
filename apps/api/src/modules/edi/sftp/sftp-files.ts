// What a trading partner sees on the SFTP server (docs/decisions/edi.md, "SFTP"): its own root with two folders.
// `outbound` is its mailbox, the interchanges the portal sent it and it has not collected (removing a file collects
// it); `inbound` takes its uploads, each received as an interchange when the file is closed, and lists nothing.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  controlNumberOfOutboundFileName,
  EDI_FILE_MAX_BYTES,
  EDI_SFTP_FOLDERS,
  ediOutboundFileName,
  type EdiSftpFolder,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { ediInterchanges } from '../../../db/schema/index.ts';
import type { SftpPartner } from '../edi-sftp-accounts.service.ts';

/** A path under the partner's root: the root, one of its two folders, or a name in one. */
export type SftpPath = { kind: 'root' } | { kind: 'folder'; folder: EdiSftpFolder } | { kind: 'file'; folder: EdiSftpFolder; name: string };

/**
 * The path a client names (absolute, or relative to the root, which is its home), or 'outside' when it climbs above
 * the root (refused: no partner reaches another's folders), or null when it names nothing that can exist.
 */
export function resolveSftpPath(path: string): SftpPath | 'outside' | null {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (!parts.length) return 'outside';
      parts.pop();
    } else parts.push(part);
  }
  if (!parts.length) return { kind: 'root' };
  const folder = EDI_SFTP_FOLDERS.find((f) => f === parts[0]);
  if (!folder || parts.length > 2) return null;
  return parts.length === 1 ? { kind: 'folder', folder } : { kind: 'file', folder, name: parts[1]! };
}

export const pathText = (p: SftpPath): string =>
  p.kind === 'root' ? '/' : p.kind === 'folder' ? `/${p.folder}` : `/${p.folder}/${p.name}`;

export interface OutboundFile {
  name: string;
  size: number;
  modified: Date;
}

const mailbox = (partner: SftpPartner) =>
  and(
    eq(ediInterchanges.supplierId, partner.supplierId),
    eq(ediInterchanges.partnerId, partner.partnerId),
    eq(ediInterchanges.direction, 'outbound'),
    isNull(ediInterchanges.collectedOn),
  );

/** The partner's outbound folder: every interchange sent to it and not collected, oldest first. */
export async function outboundFiles(db: Db, partner: SftpPartner): Promise<OutboundFile[]> {
  const rows = await db
    .select({
      controlNumber: ediInterchanges.controlNumber,
      documentType: ediInterchanges.documentType,
      size: sql<number>`octet_length(${ediInterchanges.raw})::int`,
      createdOn: ediInterchanges.createdOn,
    })
    .from(ediInterchanges)
    .where(mailbox(partner))
    .orderBy(asc(ediInterchanges.id));
  return rows.map((r) => ({ name: ediOutboundFileName(r.controlNumber!, r.documentType), size: r.size, modified: r.createdOn }));
}

/** One file of the outbound folder with its text, or null when the folder has no such file. */
export async function outboundFile(db: Db, partner: SftpPartner, name: string): Promise<{ file: OutboundFile; raw: Buffer } | null> {
  const controlNumber = controlNumberOfOutboundFileName(name);
  if (controlNumber === null) return null;
  const [row] = await db
    .select({ documentType: ediInterchanges.documentType, raw: ediInterchanges.raw, createdOn: ediInterchanges.createdOn })
    .from(ediInterchanges)
    .where(and(mailbox(partner), eq(ediInterchanges.controlNumber, controlNumber)));
  if (!row || ediOutboundFileName(controlNumber, row.documentType) !== name) return null;
  const raw = Buffer.from(row.raw, 'utf8');
  return { file: { name, size: raw.length, modified: row.createdOn }, raw };
}

/** Removing a file collects it: it leaves the folder, its interchange stays (sent, then acknowledged by the 997). */
export async function collectOutboundFile(db: Db, partner: SftpPartner, name: string, now: Date): Promise<boolean> {
  const controlNumber = controlNumberOfOutboundFileName(name);
  if (controlNumber === null || !(await outboundFile(db, partner, name))) return false;
  const collected = await db
    .update(ediInterchanges)
    .set({ collectedOn: now })
    .where(and(mailbox(partner), eq(ediInterchanges.controlNumber, controlNumber)))
    .returning({ id: ediInterchanges.id });
  return collected.length === 1;
}

/**
 * A file being uploaded into `inbound`: its bytes as written (at any offsets, as clients pipeline their writes), held
 * until the close. Over EDI_FILE_MAX_BYTES it is refused; with a gap (a range never written) it is partial.
 */
export class InboundUpload {
  private bytes = Buffer.alloc(0);
  private readonly ranges: [number, number][] = [];
  tooLarge = false;

  constructor(readonly name: string) {}

  /** false when the write would take the file past the limit (the upload is then refused at its close). */
  write(offset: number, data: Buffer): boolean {
    const end = offset + data.length;
    if (this.tooLarge || end > EDI_FILE_MAX_BYTES) {
      this.tooLarge = true;
      this.bytes = Buffer.alloc(0);
      return false;
    }
    if (end > this.bytes.length) {
      const grown = Buffer.alloc(Math.min(EDI_FILE_MAX_BYTES, Math.max(end, this.bytes.length * 2)));
      this.bytes.copy(grown);
      this.bytes = grown;
    }
    data.copy(this.bytes, offset);
    if (data.length) this.ranges.push([offset, end]);
    return true;
  }

  get size(): number {
    return this.ranges.reduce((max, [, end]) => Math.max(max, end), 0);
  }

  /** The whole file, or null when some range of it was never written (a partial upload). */
  complete(): Buffer | null {
    let covered = 0;
    for (const [start, end] of [...this.ranges].sort((a, b) => a[0] - b[0])) {
      if (start > covered) return null;
      covered = Math.max(covered, end);
    }
    return this.bytes.subarray(0, this.size);
  }
}
