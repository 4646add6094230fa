// The marketplace's SFTP server for EDI (docs/decisions/edi.md, "SFTP"; running it: docs/operations.md): ssh2's
// Server on its own port, each trading partner signing in with its own user (password or public key, from
// edi_sftp_accounts) and served its two folders (sftp-session.ts). Off unless SFTP_PORT is configured.
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import ssh2 from 'ssh2';
import { partnerByKey, partnerByPassword, type SftpPartner } from '../edi-sftp-accounts.service.ts';
import { serveSftp, type SftpDeps } from './sftp-session.ts';
import { ed25519KeyPair } from '../ssh-keys.ts';

/** Wrong passwords and signatures one connection may try before it is closed. */
export const SFTP_MAX_FAILED_SIGN_INS = 5;
/** How long a connection may take to sign in before it is closed. */
export const SFTP_SIGN_IN_TIMEOUT_MS = 30_000;
const METHODS: ssh2.AuthenticationType[] = ['publickey', 'password'];

/** The host key of SFTP_HOST_KEY_FILE, generated there (ed25519, OpenSSH format, mode 600) when the file is absent. */
export async function loadOrCreateHostKey(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { private: key } = ed25519KeyPair();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // written whole beside it, then linked in under its name: another process of the same DATA_DIR starting at the same
  // moment reads either no file or the whole key, never one created but not written yet
  const written = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(written, key, { mode: 0o600, flag: 'wx' });
  try {
    await link(written, file);
    return key;
  } catch (error) {
    // another process wrote it first: take that one
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFile(file, 'utf8');
    throw error;
  } finally {
    await unlink(written);
  }
}

/** Signs the client in as a partner (or not); answers the partner once the client is accepted. */
function signIn(deps: SftpDeps, client: ssh2.Connection, onPartner: (partner: SftpPartner) => void): void {
  let failures = 0;
  const refuse = (ctx: ssh2.AuthContext) => {
    if (++failures >= SFTP_MAX_FAILED_SIGN_INS) {
      ctx.reject([]);
      client.end();
    } else ctx.reject(METHODS);
  };
  client.on('authentication', (ctx) => {
    const check = async () => {
      if (ctx.method === 'password') {
        const partner = await partnerByPassword(deps.db, ctx.username, ctx.password);
        if (!partner) return refuse(ctx);
        onPartner(partner);
        return ctx.accept();
      }
      if (ctx.method === 'publickey') {
        const found = await partnerByKey(deps.db, ctx.username, ctx.key);
        // without a signature the client asks whether the key would do (it signs next); not an attempt
        if (!ctx.signature) return found ? ctx.accept() : ctx.reject(METHODS);
        if (!found || found.key.verify(ctx.blob!, ctx.signature, ctx.hashAlgo) !== true) return refuse(ctx);
        onPartner(found.partner);
        return ctx.accept();
      }
      ctx.reject(METHODS);
    };
    check().catch((error: unknown) => {
      deps.log.error({ err: error }, 'an SFTP sign-in could not be checked');
      ctx.reject(METHODS);
    });
  });
}

export interface EdiSftpServer {
  listen(port: number, host: string): Promise<AddressInfo>;
  /** Stops taking connections, ends the open ones and waits for the files being received. */
  close(): Promise<void>;
  address(): AddressInfo | null;
}

export function createEdiSftpServer(deps: Omit<SftpDeps, 'track'>, hostKey: string): EdiSftpServer {
  const connections = new Set<ssh2.Connection>();
  const underWay = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    underWay.add(work);
    void work.finally(() => underWay.delete(work));
  };
  const server = new ssh2.Server({ hostKeys: [hostKey], ident: 'portal-edi' }, (client) => {
    connections.add(client);
    let partner: SftpPartner | null = null;
    client.on('error', (error) => deps.log.debug({ err: error }, 'an SFTP connection failed'));
    const signInTimer = setTimeout(() => client.end(), SFTP_SIGN_IN_TIMEOUT_MS).unref();
    client.on('close', () => {
      clearTimeout(signInTimer);
      connections.delete(client);
    });
    signIn({ ...deps, track }, client, (p) => (partner = p));
    client.on('ready', () => {
      clearTimeout(signInTimer);
      client.on('session', (accept) => {
        const session = accept();
        // only the sftp subsystem: no shell, no exec, no forwarding (ssh2 refuses what has no listener)
        session.on('sftp', (acceptSftp) => serveSftp({ ...deps, track }, acceptSftp(), partner!));
      });
    });
  });
  server.on('error', (error: Error) => deps.log.error({ err: error }, 'the SFTP server failed'));
  return {
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve(server.address() as AddressInfo);
        });
      }),
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...underWay]);
      for (const client of connections) client.end();
      await closed;
    },
    address: () => (server.address() as AddressInfo | null) ?? null,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** EDI's SFTP server when SFTP_PORT is configured: its address while it listens (from the app's ready to its close). */
    ediSftp?: { address(): AddressInfo | null };
  }
}

/** With SFTP_PORT set, the server listens from the app's ready (its host key read or made first) to its close. */
export function registerEdiSftpServer(app: FastifyInstance): void {
  const config = app.config.sftp;
  if (!config) return;
  let server: EdiSftpServer | undefined;
  app.decorate('ediSftp', { address: () => server?.address() ?? null });
  app.addHook('onReady', async () => {
    server = createEdiSftpServer(
      { db: app.database.db, clock: { now: () => app.clock.now() }, log: app.log },
      await loadOrCreateHostKey(config.hostKeyFile),
    );
    const address = await server.listen(config.port, config.host);
    app.log.info(`EDI SFTP server on ${address.address}:${address.port}`);
  });
  app.addHook('onClose', async () => server?.close());
}
