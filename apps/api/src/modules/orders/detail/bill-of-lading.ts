// Straight bill of lading for LTL freight: Letter pages with a Code 128 barcode of the BOL number on each,
// shipper and consignee, carrier, pickup date, the PO number and one row per package line with its class.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { addressLines, type PrintedAddress } from '../core/printed-addresses.ts';
import { embedCode128 } from '../core/barcodes.ts';
import { POINTS_PER_INCH } from '../core/label-stock.ts';
import { BLACK, drawLine, drawWrapped, fitText } from '../../../platform/pdf/pdf-text.ts';

export interface BolPackage {
  packageType: string;
  quantity: number;
  /** Pounds per handling unit. */
  weight: number | string;
  /** Inches. */
  width: number | string;
  height: number | string;
  depth: number | string;
  freightClass: string;
}

export interface BolItem {
  sku: string;
  description?: string | null;
  packages: BolPackage[];
}

export interface BillOfLadingInput {
  bolNumber: string;
  purchaseOrderNumber: string;
  shipper: PrintedAddress;
  consignee: PrintedAddress;
  carrier: { name: string; scac?: string | null; proNumber?: string | null };
  /** yyyy-MM-dd. */
  pickupDate: string;
  /** "HH:mm" strings of the pickup window, when known. */
  earliestPickup?: string | null;
  latestPickup?: string | null;
  items: BolItem[];
  specialInstructions?: string | null;
}

const PAGE: [number, number] = [8.5 * POINTS_PER_INCH, 11 * POINTS_PER_INCH];
const M = 36;
const WIDTH = PAGE[0] - 2 * M;
const ROW = 16;
const GREY = rgb(0.9, 0.9, 0.9);

/** Table columns: x offset from the margin and width. */
const COLUMNS = [
  { title: 'QTY', width: 36 },
  { title: 'TYPE', width: 52 },
  { title: 'SKU / DESCRIPTION', width: 196 },
  { title: 'DIMENSIONS (IN)', width: 100 },
  { title: 'WEIGHT (LB)', width: 86 },
  { title: 'CLASS', width: 70 },
] as const;

interface Row {
  cells: string[];
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function renderBillOfLading(input: BillOfLadingInput): Promise<Uint8Array> {
  const rows: Row[] = input.items.flatMap((item) =>
    item.packages.map((p) => ({
      cells: [
        String(p.quantity),
        p.packageType,
        item.description ? `${item.sku} - ${item.description}` : item.sku,
        `${p.depth} x ${p.width} x ${p.height}`,
        formatWeight(Number(p.weight) * p.quantity),
        p.freightClass,
      ],
    })),
  );
  if (rows.length === 0) throw new Error('A bill of lading needs at least one package');
  const totalUnits = input.items.flatMap((i) => i.packages).reduce((n, p) => n + p.quantity, 0);
  const totalWeight = input.items.flatMap((i) => i.packages).reduce((w, p) => w + Number(p.weight) * p.quantity, 0);

  const doc = await PDFDocument.create();
  doc.setTitle(`Bill of lading ${input.bolNumber}`);
  doc.setCreator('Supplier Portal');
  doc.setProducer('Supplier Portal');
  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const barcode = await embedCode128(doc, input.bolNumber, 10);

  // The first page carries the parties; every page the header, the table and the signatures' room.
  const firstPageRows = 18;
  const laterPageRows = 24; // leaves room for the totals, the terms and the signatures on the last page
  const chunks: Row[][] = [rows.slice(0, firstPageRows)];
  for (let i = firstPageRows; i < rows.length; i += laterPageRows) chunks.push(rows.slice(i, i + laterPageRows));

  chunks.forEach((chunk, index) => {
    const page = doc.addPage(PAGE);
    let y = drawHeader(page, fonts, barcode, input, index + 1, chunks.length);
    if (index === 0) y = drawParties(page, fonts, input, y);
    y = drawTable(page, fonts, chunk, y);
    if (index === chunks.length - 1) {
      y = drawTotals(page, fonts, totalUnits, totalWeight, y);
      drawFooter(page, fonts, input, y);
    } else {
      page.drawText('Continued on the next page', { x: M, y: y - 14, size: 8, font: fonts.regular });
    }
  });
  return doc.save();
}

function formatWeight(pounds: number): string {
  return Number.isFinite(pounds) ? (Math.round(pounds * 10) / 10).toLocaleString('en-US') : '--';
}

function drawHeader(page: PDFPage, f: Fonts, barcode: PDFImage, input: BillOfLadingInput, pageNo: number, pages: number): number {
  const top = PAGE[1] - M;
  page.drawText('BILL OF LADING', { x: M, y: top - 20, size: 20, font: f.bold });
  page.drawText('Straight bill of lading - short form - not negotiable', { x: M, y: top - 34, size: 8, font: f.regular });
  page.drawText(`Page ${pageNo} of ${pages}`, { x: M, y: top - 46, size: 8, font: f.regular });

  const bw = 210;
  const bh = 40;
  const bx = PAGE[0] - M - bw;
  page.drawImage(barcode, { x: bx, y: top - bh, width: bw, height: bh });
  const label = `BOL # ${input.bolNumber}`;
  page.drawText(label, { x: bx + (bw - f.bold.widthOfTextAtSize(label, 11)) / 2, y: top - bh - 13, size: 11, font: f.bold });

  let y = top - 72;
  const facts: [string, string][] = [
    ['PO NUMBER', input.purchaseOrderNumber],
    ['PICKUP DATE', input.pickupDate],
    ['PICKUP WINDOW', input.earliestPickup && input.latestPickup ? `${input.earliestPickup} - ${input.latestPickup}` : '--'],
    ['CARRIER', input.carrier.name],
    ['SCAC', input.carrier.scac || '--'],
    ['PRO NUMBER', input.carrier.proNumber || '--'],
  ];
  const colWidth = WIDTH / 3;
  facts.forEach(([k, v], i) => {
    const x = M + (i % 3) * colWidth;
    const rowY = y - Math.floor(i / 3) * 24;
    page.drawText(k, { x, y: rowY, size: 7, font: f.bold });
    page.drawText(fitText(f.regular, v, 10, colWidth - 8), { x, y: rowY - 11, size: 10, font: f.regular });
  });
  y -= 24 * 2 + 4;
  page.drawLine({ start: { x: M, y }, end: { x: M + WIDTH, y }, thickness: 1, color: BLACK });
  return y;
}

function drawParties(page: PDFPage, f: Fonts, input: BillOfLadingInput, top: number): number {
  const boxWidth = (WIDTH - 12) / 2;
  const boxHeight = 104;
  const box = (title: string, address: PrintedAddress, x: number) => {
    page.drawRectangle({ x, y: top - 10 - boxHeight, width: boxWidth, height: boxHeight, borderColor: BLACK, borderWidth: 1 });
    page.drawRectangle({ x, y: top - 10 - 16, width: boxWidth, height: 16, color: GREY, borderColor: BLACK, borderWidth: 1 });
    page.drawText(title, { x: x + 6, y: top - 10 - 12, size: 9, font: f.bold });
    let y = top - 10 - 32;
    const lines = addressLines(address);
    lines.forEach((line, i) => {
      y = drawLine(page, line, x + 6, y, boxWidth - 12, { font: i === 0 ? f.bold : f.regular, size: 10 });
    });
    if (address.phone) drawLine(page, `Phone: ${address.phone}`, x + 6, y, boxWidth - 12, { font: f.regular, size: 9 });
  };
  box('SHIP FROM (SHIPPER)', input.shipper, M);
  box('SHIP TO (CONSIGNEE)', input.consignee, M + boxWidth + 12);
  let y = top - 10 - boxHeight - 14;
  if (input.specialInstructions) {
    page.drawText('SPECIAL INSTRUCTIONS', { x: M, y, size: 7, font: f.bold });
    y = drawWrapped(page, input.specialInstructions, M, y - 11, WIDTH, { font: f.regular, size: 9 }, 3) - 4;
  }
  return y;
}

function drawTable(page: PDFPage, f: Fonts, rows: Row[], top: number): number {
  let y = top - 8;
  page.drawRectangle({ x: M, y: y - ROW, width: WIDTH, height: ROW, color: GREY, borderColor: BLACK, borderWidth: 1 });
  let x = M;
  for (const c of COLUMNS) {
    page.drawText(c.title, { x: x + 4, y: y - ROW + 5, size: 7.5, font: f.bold });
    x += c.width;
  }
  y -= ROW;
  for (const row of rows) {
    page.drawRectangle({ x: M, y: y - ROW, width: WIDTH, height: ROW, borderColor: BLACK, borderWidth: 0.5 });
    x = M;
    row.cells.forEach((cell, i) => {
      const width = COLUMNS[i]!.width;
      page.drawText(fitText(f.regular, cell, 9, width - 8), { x: x + 4, y: y - ROW + 5, size: 9, font: f.regular });
      x += width;
    });
    y -= ROW;
  }
  return y;
}

function drawTotals(page: PDFPage, f: Fonts, units: number, weight: number, top: number): number {
  const y = top - ROW;
  page.drawRectangle({ x: M, y, width: WIDTH, height: ROW, color: GREY, borderColor: BLACK, borderWidth: 1 });
  page.drawText(`TOTAL HANDLING UNITS: ${units}`, { x: M + 4, y: y + 5, size: 9, font: f.bold });
  const weightX = M + COLUMNS.slice(0, 4).reduce((w, c) => w + c.width, 0);
  page.drawText(`${formatWeight(weight)} LB`, { x: weightX + 4, y: y + 5, size: 9, font: f.bold });
  return y;
}

function drawFooter(page: PDFPage, f: Fonts, input: BillOfLadingInput, top: number): void {
  let y = Math.min(top - 22, 200);
  y = drawWrapped(
    page,
    'Received, subject to the classifications and tariffs in effect on the date of issue of this bill of lading, the property described above in apparent good order, except as noted. The carrier acknowledges receipt of the packages and required placards.',
    M,
    y,
    WIDTH,
    { font: f.regular, size: 7.5 },
  );
  y -= 40;
  const half = (WIDTH - 24) / 2;
  const sign = (label: string, x: number) => {
    page.drawLine({ start: { x, y }, end: { x: x + half, y }, thickness: 0.75, color: BLACK });
    page.drawText(label, { x, y: y - 10, size: 7.5, font: f.bold });
  };
  sign('SHIPPER SIGNATURE / DATE', M);
  sign(`CARRIER SIGNATURE / PICKUP DATE (${input.carrier.name})`.slice(0, 80), M + half + 24);
}
