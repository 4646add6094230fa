import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  pageImages,
  PDFTOPPM_AVAILABLE,
  PDFTOPPM_SKIP_REASON,
  pngWidth,
  renderPage,
  ZBARIMG_AVAILABLE,
  ZBARIMG_SKIP_REASON,
} from '../../../../test/pdf-raster.ts';
import { code128Png } from '../core/barcodes.ts';
import { renderBillOfLading, type BillOfLadingInput } from './bill-of-lading.ts';

const bol = (lines: number): BillOfLadingInput => ({
  bolNumber: 'BOL00012345678',
  purchaseOrderNumber: 'PO-100045',
  shipper: { name: 'Acme Home Goods', address1: '1200 Industrial Pkwy', city: 'Reno', state: 'NV', zip: '89502', phone: '(775) 555-0100' },
  consignee: { name: 'Marketplace DC East', address1: '900 Logistics Way', city: 'Columbus', state: 'OH', zip: '43217' },
  carrier: { name: 'Demo Freight Lines', scac: 'DMFL' },
  pickupDate: '2026-11-24',
  earliestPickup: '09:00',
  latestPickup: '15:30',
  items: Array.from({ length: lines }, (_, i) => ({
    sku: `SKU-${1000 + i}`,
    description: 'Patio dining set',
    packages: [{ packageType: 'Pallet', quantity: 2, weight: '412.5', width: 48, height: 52, depth: 40, freightClass: '125' }],
  })),
  specialInstructions: 'Liftgate required at delivery.',
});

describe('renderBillOfLading', () => {
  it.each([
    [1, 1],
    [18, 1],
    [19, 2],
    [42, 2],
    [43, 3],
  ])('puts %i package lines on %i Letter page(s)', async (lines, pages) => {
    const doc = await PDFDocument.load(await renderBillOfLading(bol(lines)));
    expect(doc.getPageCount()).toBe(pages);
    for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });
  });

  it('embeds the BOL number barcode on every page', async () => {
    const images = await pageImages(await renderBillOfLading(bol(30)));
    const expectedWidth = pngWidth(await code128Png('BOL00012345678', 10));
    expect(images.map((p) => p.map((i) => i.width))).toEqual([[expectedWidth], [expectedWidth]]);
  });

  it('refuses a bill of lading without packages', async () => {
    await expect(renderBillOfLading({ ...bol(1), items: [{ sku: 'X', packages: [] }] })).rejects.toThrow('at least one package');
  });

  it.skipIf(!PDFTOPPM_AVAILABLE)(
    PDFTOPPM_AVAILABLE ? 'renders a non-blank page' : `renders (skipped: ${PDFTOPPM_SKIP_REASON})`,
    async () => {
      const page = renderPage(await renderBillOfLading(bol(3)), 1, 100);
      expect(page.inkRatio).toBeGreaterThan(0.01);
    },
  );

  it.skipIf(!PDFTOPPM_AVAILABLE || !ZBARIMG_AVAILABLE)(
    PDFTOPPM_AVAILABLE && ZBARIMG_AVAILABLE
      ? 'prints a barcode that scans back to the BOL number'
      : `scans (skipped: ${PDFTOPPM_SKIP_REASON} / ${ZBARIMG_SKIP_REASON})`,
    async () => {
      const pdf = await renderBillOfLading(bol(20));
      expect(renderPage(pdf, 1).barcodes).toEqual(['BOL00012345678']);
      expect(renderPage(pdf, 2).barcodes).toEqual(['BOL00012345678']);
    },
  );
});
