// The demo's EDI trading partner (docs/decisions/edi.md, "The demo's partner"): Integrated Outdoor Supply's translator,
// live (not in test mode), exchanging every document, with a sign-in on the SFTP server, set through the console's own
// services. Only the demo's start (server.ts, `npm run seed`) seeds it, not the test databases: the EDI tests set their
// partners up themselves (one per supplier), and the other suites' orders of the integrated supplier are not placed as 850s.
import { EDI_DOCUMENT_TYPES } from '@portal/contracts';
import type { Db } from '../db/client.ts';
import { savePartner, setSftpAccount } from '../modules/edi/index.ts';

/** What README's demo list gives to try the SFTP door (`SFTP_PORT=2222 npm start`, then `sftp -P 2222 integrated-edi@localhost`). */
export const DEMO_EDI_PARTNER = {
  isaQualifier: 'ZZ',
  isaId: 'INTEGRATED',
  gsId: 'INTGS',
  sftpUserName: 'integrated-edi',
  sftpPassword: 'Integrated-edi-1',
} as const;

export async function seedEdiPartner(db: Db, supplierId: number, now: Date): Promise<void> {
  const p = DEMO_EDI_PARTNER;
  await savePartner(
    db,
    supplierId,
    { isaQualifier: p.isaQualifier, isaId: p.isaId, gsId: p.gsId, documents: [...EDI_DOCUMENT_TYPES], enabled: true, testMode: false },
    now,
  );
  await setSftpAccount(db, supplierId, { userName: p.sftpUserName, password: p.sftpPassword, publicKeys: [] }, now);
}
