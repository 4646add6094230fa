// EDI over SFTP (docs/decisions/edi.md, "SFTP"): the files a trading partner puts into its inbound folder and finds in
// its outbound folder on the portal's SFTP server, their names and their size limit.
import { interchangeControlNumber } from './edi.rules.ts';

/** The largest file a partner may upload (one interchange): 16 MiB, room for 10,000 ship notices and more. */
export const EDI_FILE_MAX_BYTES = 16 * 1024 * 1024;

/** An inbound file's name: letters, digits, dots, dashes and underscores, up to 100 (the name is not read: the ISA is). */
export const EDI_INBOUND_FILE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** The two folders a partner sees on the SFTP server, under its own root. */
export const EDI_SFTP_FOLDERS = ['inbound', 'outbound'] as const;
export type EdiSftpFolder = (typeof EDI_SFTP_FOLDERS)[number];

/** An outbound interchange's file name: its control number (ISA13, nine digits) and document type, '000000012.850.x12'. */
export const ediOutboundFileName = (controlNumber: number, documentType: string | null): string =>
  `${interchangeControlNumber(controlNumber)}.${documentType ?? 'x12'}.x12`;

/** The control number an outbound file name carries, or null when the name is not one the portal writes. */
export function controlNumberOfOutboundFileName(name: string): number | null {
  const match = /^(\d{9})\.(\d{3}|x12)\.x12$/.exec(name);
  const n = match ? Number(match[1]) : 0;
  return n >= 1 ? n : null;
}
