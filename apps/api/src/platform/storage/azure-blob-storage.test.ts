// The Azure driver against azurite (a local Blob Storage emulator), started as a child on a loopback port.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AzureBlobStorage } from './azure-blob-storage.ts';

function azuriteBlobMain(): string | null {
  try {
    const pkg = createRequire(import.meta.url).resolve('azurite/package.json');
    return path.join(path.dirname(pkg), 'dist/src/blob/main.js');
  } catch {
    return null;
  }
}

const main = azuriteBlobMain();
const title = main
  ? 'Azure Blob driver (azurite)'
  : 'Azure Blob driver (skipped: azurite is not installed; `npm install` the root devDependencies)';

// azurite's well-known development account and key (public, documented by Microsoft).
const ACCOUNT = 'devstoreaccount1';
const KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`azurite exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('azurite did not start in time');
}

describe.skipIf(!main)(title, () => {
  let child: ChildProcess;
  let storage: AzureBlobStorage;

  beforeAll(async () => {
    const port = await freePort();
    child = spawn(
      process.execPath,
      [
        main!,
        '--blobHost',
        '127.0.0.1',
        '--blobPort',
        String(port),
        '--inMemoryPersistence',
        '--silent',
        '--skipApiVersionCheck',
        '--loose',
        '--disableTelemetry',
      ],
      { stdio: 'ignore' },
    );
    await waitForPort(port, child);
    const connectionString = `DefaultEndpointsProtocol=http;AccountName=${ACCOUNT};AccountKey=${KEY};BlobEndpoint=http://127.0.0.1:${port}/${ACCOUNT};`;
    storage = AzureBlobStorage.fromConnectionString(connectionString, 'portal-files');
  });
  afterAll(() => {
    child?.kill();
  });

  it('accepts a browser-style BlockBlob PUT on the SAS upload address and serves the PDF to open in the browser', async () => {
    const key = '1/20260101120000__Credit memo.pdf';
    const put = await fetch(await storage.putUrl(key), {
      method: 'PUT',
      headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': 'application/pdf' },
      body: new TextEncoder().encode('%PDF-1.4 azurite'),
    });
    expect(put.status).toBe(201);
    expect(await storage.exists(key)).toBe(true);

    const get = await fetch(await storage.getUrl(key, 'Credit memo.pdf'));
    expect(get.status).toBe(200);
    expect(get.headers.get('content-disposition')).toContain('inline; filename="Credit memo.pdf"');
    expect(get.headers.get('content-type')).toBe('application/pdf');
    expect(await get.text()).toBe('%PDF-1.4 azurite');
  });

  it('writes, reads, checks and deletes from the server side', async () => {
    await storage.write('2/label.pdf', Buffer.from('label'), 'application/pdf');
    expect((await storage.read('2/label.pdf'))?.toString()).toBe('label');
    await storage.delete('2/label.pdf');
    expect(await storage.exists('2/label.pdf')).toBe(false);
    expect(await storage.read('2/label.pdf')).toBeNull();
  });

  it('refuses a download address used for an upload and a tampered signature', async () => {
    await storage.write('3/a.pdf', Buffer.from('a'), 'application/pdf');
    const readOnly = await storage.getUrl('3/a.pdf', 'a.pdf');
    const put = await fetch(readOnly, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: 'overwrite' });
    expect(put.status).toBe(403);
    const tampered = new URL(readOnly);
    tampered.searchParams.set('sig', 'AAAA' + (tampered.searchParams.get('sig') ?? '').slice(4));
    expect((await fetch(tampered)).status).toBe(403);
    expect((await storage.read('3/a.pdf'))?.toString()).toBe('a');
  });

  it('refuses an expired address', async () => {
    await storage.write('3/b.pdf', Buffer.from('b'), 'application/pdf');
    const expired = await storage.getUrl('3/b.pdf', 'b.pdf', -120);
    expect((await fetch(expired)).status).toBe(403);
  });
});
