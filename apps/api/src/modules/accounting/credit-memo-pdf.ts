// The credit memo PDF the portal renders itself: for agreement credits with GenerateCreditMemoForAgreement on, and
// for the demo's memos (seed/accounting.ts). One Letter page: supplier, memo number and date, one row per order.
import { money } from '@portal/contracts';
import { drawLine, drawWrapped } from '../../platform/pdf/pdf-text.ts';
import { createPortalPdf } from '../../platform/pdf/pdf-document.ts';

export interface CreditMemoPdfInput {
  supplierName: string;
  memoNumber: string;
  /** yyyy-MM-dd */
  memoDate: string;
  comment?: string | null;
  lines: { purchaseOrderNumber: string; reasonForCredit: string; amount: string }[];
}

const LETTER = [612, 792] as const;
const MARGIN = 54;

export async function renderCreditMemoPdf(input: CreditMemoPdfInput): Promise<Uint8Array> {
  // Fixed dates keep the bytes of one memo the same every time it is rendered.
  const { doc, regular, bold } = await createPortalPdf(`Credit memo ${input.memoNumber}`, input.memoDate);
  const width = LETTER[0] - 2 * MARGIN;
  let page = doc.addPage([...LETTER]);
  let y = LETTER[1] - MARGIN;
  y = drawLine(page, 'CREDIT MEMO', MARGIN, y, width, { font: bold, size: 20 }, 1.6);
  y = drawLine(page, input.supplierName, MARGIN, y, width, { font: regular, size: 12 });
  y = drawLine(page, `Memo number: ${input.memoNumber}`, MARGIN, y, width, { font: regular, size: 12 });
  y = drawLine(page, `Memo date: ${input.memoDate}`, MARGIN, y, width, { font: regular, size: 12 }, 2);
  const cols = [MARGIN, MARGIN + 130, MARGIN + width - 90];
  const header = { font: bold, size: 10 };
  drawLine(page, 'PO number', cols[0]!, y, 120, header);
  drawLine(page, 'Reason for credit', cols[1]!, y, cols[2]! - cols[1]! - 10, header);
  y = drawLine(page, 'Amount', cols[2]!, y, 90, header, 1.6);
  for (const line of input.lines) {
    if (y < MARGIN + 60) {
      page = doc.addPage([...LETTER]);
      y = LETTER[1] - MARGIN;
    }
    const style = { font: regular, size: 10 };
    drawLine(page, line.purchaseOrderNumber, cols[0]!, y, 120, style);
    drawLine(page, line.reasonForCredit, cols[1]!, y, cols[2]! - cols[1]! - 10, style);
    y = drawLine(page, `$${money.toFixed(line.amount)}`, cols[2]!, y, 90, style, 1.5);
  }
  y = drawLine(page, `Total: $${money.sum(input.lines.map((l) => l.amount))}`, cols[2]! - 40, y - 6, 130, { font: bold, size: 11 }, 2);
  if (input.comment) drawWrapped(page, input.comment, MARGIN, y, width, { font: regular, size: 10 }, 8);
  return doc.save();
}
