// One partner's SFTP session (docs/decisions/edi.md, "SFTP"): the protocol's requests answered from its two folders
// (sftp-files.ts), every statement in the partner's supplier's tenant context (row-level security as a request's).
import type { FastifyBaseLogger } from 'fastify';
import ssh2 from 'ssh2';
import { EDI_FILE_MAX_BYTES, EDI_INBOUND_FILE_NAME_PATTERN } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { tenantContext } from '../../../db/tenant-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { SftpPartner } from '../edi-sftp-accounts.service.ts';
import { receiveInterchange } from '../edi-receive.service.ts';
import {
  collectOutboundFile,
  InboundUpload,
  outboundFile,
  outboundFiles,
  pathText,
  resolveSftpPath,
  type OutboundFile,
  type SftpPath,
} from './sftp-files.ts';

const { OPEN_MODE, STATUS_CODE } = ssh2.utils.sftp;

export interface SftpDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Work under way (a file being received): the server's close waits for it. */
  track(work: Promise<unknown>): void;
}

export const SFTP_WORDS = {
  outside: 'Only your own inbound and outbound folders are reachable.',
  outboundReadOnly: "The outbound folder holds the portal's files: read them and remove them once collected.",
  inboundName: 'Name the file with letters, digits, dots, dashes and underscores (up to 100).',
  tooLarge: `The file is larger than ${EDI_FILE_MAX_BYTES / 1024 / 1024} MiB: nothing was received. Send its documents in several interchanges.`,
  partial: 'The file was not written whole: nothing was received. Send it again.',
  notReceived: 'The file could not be received now: nothing was kept. Send it again.',
  unsupported: 'Not supported: upload into inbound, read and remove in outbound.',
} as const;

const DIR_MODE = 0o040755;
const FILE_MODE = 0o100444;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const dirAttrs = (at: Date): ssh2.Attributes => ({ mode: DIR_MODE, uid: 0, gid: 0, size: 0, atime: seconds(at), mtime: seconds(at) });
const fileAttrs = (f: { size: number; modified: Date }): ssh2.Attributes => ({
  mode: FILE_MODE,
  uid: 0,
  gid: 0,
  size: f.size,
  atime: seconds(f.modified),
  mtime: seconds(f.modified),
});

/** The `ls -l` line clients show (and some parse: the type from its first letter). */
function entry(name: string, attrs: ssh2.Attributes, owner: string): ssh2.FileEntry {
  const at = new Date(attrs.mtime * 1000);
  const time = `${MONTHS[at.getUTCMonth()]} ${String(at.getUTCDate()).padStart(2)} ${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  const rights = attrs.mode === DIR_MODE ? 'drwxr-xr-x' : '-r--r--r--';
  return { filename: name, longname: `${rights} 1 ${owner} ${owner} ${String(attrs.size).padStart(8)} ${time} ${name}`, attrs };
}

type Handle =
  | { kind: 'dir'; entries: ssh2.FileEntry[]; sent: number }
  | { kind: 'read'; file: OutboundFile; raw: Buffer }
  | { kind: 'upload'; upload: InboundUpload };

/** Serves one SFTP channel of a signed-in partner until it ends; an upload never closed is dropped unread. */
export function serveSftp(deps: SftpDeps, sftp: ssh2.SFTPWrapper, partner: SftpPartner): void {
  const handles = new Map<number, Handle>();
  let nextHandle = 1;
  const log = deps.log.child({ sftpUser: partner.userName, supplierId: partner.supplierId });

  const asPartner = <T>(work: () => Promise<T>): Promise<T> => tenantContext.run({ supplierId: partner.supplierId, operator: false }, work);
  const status = (reqId: number, code: number, message?: string) => {
    try {
      sftp.status(reqId, code, message);
    } catch (error) {
      log.debug({ err: error }, 'an SFTP answer found its channel closed'); // the client left: nothing to answer
    }
  };
  /** Runs a request's database work in the partner's context; a failure answers FAILURE, never a crash. */
  const run = (reqId: number, work: () => Promise<void>) =>
    deps.track(
      asPartner(work).catch((error: unknown) => {
        log.error({ err: error }, 'an SFTP request failed');
        status(reqId, STATUS_CODE.FAILURE, SFTP_WORDS.notReceived);
      }),
    );
  const open = (h: Handle) => {
    const id = nextHandle++;
    handles.set(id, h);
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(id);
    return buffer;
  };
  const handleOf = (b: Buffer) => (b.length === 4 ? handles.get(b.readUInt32BE(0)) : undefined);
  /** The path, or the answer already sent when it is outside the root or names nothing. */
  const resolve = (reqId: number, path: string): SftpPath | null => {
    const p = resolveSftpPath(path);
    if (p === 'outside') status(reqId, STATUS_CODE.PERMISSION_DENIED, SFTP_WORDS.outside);
    else if (!p) status(reqId, STATUS_CODE.NO_SUCH_FILE);
    return p === 'outside' ? null : p;
  };
  const stat = (reqId: number, path: string) => {
    const p = resolve(reqId, path);
    if (!p) return;
    if (p.kind !== 'file') return sftp.attrs(reqId, dirAttrs(deps.clock.now()));
    if (p.folder === 'inbound') return status(reqId, STATUS_CODE.NO_SUCH_FILE);
    run(reqId, async () => {
      const found = await outboundFile(deps.db, partner, p.name);
      if (found) sftp.attrs(reqId, fileAttrs(found.file));
      else status(reqId, STATUS_CODE.NO_SUCH_FILE);
    });
  };

  sftp.on('REALPATH', (reqId, path) => {
    const p = resolve(reqId, path);
    if (p) sftp.name(reqId, [{ filename: pathText(p), longname: pathText(p), attrs: dirAttrs(deps.clock.now()) }]);
  });
  sftp.on('STAT', stat);
  sftp.on('LSTAT', stat);

  sftp.on('OPENDIR', (reqId, path) => {
    const p = resolve(reqId, path);
    if (!p) return;
    const now = deps.clock.now();
    if (p.kind === 'file') return status(reqId, STATUS_CODE.NO_SUCH_FILE);
    if (p.kind === 'root')
      return sftp.handle(
        reqId,
        open({ kind: 'dir', entries: ['inbound', 'outbound'].map((f) => entry(f, dirAttrs(now), partner.userName)), sent: 0 }),
      );
    if (p.folder === 'inbound') return sftp.handle(reqId, open({ kind: 'dir', entries: [], sent: 0 }));
    run(reqId, async () => {
      const files = await outboundFiles(deps.db, partner);
      sftp.handle(reqId, open({ kind: 'dir', entries: files.map((f) => entry(f.name, fileAttrs(f), partner.userName)), sent: 0 }));
    });
  });
  sftp.on('READDIR', (reqId, handle) => {
    const h = handleOf(handle);
    if (h?.kind !== 'dir') return status(reqId, STATUS_CODE.FAILURE);
    if (h.sent >= h.entries.length) return status(reqId, STATUS_CODE.EOF);
    const batch = h.entries.slice(h.sent, h.sent + 100);
    h.sent += batch.length;
    sftp.name(reqId, batch);
  });

  sftp.on('OPEN', (reqId, filename, flags) => {
    const p = resolve(reqId, filename);
    if (!p) return;
    if (p.kind !== 'file') return status(reqId, STATUS_CODE.FAILURE, `${pathText(p)} is a folder.`);
    const writing = (flags & OPEN_MODE.WRITE) !== 0;
    if (p.folder === 'inbound') {
      if (!writing) return status(reqId, STATUS_CODE.NO_SUCH_FILE);
      if (!EDI_INBOUND_FILE_NAME_PATTERN.test(p.name)) return status(reqId, STATUS_CODE.PERMISSION_DENIED, SFTP_WORDS.inboundName);
      return sftp.handle(reqId, open({ kind: 'upload', upload: new InboundUpload(p.name) }));
    }
    if (writing) return status(reqId, STATUS_CODE.PERMISSION_DENIED, SFTP_WORDS.outboundReadOnly);
    run(reqId, async () => {
      const found = await outboundFile(deps.db, partner, p.name);
      if (found) sftp.handle(reqId, open({ kind: 'read', ...found }));
      else status(reqId, STATUS_CODE.NO_SUCH_FILE);
    });
  });
  sftp.on('READ', (reqId, handle, offset, length) => {
    const h = handleOf(handle);
    if (h?.kind !== 'read') return status(reqId, STATUS_CODE.FAILURE);
    if (offset >= h.raw.length) return status(reqId, STATUS_CODE.EOF);
    sftp.data(reqId, h.raw.subarray(offset, offset + length));
  });
  sftp.on('WRITE', (reqId, handle, offset, data) => {
    const h = handleOf(handle);
    if (h?.kind !== 'upload') return status(reqId, STATUS_CODE.FAILURE);
    if (h.upload.write(offset, data)) status(reqId, STATUS_CODE.OK);
    else status(reqId, STATUS_CODE.FAILURE, SFTP_WORDS.tooLarge);
  });
  sftp.on('FSTAT', (reqId, handle) => {
    const h = handleOf(handle);
    if (!h) return status(reqId, STATUS_CODE.FAILURE);
    const now = deps.clock.now();
    sftp.attrs(
      reqId,
      h.kind === 'dir' ? dirAttrs(now) : h.kind === 'read' ? fileAttrs(h.file) : fileAttrs({ size: h.upload.size, modified: now }),
    );
  });
  sftp.on('CLOSE', (reqId, handle) => {
    const h = handleOf(handle);
    if (!h) return status(reqId, STATUS_CODE.FAILURE);
    handles.delete(handle.readUInt32BE(0));
    if (h.kind !== 'upload') return status(reqId, STATUS_CODE.OK);
    closeUpload(reqId, h.upload);
  });

  /** A closed upload is received as an interchange (an empty one is nothing); the close answers once it is kept. */
  function closeUpload(reqId: number, upload: InboundUpload) {
    if (upload.tooLarge) return status(reqId, STATUS_CODE.FAILURE, SFTP_WORDS.tooLarge);
    const bytes = upload.complete();
    if (!bytes) {
      log.warn({ file: upload.name }, 'a partial SFTP upload was not received');
      return status(reqId, STATUS_CODE.FAILURE, SFTP_WORDS.partial);
    }
    if (!bytes.length) return status(reqId, STATUS_CODE.OK);
    run(reqId, async () => {
      const received = await receiveInterchange(deps.db, partner.supplierId, bytes.toString('utf8'), deps.clock.now());
      log.info({ file: upload.name, ...received, acknowledgement: undefined }, 'an EDI file was received over SFTP');
      status(reqId, STATUS_CODE.OK);
    });
  }

  sftp.on('REMOVE', (reqId, path) => {
    const p = resolve(reqId, path);
    if (!p) return;
    if (p.kind !== 'file') return status(reqId, STATUS_CODE.PERMISSION_DENIED, SFTP_WORDS.unsupported);
    if (p.folder === 'inbound') return status(reqId, STATUS_CODE.NO_SUCH_FILE);
    run(reqId, async () => {
      const collected = await collectOutboundFile(deps.db, partner, p.name, deps.clock.now());
      status(reqId, collected ? STATUS_CODE.OK : STATUS_CODE.NO_SUCH_FILE);
    });
  });
  // attributes are the server's (a client's `put -p` sets times): accepted and ignored
  sftp.on('SETSTAT', (reqId) => status(reqId, STATUS_CODE.OK));
  sftp.on('FSETSTAT', (reqId) => status(reqId, STATUS_CODE.OK));
  for (const refused of ['MKDIR', 'RMDIR', 'RENAME', 'SYMLINK', 'READLINK', 'EXTENDED'] as const)
    sftp.on(refused, (reqId: number) => status(reqId, STATUS_CODE.OP_UNSUPPORTED, SFTP_WORDS.unsupported));

  // the client sent its end (OpenSSH's sftp at the end of its batch): close the channel, so the client may exit
  sftp.on('end', () => sftp.end());
  sftp.on('close', () => {
    for (const h of handles.values())
      if (h.kind === 'upload') log.warn({ file: h.upload.name }, 'an SFTP upload ended without its close: nothing was received');
    handles.clear();
  });
}
