// Signed storage addresses are scoped to one blob, one verb and at most 15 minutes (the local driver's HMAC tokens and
// the Azure SAS alike), and an upload is checked by its bytes and size, not by what the uploader claims.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACME, useTestAppWithFiles } from '../../../test/test-app.ts';
import { AzureBlobStorage } from './azure-blob-storage.ts';
import { bytesMatchName } from './content-types.ts';
import { UPLOAD_NOT_ITS_TYPE } from './file-routes.ts';
import { SignedUrlTokens } from './signed-url-tokens.ts';
import { SIGNED_URL_TTL_S } from './storage.ts';
import type { LocalDiskStorage } from './local-disk-storage.ts';

const ctx = useTestAppWithFiles();
const PDF = Buffer.from('%PDF-1.4\n% signed-url test\n');
const claimsOf = (url: string) =>
  JSON.parse(Buffer.from(new URL(url, 'http://x').searchParams.get('token')!.split('.')[0]!, 'base64url').toString()) as {
    op: string;
    key: string;
    exp: number;
  };
const addressFor = async (call: 'upload-url' | 'download-url', value: string) => {
  const res = await ctx.as(ACME, { method: 'POST', url: `/api/documents/${call}`, payload: { value } });
  expect(res.statusCode).toBe(200);
  return res.json<string>();
};
const put = (url: string, body: Buffer) =>
  ctx.app.inject({ method: 'PUT', url, payload: body, headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': 'application/pdf' } });
const fileOnDisk = (name: string) => path.join(ctx.dataDir, 'files', String(ctx.seed.supplierIds.acme), name);

describe('local signed addresses', () => {
  it('name one blob, one verb and expire within 15 minutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const uploadUrl = await addressFor('upload-url', '20260201000000__scoped.pdf');
    const upload = claimsOf(uploadUrl);
    expect(upload).toMatchObject({ op: 'put', key: `${ctx.seed.supplierIds.acme}/20260201000000__scoped.pdf` });
    expect(upload.exp - before).toBeLessThanOrEqual(SIGNED_URL_TTL_S + 1);
    expect(SIGNED_URL_TTL_S).toBeLessThanOrEqual(15 * 60);
    expect((await put(uploadUrl, PDF)).statusCode).toBe(201);
    const download = claimsOf(await addressFor('download-url', '20260201000000__scoped.pdf'));
    expect(download.op).toBe('get');
    expect(download.exp - before).toBeLessThanOrEqual(SIGNED_URL_TTL_S + 1);
  });

  it('never live longer than 15 minutes, whatever a caller asks for', async () => {
    const storage = ctx.app.storage as LocalDiskStorage;
    const now = Math.floor(Date.now() / 1000);
    expect(claimsOf(await storage.putUrl('1/a.pdf', 24 * 3600)).exp - now).toBeLessThanOrEqual(SIGNED_URL_TTL_S + 1);
    expect(claimsOf(await storage.getUrl('1/a.pdf', 'a.pdf', 24 * 3600)).exp - now).toBeLessThanOrEqual(SIGNED_URL_TTL_S + 1);
  });

  it('refuse the other verb, another blob (a changed token) and an expired token', async () => {
    const uploadUrl = await addressFor('upload-url', '20260201000000__verb.pdf');
    expect((await put(uploadUrl, PDF)).statusCode).toBe(201);
    // the upload address does not download
    const asDownload = uploadUrl.replace('/api/files/upload', '/api/files/download');
    expect((await ctx.app.inject({ method: 'GET', url: asDownload })).statusCode).toBe(403);
    // the download address does not upload
    const downloadUrl = await addressFor('download-url', '20260201000000__verb.pdf');
    expect((await put(downloadUrl.replace('/api/files/download', '/api/files/upload'), PDF)).statusCode).toBe(403);
    // pointing the token at another blob breaks its signature
    const token = new URL(uploadUrl, 'http://x').searchParams.get('token')!;
    const [payload, mac] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, key: `${ctx.seed.supplierIds.integrated}/x.pdf` })).toString('base64url');
    expect((await put(`/api/files/upload?token=${forged}.${mac}`, PDF)).statusCode).toBe(403);
    // expired
    const tokens = new SignedUrlTokens(new Uint8Array(32).fill(7), () => 0);
    const old = tokens.sign({ op: 'get', key: '1/a.pdf' }, 60);
    expect(new SignedUrlTokens(new Uint8Array(32).fill(7), () => 61_000).verify(old, 'get')).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('uploads by their bytes and size', () => {
  it('refuses a file whose bytes are not its type, keeping the earlier file of that name', async () => {
    const url = await addressFor('upload-url', '20260201000000__bytes.pdf');
    expect((await put(url, PDF)).statusCode).toBe(201);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const refused = await put(await addressFor('upload-url', '20260201000000__bytes.pdf'), html);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 400, detail: UPLOAD_NOT_ITS_TYPE });
    expect(readFileSync(fileOnDisk('20260201000000__bytes.pdf'))).toEqual(PDF);
    // a new name with wrong bytes leaves no file at all
    expect((await put(await addressFor('upload-url', '20260201000000__fake.pdf'), html)).statusCode).toBe(400);
    expect(existsSync(fileOnDisk('20260201000000__fake.pdf'))).toBe(false);
  });

  it('refuses a file over the size limit with 413 and stores nothing', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(30 * 1024 * 1024, 32)]);
    const res = await put(await addressFor('upload-url', '20260201000000__big.pdf'), big);
    expect(res.statusCode).toBe(413);
    expect(existsSync(fileOnDisk('20260201000000__big.pdf'))).toBe(false);
  });

  it.each([
    ['a.pdf', '%PDF-1.7', true],
    ['a.pdf', 'MZ\x90\x00', false],
    ['a.png', '\x89PNG\r\n\x1a\n', true],
    ['a.jpg', '\xff\xd8\xff\xe0', true],
    ['a.jpeg', 'GIF89a', false],
    ['a.xlsx', 'PK\x03\x04', true],
    ['a.docx', '%PDF-', false],
    ['a.xls', '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1', true],
    ['a.csv', 'sku,qty\nA-1,2\n', true],
    ['a.csv', '<!DOCTYPE html><script>', false],
    ['a.csv', 'a\x00b', false],
    ['a.exe', 'MZ', false],
  ])('%s starting %j is accepted: %s', (name, head, ok) => {
    expect(bytesMatchName(name, Buffer.from(head, 'latin1'))).toBe(ok);
  });
});

describe('Azure SAS addresses', () => {
  // azurite's well-known development account: SAS addresses are computed locally, nothing is contacted
  const storage = AzureBlobStorage.fromConnectionString(
    'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;',
    'portal-files',
  );
  (storage as unknown as { ready: Promise<unknown> }).ready = Promise.resolve();
  const sasOf = (url: string) => new URL(url);

  it('scope one blob, one verb (read, or create+write for the upload PUT) and at most 15 minutes', async () => {
    const now = Date.now();
    for (const [url, permissions] of [
      [await storage.getUrl('7/a.pdf', 'a.pdf', 24 * 3600), 'r'],
      [await storage.putUrl('7/a.pdf', 24 * 3600), 'cw'],
    ] as const) {
      const sas = sasOf(url);
      expect(sas.pathname).toBe('/devstoreaccount1/portal-files/7/a.pdf');
      expect(sas.searchParams.get('sr')).toBe('b'); // a blob, not the container
      expect(sas.searchParams.get('sp')).toBe(permissions);
      const expires = Date.parse(sas.searchParams.get('se')!);
      expect(expires - now).toBeLessThanOrEqual(SIGNED_URL_TTL_S * 1000 + 2000);
      expect(expires - now).toBeGreaterThan(0);
    }
  });
});
