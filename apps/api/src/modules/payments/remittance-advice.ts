// The remittance advice (docs/decisions/payments.md): one remittance and its lines as a PDF (pdf-lib, Letter pages)
// and as a spreadsheet (xlsx); the figures at the foot are remittanceTotals of the lines, as everywhere else.
import * as XLSX from '@e965/xlsx';
import {
  DEDUCTION_TYPE_LABELS,
  heldBackWords,
  formatCalendarDay,
  formatUsd,
  REMITTANCE_LINE_KIND_LABELS,
  remittanceTotals,
  type RemittanceLineRow,
} from '@portal/contracts';
import { drawLine } from '../../platform/pdf/pdf-text.ts';
import { createPortalPdf } from '../../platform/pdf/pdf-document.ts';
import type { Db } from '../../db/client.ts';
import { getRemittanceWithLines, type RemittanceWithLines } from './payments.queries.ts';

const LETTER = [612, 792] as const;
const MARGIN = 48;

/** What a line is about: the invoice and PO, the deduction and its type, or the credit memo. */
export function lineReference(l: RemittanceLineRow): string {
  if (l.kind === 'Invoice') return `Invoice ${l.invoiceNumber ?? ''} · PO ${l.purchaseOrderNumber ?? ''}`;
  if (l.kind === 'CreditMemo') return `Credit memo ${l.creditMemoNumber ?? ''}`;
  const type = l.deductionType ? ` (${DEDUCTION_TYPE_LABELS[l.deductionType]})` : '';
  return `${l.deductionNumber ?? ''}${type} · PO ${l.purchaseOrderNumber ?? ''}`;
}

const HEADERS = ['Line', 'Reference', 'Gross', 'Deductions', 'Net'] as const;
const rowOf = (l: RemittanceLineRow) => [REMITTANCE_LINE_KIND_LABELS[l.kind], lineReference(l), l.gross, l.deductions, l.net];
/**
 * An invoice line's deductions, one row each under it, by number and type with the amount in words: the amounts are
 * in the reference, not in the money columns, so the columns still add up to the totals row (no deduction twice).
 */
const heldBackRows = (l: RemittanceLineRow) => l.heldBack.map((d) => ['', heldBackWords(d)]);

/** The PDF's row: the money in the spec's format ($66,932.91), as on the screens. */
const pdfRowOf = (l: RemittanceLineRow) => rowOf(l).map((cell, i) => (i >= 2 ? formatUsd(cell) : cell));

/** The spreadsheet's cells: money as numbers in a currency format, a day as a date cell in the spec's date format. */
const CURRENCY_FORMAT = '"$"#,##0.00;-"$"#,##0.00';
const DATE_FORMAT = 'mmm dd, yyyy';
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
export const moneyCell = (v: string) => ({ t: 'n', v: Number(v), z: CURRENCY_FORMAT });
/** A 'yyyy-MM-dd' day as Excel's day number (no time, no time zone: the day itself). */
export const dayCell = (day: string) => ({ t: 'n', v: (Date.parse(`${day}T00:00:00Z`) - EXCEL_EPOCH) / 86_400_000, z: DATE_FORMAT });

export async function renderRemittanceAdvicePdf(r: RemittanceWithLines): Promise<Uint8Array> {
  const { doc, regular, bold } = await createPortalPdf(`Remittance advice ${r.remittanceNumber}`, r.paymentDate);
  const width = LETTER[0] - 2 * MARGIN;
  let page = doc.addPage([...LETTER]);
  let y = LETTER[1] - MARGIN;
  const text = { font: regular, size: 11 };
  y = drawLine(page, 'REMITTANCE ADVICE', MARGIN, y, width, { font: bold, size: 20 }, 1.6);
  y = drawLine(page, r.supplierName, MARGIN, y, width, text);
  y = drawLine(page, `Remittance number: ${r.remittanceNumber}`, MARGIN, y, width, text);
  y = drawLine(page, `Payment date: ${formatCalendarDay(r.paymentDate)}`, MARGIN, y, width, text);
  y = drawLine(page, `Payment reference: ${r.methodReference}`, MARGIN, y, width, text, 2);
  const cols = [MARGIN, MARGIN + 100, MARGIN + width - 210, MARGIN + width - 140, MARGIN + width - 70];
  const widths = [95, cols[2]! - cols[1]! - 8, 66, 66, 70];
  const drawRow = (cells: readonly string[], style: { font: typeof regular; size: number }) => {
    cells.forEach((cell, i) => drawLine(page, cell, cols[i]!, y, widths[i]!, style));
    y -= style.size * 1.5;
  };
  drawRow(HEADERS, { font: bold, size: 10 });
  for (const line of r.lines) {
    if (y < MARGIN + 60) {
      page = doc.addPage([...LETTER]);
      y = LETTER[1] - MARGIN;
      drawRow(HEADERS, { font: bold, size: 10 });
    }
    drawRow(pdfRowOf(line), { font: regular, size: 9 });
    for (const row of heldBackRows(line)) drawRow(row, { font: regular, size: 9 });
  }
  const totals = remittanceTotals(r.lines);
  y -= 6;
  drawRow(['Total', `${r.lines.length} lines`, formatUsd(totals.gross), formatUsd(totals.deductions), formatUsd(totals.net)], {
    font: bold,
    size: 10,
  });
  return doc.save();
}

/** The same advice as a workbook: a header block (the payment date a date cell), the lines (amounts as numbers in a currency format), the totals. */
export function renderRemittanceAdviceXlsx(r: RemittanceWithLines): Buffer {
  const totals = remittanceTotals(r.lines);
  const amount = moneyCell;
  const rows: unknown[][] = [
    ['Remittance advice', r.remittanceNumber],
    ['Supplier', r.supplierName],
    ['Payment date', dayCell(r.paymentDate)],
    ['Payment reference', r.methodReference],
    [],
    [...HEADERS],
    ...r.lines.flatMap((l) => {
      const [kind, reference, gross, deductions, net] = rowOf(l);
      return [[kind, reference, amount(gross!), amount(deductions!), amount(net!)], ...heldBackRows(l)];
    }),
    ['Total', `${r.lines.length} lines`, amount(totals.gross), amount(totals.deductions), amount(totals.net)],
  ];
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = [{ wch: 18 }, { wch: 48 }, { wch: 14 }, { wch: 14 }, { wch: 14 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Remittance');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export type RemittanceAdviceFormat = 'pdf' | 'xlsx';

/** The advice's formats: the media type of the answer and how the file is rendered. */
export const REMITTANCE_ADVICE_FORMATS: Record<
  RemittanceAdviceFormat,
  { mediaType: string; render: (r: RemittanceWithLines) => Promise<Uint8Array> | Uint8Array }
> = {
  pdf: { mediaType: 'application/pdf', render: renderRemittanceAdvicePdf },
  xlsx: { mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', render: renderRemittanceAdviceXlsx },
};

/** The advice of one of the supplier's remittances as a file to save, named after the remittance's number. */
export async function remittanceAdviceFile(
  db: Db,
  supplierId: number,
  remittanceId: number,
  format: RemittanceAdviceFormat,
): Promise<{ fileName: string; bytes: Buffer }> {
  const r = await getRemittanceWithLines(db, supplierId, remittanceId);
  return { fileName: `${r.remittanceNumber}.${format}`, bytes: Buffer.from(await REMITTANCE_ADVICE_FORMATS[format].render(r)) };
}
