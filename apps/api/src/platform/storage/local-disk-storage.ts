// Local disk driver: files under DATA_DIR/files/<supplierId>/..., reached through signed addresses on our
// own server (file-routes.ts), the same flow the browser uses with Azure.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, boundedTtl, SIGNED_URL_TTL_S, type Storage } from './storage.ts';
import type { SignedUrlTokens } from './signed-url-tokens.ts';

export const LOCAL_UPLOAD_PATH = '/api/files/upload';
export const LOCAL_DOWNLOAD_PATH = '/api/files/download';

export class FileTooLarge extends Error {}
/** The bytes are not what the file's name says (content-types.ts bytesMatchName). */
export class FileRefused extends Error {}

export class LocalDiskStorage implements Storage {
  readonly kind = 'local' as const;

  constructor(
    readonly root: string,
    readonly tokens: SignedUrlTokens,
  ) {}

  /** Absolute path of a key; assertStorageKey keeps it inside root. */
  pathOf(key: string): string {
    return path.join(this.root, ...assertStorageKey(key).split('/'));
  }

  // Relative addresses: the API serves the web app, so they are same-origin in every deployment and
  // behind the Vite proxy in development (docs/decisions/files-and-pdfs.md).
  async putUrl(key: string, ttlSeconds = SIGNED_URL_TTL_S): Promise<string> {
    assertStorageKey(key);
    return `${LOCAL_UPLOAD_PATH}?token=${this.tokens.sign({ op: 'put', key }, boundedTtl(ttlSeconds))}`;
  }

  async getUrl(key: string, downloadName: string, ttlSeconds = SIGNED_URL_TTL_S): Promise<string> {
    assertStorageKey(key);
    return `${LOCAL_DOWNLOAD_PATH}?token=${this.tokens.sign({ op: 'get', key, name: downloadName }, boundedTtl(ttlSeconds))}`;
  }

  async write(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temp, bytes);
    await rename(temp, target);
  }

  /**
   * Streams a body to disk, refusing it past maxBytes or when `accept` refuses the complete bytes; the file appears
   * only when complete and accepted (rename), so a refused upload leaves an earlier file of the key as it was.
   */
  async writeStream(key: string, source: Readable, maxBytes: number, accept?: (bytes: Buffer) => boolean): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    let size = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > maxBytes) done(new FileTooLarge());
        else done(null, chunk);
      },
    });
    try {
      await pipeline(source, limit, createWriteStream(temp));
      if (accept && !accept(await readFile(temp))) throw new FileRefused();
      await rename(temp, target);
      return size;
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
