// Parcel shipping labels, the one place they are drawn: one page per package at the stock size of the chosen format,
// each with a Code 128 barcode of the package's tracking number, the from/to addresses, service, weight, dimensions
// and PO number. The order page prints one order's labels, bulk labels one batch of several orders.
import {
  concatTransformationMatrix,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import type { LabelFormat } from '@portal/contracts';
import { addressLines, type PrintedAddress } from './printed-addresses.ts';
import { embedCode128 } from './barcodes.ts';
import { LABEL_HEIGHT, LABEL_STOCK, LABEL_WIDTH, type LabelStock } from './label-stock.ts';
import { BLACK, drawLine, fitText } from '../../../platform/pdf/pdf-text.ts';
import { formatTrackingNumber } from './tracking-numbers.ts';

export interface LabelPackage {
  trackingNumber: string;
  /** Pounds. */
  weight: number | string;
  /** Inches. */
  dims: { length: number | string; width: number | string; height: number | string };
}

export interface ShippingLabelInput {
  format: LabelFormat;
  shipFrom: PrintedAddress;
  shipTo: PrintedAddress;
  /** The purchase order number printed on every label. */
  orderNumber: string;
  packages: LabelPackage[];
  /** Carrier name, e.g. "FedEx". */
  carrier: string;
  /** Service printed in the band, e.g. "FedEx Home Delivery"; the carrier name when absent. */
  service?: string;
  /** yyyy-MM-dd. */
  shipDate: string;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const M = 10; // margin inside the 4x6 block
const INNER = LABEL_WIDTH - 2 * M;

export async function renderShippingLabels(input: ShippingLabelInput): Promise<Uint8Array> {
  if (input.packages.length === 0) throw new Error('A label needs at least one package');
  const stock = LABEL_STOCK[input.format];
  if (!stock) throw new Error(`Unknown label format ${input.format}`);
  const doc = await PDFDocument.create();
  doc.setTitle(`Shipping labels ${input.orderNumber}`);
  doc.setCreator('Supplier Portal');
  doc.setProducer('Supplier Portal');
  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };

  for (const [index, pkg] of input.packages.entries()) {
    const page = doc.addPage([stock.width, stock.height]);
    const barcode = await embedCode128(doc, pkg.trackingNumber);
    placeLabel(page, stock, () => drawLabel(page, fonts, barcode, input, pkg, index));
    if (stock.docTab) drawDocTab(page, stock, fonts, input, pkg, index);
    if (stock.cutLine) drawCutLine(page, stock, fonts);
  }
  return doc.save();
}

/** Runs draw() in the label's own coordinates (0..288 x 0..432), moved and turned onto the stock page. */
function placeLabel(page: PDFPage, stock: LabelStock, draw: () => void): void {
  const { x, y, rotated } = stock.label;
  page.pushOperators(
    pushGraphicsState(),
    // A quarter turn clockwise: label x runs down the page, label y runs to the right.
    rotated ? concatTransformationMatrix(0, -1, 1, 0, x, y + LABEL_WIDTH) : concatTransformationMatrix(1, 0, 0, 1, x, y),
  );
  draw();
  page.pushOperators(popGraphicsState());
}

function drawLabel(page: PDFPage, f: Fonts, barcode: PDFImage, input: ShippingLabelInput, pkg: LabelPackage, index: number): void {
  const total = input.packages.length;
  const rule = (y: number, thickness = 1) => page.drawLine({ start: { x: M, y }, end: { x: LABEL_WIDTH - M, y }, thickness, color: BLACK });

  // From (left) and shipment facts (right).
  let y = LABEL_HEIGHT - M - 7;
  const factsX = 182;
  page.drawText('FROM', { x: M, y, size: 6, font: f.bold });
  y -= 9;
  for (const line of addressLines(input.shipFrom).slice(0, 5))
    y = drawLine(page, line, M, y, factsX - M - 6, { font: f.regular, size: 7.5 }, 1.15);
  if (input.shipFrom.phone) y = drawLine(page, input.shipFrom.phone, M, y, factsX - M - 6, { font: f.regular, size: 7.5 }, 1.15);

  let fy = LABEL_HEIGHT - M - 7;
  const fact = (label: string, value: string) => {
    page.drawText(label, { x: factsX, y: fy, size: 6, font: f.bold });
    page.drawText(fitText(f.regular, value, 7.5, LABEL_WIDTH - M - factsX - 38), { x: factsX + 38, y: fy, size: 7.5, font: f.regular });
    fy -= 10.5;
  };
  fact('SHIP DATE', input.shipDate);
  fact('ACT WGT', `${pkg.weight} LB`);
  fact('DIMS', `${pkg.dims.length}x${pkg.dims.width}x${pkg.dims.height} IN`);
  fact('PKG', `${index + 1} of ${total}`);
  fact('CARRIER', input.carrier);

  y = Math.min(y, fy) - 2;
  rule(y);

  // Ship to: the biggest text on the label after the barcode.
  y -= 14;
  page.drawText('SHIP TO', { x: M, y, size: 7, font: f.bold });
  y -= 15;
  const to = addressLines(input.shipTo);
  const cityLine = to.pop()!;
  for (const line of to.slice(0, 4)) y = drawLine(page, line, M + 8, y, INNER - 8, { font: f.bold, size: 12 }, 1.2);
  y = drawLine(page, cityLine, M + 8, y - 2, INNER - 8, { font: f.bold, size: 15 }, 1.2);
  if (input.shipTo.phone) y = drawLine(page, input.shipTo.phone, M + 8, y, INNER - 8, { font: f.regular, size: 9 }, 1.2);
  y -= 2;
  rule(y, 2);

  // Service band, reversed (white on black) so the sorter sees it first.
  const bandHeight = 26;
  page.drawRectangle({ x: M, y: y - bandHeight, width: INNER, height: bandHeight, color: BLACK });
  const service = fitText(f.bold, (input.service ?? input.carrier).toUpperCase(), 15, INNER - 16);
  page.drawText(service, { x: M + 8, y: y - bandHeight + 8, size: 15, font: f.bold, color: rgb(1, 1, 1) });
  y -= bandHeight;

  // Barcode with its human-readable number below; quiet zones of 12pt each side.
  const barcodeHeight = 96;
  const barcodeWidth = INNER - 24;
  y -= 14 + barcodeHeight;
  page.drawImage(barcode, { x: (LABEL_WIDTH - barcodeWidth) / 2, y, width: barcodeWidth, height: barcodeHeight });
  y -= 16;
  const trk = `TRK# ${formatTrackingNumber(pkg.trackingNumber)}`;
  page.drawText(trk, { x: (LABEL_WIDTH - f.bold.widthOfTextAtSize(trk, 13)) / 2, y, size: 13, font: f.bold });
  y -= 10;
  rule(y);

  // References.
  y -= 16;
  page.drawText('PO', { x: M, y, size: 7, font: f.bold });
  page.drawText(fitText(f.bold, input.orderNumber, 14, INNER - 30), { x: M + 22, y: y - 1, size: 14, font: f.bold });
  y -= 15;
  page.drawText(`Package ${index + 1} of ${total}`, { x: M, y, size: 8, font: f.regular });
  // The box around the whole label keeps its edge visible on plain paper and rotated stock.
  page.drawRectangle({ x: 1, y: 1, width: LABEL_WIDTH - 2, height: LABEL_HEIGHT - 2, borderColor: BLACK, borderWidth: 1 });
}

/** Longer thermal stock: the part below the label repeats the references for the packer. */
function drawDocTab(page: PDFPage, stock: LabelStock, f: Fonts, input: ShippingLabelInput, pkg: LabelPackage, index: number): void {
  const top = stock.label.y - 6;
  page.drawLine({ start: { x: M, y: top }, end: { x: LABEL_WIDTH - M, y: top }, thickness: 0.75, dashArray: [4, 3], color: BLACK });
  let y = top - 14;
  y = drawLine(page, `PO ${input.orderNumber}`, M, y, INNER, { font: f.bold, size: 10 });
  y = drawLine(page, `TRK# ${formatTrackingNumber(pkg.trackingNumber)}   Pkg ${index + 1} of ${input.packages.length}`, M, y, INNER, {
    font: f.regular,
    size: 8,
  });
  if (y > 14)
    drawLine(page, `${input.shipTo.name} - ${input.shipTo.city}, ${input.shipTo.state} ${input.shipTo.zip}`, M, y, INNER, {
      font: f.regular,
      size: 8,
    });
}

function drawCutLine(page: PDFPage, stock: LabelStock, f: Fonts): void {
  const { x, y } = stock.label;
  page.drawRectangle({
    x: x - 6,
    y: y - 6,
    width: LABEL_WIDTH + 12,
    height: LABEL_HEIGHT + 12,
    borderColor: BLACK,
    borderWidth: 0.75,
    borderDashArray: [5, 4],
  });
  const note = 'Cut along the dashed line and attach the label to the package. Do not cover the barcode.';
  page.drawText(note, { x: (stock.width - f.regular.widthOfTextAtSize(note, 9)) / 2, y: y - 24, size: 9, font: f.regular });
}

/** One PDF for the whole batch: each order's labels rendered as above, then copied in order into a single document
 * the supplier prints in one go. */
export async function renderLabelBatch(orders: readonly ShippingLabelInput[], title: string): Promise<Uint8Array> {
  const batch = await PDFDocument.create();
  batch.setTitle(title);
  batch.setCreator('Supplier Portal');
  batch.setProducer('Supplier Portal');
  for (const input of orders) {
    const one = await PDFDocument.load(await renderShippingLabels(input));
    const pages = await batch.copyPages(one, one.getPageIndices());
    for (const page of pages) batch.addPage(page);
  }
  return batch.save();
}
