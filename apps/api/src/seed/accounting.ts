// Accounting demo data for Acme: open credit requests of both sources (RMA details, notes of all three types, some
// with files) and a year of credit memos. Rows only, so the seed stays cheap (every API test file runs it); the PDFs
// they name are rendered and stored at start by storeAccountingDocuments, when the file store is there (server, seed
// CLI), as the booked LTL scenario's bill of lading is.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { addTimestampPrefix, money, stripTimestampPrefix } from '@portal/contracts';
import type { Db, Tx } from '../db/client.ts';
import { accountingNotes, creditMemos, creditRequests, orders, rmas, suppliers } from '../db/schema/index.ts';
import { supplierFileKey, type Storage } from '../platform/storage/storage.ts';
import { renderCreditMemoPdf } from '../modules/accounting/index.ts';
import { workingHourOf } from './working-hours.ts';
import { EXAMPLE_CREDIT_ORDER_PO } from './example-orders.ts';

const DAY_MS = 86_400_000;
const OPEN_REQUESTS = 12;
const MEMOS = 24;
const PROCESS_REASONS = [
  'Customer return - damaged in transit',
  'Customer return - defective item',
  'Customer return - wrong item shipped',
];
const AGREEMENT_REASONS = ['Damage agreement (5.00%)', 'Defect agreement (3.00%)', 'Return agreement (4.00%)'];

const day = (d: Date) => d.toISOString().slice(0, 10);
/** Stored note file names (no directory): the timestamp prefix of their upload, as the portal stores them. */
export const NOTE_FILES = [
  '20260105093000__return-photos.pdf',
  '20260107141500__carrier-inspection.pdf',
  '20260109080000__rma-receipt.pdf',
];

/** A request's time: in the working hours of its day (the day before the anchor at the latest). */
function requestedOn(day: Date, anchor: Date, n: number): Date {
  const at = workingHourOf(day, 0, n * 11 + 3);
  return at.getTime() < anchor.getTime() ? at : workingHourOf(anchor, -1, n * 11 + 3);
}

export async function seedAccounting(tx: Tx, supplierId: number, anchor: Date): Promise<void> {
  const allCompleted = await tx
    .select({ id: orders.id, po: orders.purchaseOrderNumber, createdOn: orders.createdOn, total: orders.supplierTotal })
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), eq(orders.status, 'Complete')))
    .orderBy(asc(orders.createdOn), asc(orders.id));
  // the credit request examples' order gets its own request, last (the same id every day)
  const exampleOrder = allCompleted.find((o) => o.po === EXAMPLE_CREDIT_ORDER_PO);
  const completed = allCompleted.filter((o) => o !== exampleOrder);
  if (completed.length < OPEN_REQUESTS + MEMOS * 2) return;
  // A tenth of the order's total, at least $5: a plausible credit that is always below the order's value.
  const amountOf = (total: string, i: number) => money.toFixed(money.add(money.mul(total, '0.1'), String(5 + (i % 7))));

  // A year of memos: two a month, each covering one or two requests on orders placed before it.
  const memoRows = Array.from({ length: MEMOS }, (_, k) => {
    const memoDate = new Date(anchor.getTime() - (360 - k * 15) * DAY_MS);
    const created = new Date(memoDate.getTime() + DAY_MS + 15 * 3_600_000);
    const memoNumber = `CM-${memoDate.getUTCFullYear()}-${String(101 + k).padStart(4, '0')}`;
    return { memoDate, created, memoNumber };
  });
  // The oldest completed orders that are older than their memo, two per memo.
  const older = completed.filter((o) => o.createdOn.getTime() < memoRows[0]!.memoDate.getTime() - DAY_MS);
  const pool = older.length >= MEMOS * 2 ? older : completed;
  const memoLines = memoRows.map((_, k) => pool.slice(k * 2, k * 2 + (k % 3 === 0 ? 2 : 1)));
  const memos = await tx
    .insert(creditMemos)
    .values(
      memoRows.map((m, k) => ({
        supplierId,
        memoNumber: m.memoNumber,
        memoDate: day(m.memoDate),
        amount: money.sum(memoLines[k]!.map((o, i) => amountOf(o.total, k + i))),
        purchaseOrderNumbers: memoLines[k]!.map((o) => o.po).join(', '),
        reasonForCredit: [...new Set(memoLines[k]!.map((_, i) => PROCESS_REASONS[(k + i) % 3]!))].join('; '),
        fileName: addTimestampPrefix(`${m.memoNumber}.pdf`, m.created),
        creationDate: m.created,
      })),
    )
    .returning({ id: creditMemos.id });

  const rmaCount = OPEN_REQUESTS / 2 + MEMOS;
  const rmaRows = await tx
    .insert(rmas)
    .values(
      Array.from({ length: rmaCount }, (_, i) => ({
        supplierId,
        rmaNumber: `RMA-${String(70001 + i)}`,
        trackingNumber: i % 4 === 3 ? null : `7946${String(10000000 + i * 7919).slice(0, 8)}`,
        deliveryDate: i % 5 === 4 ? null : day(new Date(anchor.getTime() - (i < OPEN_REQUESTS / 2 ? 3 + i : 300 - i * 10) * DAY_MS)),
      })),
    )
    .returning({ id: rmas.id });

  const covered = memoLines.flatMap((lines, k) =>
    lines.map((o, i) => ({
      supplierId,
      orderId: o.id,
      purchaseOrderNumber: o.po,
      orderCreationDate: o.createdOn,
      sourceType: 'Process',
      amount: amountOf(o.total, k + i),
      reasonForCredit: PROCESS_REASONS[(k + i) % 3]!,
      rmaId: rmaRows[OPEN_REQUESTS / 2 + k]!.id,
      createdOn: workingHourOf(memoRows[k]!.memoDate, -5, k * 7 + i),
      creditMemoId: memos[k]!.id,
      coveredAmount: amountOf(o.total, k + i),
    })),
  );
  // Open requests on the newest completed orders: even ones processed returns with an RMA, odd ones agreements.
  const open = completed.slice(-OPEN_REQUESTS).map((o, i) => {
    const agreement = i % 2 === 1;
    return {
      supplierId,
      orderId: o.id,
      purchaseOrderNumber: o.po,
      orderCreationDate: o.createdOn,
      sourceType: agreement ? 'Agreement' : 'Process',
      amount: amountOf(o.total, i),
      reasonForCredit: agreement ? AGREEMENT_REASONS[(i >> 1) % 3]! : PROCESS_REASONS[(i >> 1) % 3]!,
      rmaId: agreement ? null : rmaRows[i >> 1]!.id,
      createdOn: requestedOn(new Date(Math.max(o.createdOn.getTime() + 2 * DAY_MS, anchor.getTime() - (i + 1) * DAY_MS)), anchor, i),
    };
  });
  // the API document's example (platform/openapi/request-examples.ts: EXAMPLE_CREDIT_REQUEST): an agreement's 5.00%
  const example = exampleOrder
    ? [
        {
          supplierId,
          orderId: exampleOrder.id,
          purchaseOrderNumber: exampleOrder.po,
          orderCreationDate: exampleOrder.createdOn,
          sourceType: 'Agreement',
          amount: money.toFixed(money.mul(exampleOrder.total, '0.05')),
          reasonForCredit: AGREEMENT_REASONS[0]!,
          rmaId: null,
          createdOn: requestedOn(new Date(exampleOrder.createdOn.getTime() + 3 * DAY_MS), anchor, OPEN_REQUESTS),
        },
      ]
    : [];
  const requests = await tx
    .insert(creditRequests)
    .values([...covered, ...open, ...example])
    .returning({ id: creditRequests.id, memoId: creditRequests.creditMemoId });
  const openIds = requests
    .filter((r) => r.memoId === null)
    .map((r) => r.id)
    .slice(0, open.length);
  const coveredIds = requests.filter((r) => r.memoId !== null).map((r) => r.id);

  // Notes: every type, some with files; a third of the open requests have none ("View notes" hidden).
  const notes = openIds.flatMap((id, i) => {
    if (i % 3 === 2) return [];
    const list = [
      {
        type: 'CustomerSupport',
        comment: 'Customer reported the item arrived damaged and sent photos.',
        fileNames: i % 3 === 0 ? [NOTE_FILES[0]!] : [],
      },
      {
        type: 'Bison',
        comment: 'Return received at the warehouse and inspected.',
        fileNames: i === 0 ? [NOTE_FILES[1]!, NOTE_FILES[2]!] : [],
      },
    ];
    if (i % 4 === 1) list.push({ type: 'Supplier', comment: 'We will review the carrier claim first.', fileNames: [] });
    // minutes after the request, in its working day
    const requested = open[i]!.createdOn.getTime();
    return list.map((n, j) => ({ supplierId, creditRequestId: id, ...n, createdOn: new Date(requested + (j + 1) * 20 * 60_000) }));
  });
  const memoNotes = coveredIds
    .filter((_, i) => i % 4 === 0)
    .map((id) => ({
      supplierId,
      creditRequestId: id,
      type: 'Bison',
      comment: 'Credit approved after inspection.',
      fileNames: [] as string[],
    }));
  const ownMemoNotes = memos
    .filter((_, k) => k % 5 === 0)
    .map((m) => ({
      supplierId,
      creditMemoId: m.id,
      type: 'Supplier',
      comment: 'Credit memo issued for the returned goods.',
      fileNames: [] as string[],
    }));
  await tx.insert(accountingNotes).values([...notes, ...memoNotes, ...ownMemoNotes]);
}

async function notePdf(name: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText(`Attachment: ${name}`, { x: 54, y: 720, size: 16, font });
  page.drawText('Demo document attached to a credit request note.', { x: 54, y: 690, size: 11, font });
  return doc.save();
}

/** Renders and stores the seeded memos' PDFs and the note files that are not in the file store yet. */
export async function storeAccountingDocuments(db: Db, storage: Storage): Promise<void> {
  const memos = await db
    .select({
      id: creditMemos.id,
      supplierId: creditMemos.supplierId,
      supplierName: suppliers.name,
      memoNumber: creditMemos.memoNumber,
      memoDate: creditMemos.memoDate,
      fileName: creditMemos.fileName,
    })
    .from(creditMemos)
    .innerJoin(suppliers, eq(suppliers.id, creditMemos.supplierId))
    .where(isNotNull(creditMemos.fileName));
  for (const memo of memos) {
    const key = supplierFileKey(memo.supplierId, memo.fileName!);
    if (await storage.exists(key)) continue;
    const lines = await db
      .select({
        purchaseOrderNumber: creditRequests.purchaseOrderNumber,
        reasonForCredit: creditRequests.reasonForCredit,
        amount: sql<string>`${creditRequests.coveredAmount}::text`,
      })
      .from(creditRequests)
      .where(eq(creditRequests.creditMemoId, memo.id))
      .orderBy(asc(creditRequests.id));
    const pdf = await renderCreditMemoPdf({ supplierName: memo.supplierName, memoNumber: memo.memoNumber, memoDate: memo.memoDate, lines });
    await storage.write(key, pdf, 'application/pdf');
  }
  const noteFiles = await db
    .selectDistinct({ supplierId: accountingNotes.supplierId, fileName: sql<string>`unnest(${accountingNotes.fileNames})` })
    .from(accountingNotes);
  for (const file of noteFiles) {
    const key = supplierFileKey(file.supplierId, file.fileName);
    if (!(await storage.exists(key))) await storage.write(key, await notePdf(stripTimestampPrefix(file.fileName)), 'application/pdf');
  }
}
