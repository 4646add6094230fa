// Vite plugin: after the bundle is written, every text asset gets a brotli (.br, quality 11) and a gzip (.gz, level 9)
// sibling, each only when it is smaller than the file itself (the small chunks of a route split are most of the files
// a screen loads: left uncompressed they were 17 kB of the shell's first download). The API serves them by Accept-Encoding (@fastify/static preCompressed), so no request spends CPU on
// compression and the browser gets the smallest encoding it accepts. Node's zlib does the work (no extra package).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text formats, not images or fonts that are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

export async function brotliBytes(data: Buffer): Promise<Buffer> {
  return brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** Writes `<file>.br` and `<file>.gz`, each only when it is smaller than the file; returns the extensions written. */
export async function compressSiblings(file: string): Promise<string[]> {
  const data = await readFile(file);
  const [br, gzipped] = await Promise.all([brotliBytes(data), gz(data, { level: 9 })]);
  const siblings = (
    [
      ['.br', br],
      ['.gz', gzipped],
    ] as const
  ).filter(([, bytes]) => bytes.length < data.length);
  await Promise.all(siblings.map(([ext, bytes]) => writeFile(`${file}${ext}`, bytes)));
  return siblings.map(([ext]) => ext);
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      // index.html is emitted as an asset of the bundle too; source maps are left alone (only read by developer tools)
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'));
      await Promise.all(files.map((name) => compressSiblings(path.join(outDir, name))));
    },
  };
}
