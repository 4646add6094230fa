// Test helpers for PDFs: render a page with poppler's pdftoppm, measure ink, decode barcodes with zbarimg.
// Both tools are optional; callers skip with a clear reason when they are missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';

const hasTool = (tool: string, arg: string) => spawnSync(tool, [arg], { stdio: 'ignore' }).error === undefined;

export const PDFTOPPM_AVAILABLE = hasTool('pdftoppm', '-v');
export const ZBARIMG_AVAILABLE = hasTool('zbarimg', '--version');
export const PDFTOPPM_SKIP_REASON = 'pdftoppm (poppler-utils) is not installed: apt-get install poppler-utils';
export const ZBARIMG_SKIP_REASON = 'zbarimg (zbar-tools) is not installed: apt-get install zbar-tools';

export interface RenderedPage {
  png: Buffer;
  /** Share of pixels darker than mid-grey, 0..1. */
  inkRatio: number;
  /** Code 128 values zbarimg found on the page ([] when zbarimg is missing). */
  barcodes: string[];
}

/** Renders one page (1-based) at dpi to PNG (kept) and greyscale PGM (measured). */
export function renderPage(pdf: Uint8Array, page: number, dpi = 150): RenderedPage {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    const range = ['-f', String(page), '-l', String(page), '-singlefile', '-r', String(dpi)];
    execFileSync('pdftoppm', [...range, '-png', file, path.join(dir, 'page')]);
    execFileSync('pdftoppm', [...range, '-gray', file, path.join(dir, 'page')]);
    const png = readFileSync(path.join(dir, 'page.png'));
    const inkRatio = inkOf(readFileSync(path.join(dir, 'page.pgm')));
    let barcodes: string[] = [];
    if (ZBARIMG_AVAILABLE) {
      const out = spawnSync('zbarimg', ['-q', '--raw', '-Scode128.enable', path.join(dir, 'page.png')], { encoding: 'utf8' });
      barcodes = out.stdout
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    }
    return { png, inkRatio, barcodes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Binary PGM (P5): header "P5 w h max" then one byte per pixel. */
function inkOf(pgm: Buffer): number {
  const header = pgm.subarray(0, 64).toString('latin1');
  const match = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(header);
  if (!match) throw new Error('not a binary PGM');
  const [, w, h] = match.map(Number) as [number, number, number];
  const pixels = pgm.subarray(match[0].length, match[0].length + w * h);
  let dark = 0;
  for (const p of pixels) if (p < 128) dark++;
  return dark / pixels.length;
}

/** Image XObjects drawn on each page: [{width, height}] per page. */
export async function pageImages(pdf: Uint8Array): Promise<{ width: number; height: number }[][]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
    if (!(xobjects instanceof PDFDict)) return [];
    return xobjects
      .entries()
      .map(([, ref]) => doc.context.lookup(ref))
      .filter((obj): obj is PDFStream => obj instanceof PDFStream && obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
      .map((s) => ({
        width: Number(s.dict.get(PDFName.of('Width'))?.toString()),
        height: Number(s.dict.get(PDFName.of('Height'))?.toString()),
      }));
  });
}

/** Width in pixels from a PNG's IHDR. */
export const pngWidth = (png: Buffer): number => png.readUInt32BE(16);
