// The remittance advice's formats (docs/decisions/payments.md, "One money and one date format"): the PDF prints the
// payment date and the money as every screen does ("Nov 01, 2026", "$66,932.91"); the spreadsheet's payment date is
// a date cell and its money numbers in a currency format. Rendered from a remittance in memory, read back from the bytes.
import { inflateSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { RemittanceLineRow } from '@portal/contracts';
import type { RemittanceWithLines } from './payments.queries.ts';
import { renderRemittanceAdvicePdf, renderRemittanceAdviceXlsx } from './remittance-advice.ts';

const line = (over: Partial<RemittanceLineRow>): RemittanceLineRow => ({
  lineId: 1,
  kind: 'Invoice',
  invoiceId: 1,
  invoiceNumber: 'INV-1001',
  orderId: 1,
  purchaseOrderNumber: 'PO-1001',
  deductionId: null,
  deductionNumber: null,
  deductionType: null,
  creditMemoId: null,
  creditMemoNumber: null,
  gross: '66950.00',
  deductions: '17.09',
  net: '66932.91',
  heldBack: [],
  ...over,
});

const REMITTANCE = {
  remittanceId: 7,
  remittanceNumber: 'RMT-000007',
  paymentDate: '2026-11-01',
  methodReference: 'ACH 2026-11-01-RMT-000007',
  gross: '66950.00',
  deductions: '1017.09',
  net: '65932.91',
  lineCount: 2,
  supplierName: 'Acme Home Goods',
  lines: [
    line({}),
    line({
      lineId: 2,
      kind: 'CreditMemo',
      invoiceId: null,
      invoiceNumber: null,
      creditMemoNumber: 'CM-1',
      gross: '0.00',
      deductions: '1000.00',
      net: '-1000.00',
    }),
  ],
} as RemittanceWithLines;

/** The text a PDF shows: its content streams inflated, the hex strings of its text operators decoded. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      content = m[1]!;
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) texts.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

describe('the remittance advice', () => {
  it('PDF: the payment date in the spec format and every amount as US dollars', async () => {
    const text = pdfText(await renderRemittanceAdvicePdf(REMITTANCE));
    expect(text).toContain('Payment date: Nov 01, 2026');
    expect(text).not.toContain('2026-11-01\n');
    expect(text).toContain('$66,950.00');
    expect(text).toContain('$66,932.91');
    expect(text).toContain('-$1,000.00');
    // the total row: gross, deductions, net of the lines
    expect(text).toContain('$1,017.09');
    expect(text).toContain('$65,932.91');
    expect(text).not.toMatch(/^66932\.91$/m);
  });

  it('spreadsheet: the payment date is a date cell, money is numbers in a currency format', () => {
    const sheet = XLSX.read(renderRemittanceAdviceXlsx(REMITTANCE), { cellDates: true }).Sheets.Remittance!;
    const date = sheet['B3']!;
    expect(sheet['A3']!.v).toBe('Payment date');
    expect(date.t).toBe('d');
    expect((date.v as Date).toISOString().slice(0, 10)).toBe('2026-11-01');
    expect(date.w).toBe('Nov 01, 2026');
    // the first line's gross, deductions and net (row 7), the total row's net
    for (const [ref, value, text] of [
      ['C7', 66950, '$66,950.00'],
      ['E7', 66932.91, '$66,932.91'],
      ['E8', -1000, '-$1,000.00'],
      ['E9', 65932.91, '$65,932.91'],
    ] as const) {
      expect(sheet[ref]!.t, ref).toBe('n');
      expect(sheet[ref]!.v, ref).toBe(value);
      expect(sheet[ref]!.w, ref).toBe(text);
    }
  });
});
