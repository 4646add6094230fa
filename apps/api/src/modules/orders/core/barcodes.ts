// Code 128 barcodes as PNG (bwip-js), embedded as images so any PDF viewer and printer renders them.
import bwipjs from 'bwip-js';
import type { PDFDocument, PDFImage } from 'pdf-lib';

/** scale 4 gives each narrow bar 4 px: sharp when the image is drawn at label size on a 203 or 300 dpi printer. */
export async function code128Png(text: string, heightMm = 15): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 4, height: heightMm, includetext: false, paddingwidth: 0, paddingheight: 0 });
}

export async function embedCode128(doc: PDFDocument, text: string, heightMm?: number): Promise<PDFImage> {
  return doc.embedPng(await code128Png(text, heightMm));
}
