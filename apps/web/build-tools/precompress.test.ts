import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressSiblings } from './precompress.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));

describe('precompress', () => {
  it('writes brotli and gzip siblings of a small chunk when they are smaller, with the same content', async () => {
    // a small chunk of a route split: 300 bytes, repetitive like minified code
    const file = path.join(dir, 'small.js');
    const source = `import{a as e,b as t}from"./index.js";${'export const x=e(t,"MuiButton-root");'.repeat(7)}`;
    writeFileSync(file, source);
    expect(await compressSiblings(file)).toEqual(['.br', '.gz']);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(source);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(source);
  });

  it('writes no sibling that would be larger than the file', async () => {
    const file = path.join(dir, 'tiny.js');
    writeFileSync(file, 'export{}');
    expect(await compressSiblings(file)).toEqual([]);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });
});
