import { execFileSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { LABEL_FORMATS, type LabelFormat } from '@portal/contracts';
import {
  pageImages,
  PDFTOPPM_AVAILABLE,
  PDFTOPPM_SKIP_REASON,
  pngWidth,
  renderPage,
  ZBARIMG_AVAILABLE,
  ZBARIMG_SKIP_REASON,
} from '../../../../test/pdf-raster.ts';
import { code128Png } from './barcodes.ts';
import { renderShippingLabels, type ShippingLabelInput } from './label-pdf.ts';

const TRACKING = ['123456789012', '794612345670', '555000111223'];

const input = (format: LabelFormat, packages = 2): ShippingLabelInput => ({
  format,
  shipFrom: {
    name: 'Acme Home Goods',
    company: 'Warehouse 3',
    address1: '1200 Industrial Pkwy',
    city: 'Reno',
    state: 'NV',
    zip: '89502',
    phone: '(775) 555-0100',
  },
  shipTo: {
    name: 'Zoë Łukasz-Doe',
    address1: '42 Elm Street',
    address2: 'Apt 5B',
    city: 'Springfield',
    state: 'IL',
    zip: '62704',
    phone: '(217) 555-0199',
  },
  orderNumber: 'PO-100045',
  packages: TRACKING.slice(0, packages).map((trackingNumber, i) => ({
    trackingNumber,
    weight: `${12.5 + i}`,
    dims: { length: 16, width: 12, height: 8 },
  })),
  carrier: 'FedEx',
  service: 'FedEx Home Delivery',
  shipDate: '2026-11-23',
});

// Stock sizes in points (72 per inch).
const EXPECTED_SIZE: Record<LabelFormat, [number, number]> = {
  Paper4X6: [288, 432],
  Paper4X675: [288, 486],
  Paper4X8: [288, 576],
  Paper4X9: [288, 648],
  Paper7X475: [504, 342],
  PaperLetter: [612, 792],
  Stock4X6: [288, 432],
  Stock4X675: [288, 486],
  Stock4X8: [288, 576],
  Stock4X9: [288, 648],
};

describe('renderShippingLabels', () => {
  it.each(LABEL_FORMATS)('gives one page per package at the %s stock size', async (format) => {
    const pdf = await renderShippingLabels(input(format, 3));
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(3);
    for (const page of doc.getPages()) {
      const { width, height } = page.getSize();
      expect([width, height]).toEqual(EXPECTED_SIZE[format]);
    }
  });

  it("embeds a Code 128 image of each package's own tracking number on its page", async () => {
    const pdf = await renderShippingLabels(input('Paper4X6', 3));
    const images = await pageImages(pdf);
    expect(images).toHaveLength(3);
    for (const [i, page] of images.entries()) {
      expect(page).toHaveLength(1);
      expect(page[0]!.width).toBe(pngWidth(await code128Png(TRACKING[i]!)));
    }
  });

  it('refuses a label without packages', async () => {
    await expect(renderShippingLabels(input('Paper4X6', 0))).rejects.toThrow('at least one package');
  });

  it("prints names outside the standard fonts' character set instead of failing", async () => {
    const pdf = await renderShippingLabels({ ...input('Paper4X6', 1), shipTo: { ...input('Paper4X6').shipTo, name: '山田 太郎 😀 Żółć' } });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
  });

  describe.skipIf(!PDFTOPPM_AVAILABLE)(
    PDFTOPPM_AVAILABLE ? 'rendered with pdftoppm' : `rendered (skipped: ${PDFTOPPM_SKIP_REASON})`,
    () => {
      it.each(['Paper4X6', 'Paper7X475', 'PaperLetter', 'Stock4X9'] as const)('draws a non-blank %s page', async (format) => {
        const page = renderPage(await renderShippingLabels(input(format, 1)), 1, 100);
        expect(page.png.subarray(1, 4).toString()).toBe('PNG');
        expect(page.inkRatio).toBeGreaterThan(0.03);
        expect(page.inkRatio).toBeLessThan(0.6);
      });

      it.skipIf(!ZBARIMG_AVAILABLE)(
        ZBARIMG_AVAILABLE
          ? 'prints barcodes that scan back to the tracking numbers, upright and turned'
          : `scans barcodes (skipped: ${ZBARIMG_SKIP_REASON})`,
        async () => {
          for (const format of ['Paper4X6', 'Paper7X475', 'PaperLetter'] as const) {
            const pdf = await renderShippingLabels(input(format, 2));
            expect(renderPage(pdf, 1).barcodes, format).toEqual([TRACKING[0]]);
            expect(renderPage(pdf, 2).barcodes, format).toEqual([TRACKING[1]]);
          }
        },
      );

      it('writes the demo label to /tmp/label-demo.pdf and renders it', async () => {
        const pdf = await renderShippingLabels(input('Paper4X6', 2));
        writeFileSync('/tmp/label-demo.pdf', pdf);
        execFileSync('pdftoppm', ['-r', '100', '-png', '-f', '1', '-l', '1', '-singlefile', '/tmp/label-demo.pdf', '/tmp/label-demo']);
        expect(existsSync('/tmp/label-demo.png')).toBe(true);
        expect(statSync('/tmp/label-demo.png').size).toBeGreaterThan(5000);
      });
    },
  );
});
