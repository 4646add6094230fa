import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectValidationError, useTestAppWithFiles } from '../../../test/test-app.ts';
import { LocalDiskStorage } from '../../platform/storage/local-disk-storage.ts';

const ctx = useTestAppWithFiles({ FILE_UPLOAD_MAX_MB: '1' });
const ACME = 'admin@acme.test';
const ACME_CLERK = 'clerk@acme.test';
const OTHER = 'admin@integrated.test';
const PDF = Buffer.from('%PDF-1.4\n% a tiny test file\n');

const uploadUrl = (email: string | null, value: unknown) =>
  ctx.as(email, { method: 'POST', url: '/api/documents/upload-url', payload: { value } });
const downloadUrl = (email: string | null, value: unknown) =>
  ctx.as(email, { method: 'POST', url: '/api/documents/download-url', payload: { value } });
const put = (url: string, body: Buffer, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'PUT',
    url,
    payload: body,
    headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': 'application/pdf', ...headers },
  });

async function upload(email: string, name: string, body: Buffer = PDF): Promise<void> {
  const res = await uploadUrl(email, name);
  expect(res.statusCode).toBe(200);
  const stored = await put(res.json<string>(), body);
  expect(stored.statusCode).toBe(201);
}

describe('POST /documents/upload-url and the signed upload', () => {
  it('answers a URL string that accepts a BlockBlob PUT of the file', async () => {
    const res = await uploadUrl(ACME, '20260101120000__memo.pdf');
    expect(res.statusCode).toBe(200);
    const url = res.json<string>();
    expect(url).toMatch(/^\/api\/files\/upload\?token=/);
    const stored = await put(url, PDF);
    expect(stored.statusCode).toBe(201);
    const onDisk = path.join(ctx.dataDir, 'files', String(ctx.seed.supplierIds.acme), '20260101120000__memo.pdf');
    expect(existsSync(onDisk)).toBe(true);
  });

  it('refuses an unsupported file type at $.value', async () => {
    expectValidationError(await uploadUrl(ACME, '20260101120000__page.html'), '$.value', 'Unsupported file type');
    expectValidationError(await uploadUrl(ACME, 'no-extension'), '$.value', 'Unsupported file type');
  });

  it('refuses path separators, empty, missing and overlong names at $.value', async () => {
    expectValidationError(await uploadUrl(ACME, '../1/memo.pdf'), '$.value', 'Invalid format');
    expectValidationError(await uploadUrl(ACME, '..\\memo.pdf'), '$.value', 'Invalid format');
    expectValidationError(await uploadUrl(ACME, ''), '$.value', 'Field is required');
    expectValidationError(await uploadUrl(ACME, undefined), '$.value', 'Field is required');
    expectValidationError(await uploadUrl(ACME, `${'a'.repeat(250)}.pdf`), '$.value', 'Maximum is 250 characters');
    expectValidationError(await uploadUrl(ACME, 42), '$.value');
  });

  it('requires a session', async () => {
    const res = await uploadUrl(null, 'memo.pdf');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ title: 'Unauthorized', status: 401 });
  });

  it('refuses a PUT without the BlockBlob header', async () => {
    const url = (await uploadUrl(ACME, 'headerless.pdf')).json<string>();
    const res = await ctx.app.inject({ method: 'PUT', url, payload: PDF, headers: { 'content-type': 'application/pdf' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('The x-ms-blob-type header must be BlockBlob.');
  });

  it('refuses a file over the size limit with 413 and leaves nothing behind', async () => {
    const url = (await uploadUrl(ACME, 'big.pdf')).json<string>();
    const res = await put(url, Buffer.alloc(1024 * 1024 + 1, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, detail: 'File size is too large, maximum is 1MB' });
    const folder = path.join(ctx.dataDir, 'files', String(ctx.seed.supplierIds.acme));
    expect(readdirSync(folder).filter((f) => f.startsWith('big.pdf'))).toEqual([]);
  });

  it('refuses a streamed body that grows past the limit without a declared length', async () => {
    const storage = ctx.app.storage as LocalDiskStorage;
    const { Readable } = await import('node:stream');
    const chunks = Readable.from([Buffer.alloc(700 * 1024), Buffer.alloc(700 * 1024)]);
    await expect(storage.writeStream(`${ctx.seed.supplierIds.acme}/chunked.pdf`, chunks, 1024 * 1024)).rejects.toThrow();
    expect(await storage.exists(`${ctx.seed.supplierIds.acme}/chunked.pdf`)).toBe(false);
  });
});

describe('POST /documents/download-url and the signed download', () => {
  it('answers a URL that serves the file under its name without the timestamp prefix (a PDF opens in the browser)', async () => {
    await upload(ACME, '20260102030405__Invoice 7.pdf');
    const res = await downloadUrl(ACME_CLERK, '20260102030405__Invoice 7.pdf');
    expect(res.statusCode).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: res.json<string>() });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`inline; filename="Invoice 7.pdf"; filename*=UTF-8''Invoice%207.pdf`);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('answers 404 with a clear detail for a file that does not exist', async () => {
    const res = await downloadUrl(ACME, '20260102030405__missing.pdf');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ title: 'Not Found', status: 404, detail: 'The file "missing.pdf" was not found.' });
  });

  it("never reaches another supplier's file: the same name is a different file", async () => {
    await upload(ACME, '20260103000000__shared-name.pdf', Buffer.from('%PDF-acme'));
    expect((await downloadUrl(OTHER, '20260103000000__shared-name.pdf')).statusCode).toBe(404);

    await upload(OTHER, '20260103000000__shared-name.pdf', Buffer.from('%PDF-integrated'));
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: (await downloadUrl(OTHER, '20260103000000__shared-name.pdf')).json<string>(),
    });
    const ours = await ctx.app.inject({ method: 'GET', url: (await downloadUrl(ACME, '20260103000000__shared-name.pdf')).json<string>() });
    expect(theirs.body).toBe('%PDF-integrated');
    expect(ours.body).toBe('%PDF-acme');
  });

  it('refuses bad file names at $.value', async () => {
    expectValidationError(await downloadUrl(ACME, `../${ctx.seed.supplierIds.integrated}/x.pdf`), '$.value', 'Invalid format');
    expectValidationError(await downloadUrl(ACME, 'script.js'), '$.value', 'Unsupported file type');
    expectValidationError(await downloadUrl(ACME, ''), '$.value', 'Field is required');
  });

  it('requires a session', async () => {
    expect((await downloadUrl(null, 'memo.pdf')).statusCode).toBe(401);
  });
});

describe('signed address tokens', () => {
  const storage = () => ctx.app.storage as LocalDiskStorage;
  const key = () => `${ctx.seed.supplierIds.acme}/20260101120000__memo.pdf`;

  it('refuses an expired download or upload address', async () => {
    const get = await ctx.app.inject({ method: 'GET', url: await storage().getUrl(key(), 'memo.pdf', -1) });
    expect(get.statusCode).toBe(403);
    expect(get.json().detail).toBe('The download address has expired.');
    const up = await put(await storage().putUrl(key(), -1), PDF);
    expect(up.statusCode).toBe(403);
    expect(up.json().detail).toBe('The upload address has expired.');
  });

  it('refuses a tampered token: changed key or changed signature', async () => {
    const url = await storage().getUrl(key(), 'memo.pdf');
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const [payload, mac] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, key: `${ctx.seed.supplierIds.integrated}/20260103000000__shared-name.pdf` }),
    ).toString('base64url');
    const forgedRes = await ctx.app.inject({ method: 'GET', url: `/api/files/download?token=${forged}.${mac}` });
    expect(forgedRes.statusCode).toBe(403);
    expect(forgedRes.json().detail).toBe('The download address is invalid.');
    // Flip the first character: the last one of base64url may carry only padding bits and decode to the same MAC.
    const flipped = (mac.startsWith('A') ? 'B' : 'A') + mac.slice(1);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/files/download?token=${payload}.${flipped}` })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/files/download?token=garbage' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/files/download' })).statusCode).toBe(403);
  });

  it('refuses an upload token used to download and a download token used to upload', async () => {
    const uploadSignedUrlToken = new URL(await storage().putUrl(key()), 'http://x').searchParams.get('token')!;
    const downloadSignedUrlToken = new URL(await storage().getUrl(key(), 'memo.pdf'), 'http://x').searchParams.get('token')!;
    const wrongGet = await ctx.app.inject({ method: 'GET', url: `/api/files/download?token=${uploadSignedUrlToken}` });
    expect(wrongGet.statusCode).toBe(403);
    const wrongPut = await put(`/api/files/upload?token=${downloadSignedUrlToken}`, PDF);
    expect(wrongPut.statusCode).toBe(403);
  });

  it('answers 404 for a valid download address whose file was deleted', async () => {
    await upload(ACME, 'to-delete.pdf');
    const url = (await downloadUrl(ACME, 'to-delete.pdf')).json<string>();
    await storage().delete(`${ctx.seed.supplierIds.acme}/to-delete.pdf`);
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
  });
});
