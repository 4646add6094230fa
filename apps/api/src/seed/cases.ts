// Demo cases (docs/decisions/cases.md, "Demo data"): a year of Acme's cases in every category and state, about real
// orders, invoices, deductions and remittances of Acme (and some about nothing), the recent open ones partly past
// their targets; none for another supplier. Rows only, dated from the seed's clock (`now`), numbered by the contracts'
// rule; the sequence continues after them.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { caseDueTimes, caseNumberOf, creditRequestCaseLabel, type CaseLinkKind, type CaseState } from '@portal/contracts';
import type { Tx } from '../db/client.ts';
import { caseCategories, caseMessages, cases, creditRequests, deductions, invoices, orders, remittances } from '../db/schema/index.ts';
import { SeededRandom } from './random.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** About six a month over the year; the last twelve are the recent ones in every open state. */
const CASE_COUNT = 72;
const RECENT: CaseState[] = [
  'Resolved',
  'New',
  'WaitingOnSupplier',
  'WaitingOnMarketplace',
  'Resolved',
  'New',
  'WaitingOnMarketplace',
  'WaitingOnSupplier',
  'New',
  'WaitingOnMarketplace',
  'WaitingOnSupplier',
  'New',
];

const SUBJECTS: Record<string, string[]> = {
  'Address correction': ['Customer moved: new street address', 'Apartment number missing on the label', 'Wrong ZIP code on the order'],
  'Payments and remittances': ['Invoice not in the last remittance', 'Remittance total lower than expected', 'When is this invoice paid?'],
  'Deduction question': ['Late shipment deduction: shipped on time', 'Freight deduction not owed', 'Deduction amount looks doubled'],
  'Shipping and labels': ['Label printed for the wrong carrier', 'Pickup did not happen', 'Tracking number not updating'],
  Returns: ['Return received damaged', 'RMA without the item', 'Customer returned the wrong item'],
  'Account and access': ['New warehouse user cannot sign in', 'Two-factor code not arriving', 'Change the company contact'],
  Other: ['Question about the new agreement', 'Holiday shipping cut-off', 'Catalogue image update'],
};
const ANSWERS = [
  'Thank you, we are looking into it and will come back to you today.',
  'We corrected it on our side; please check the order again.',
  'Could you send us the carrier’s scan or a photo?',
  'The amount will be paid back with your next remittance.',
];
const REPLIES = ['Attached is what we have.', 'Thanks, that works for us.', 'It is still not right on the order page.'];
const LINK_KINDS: (CaseLinkKind | null)[] = ['order', 'invoice', 'deduction', 'remittance', null];
/**
 * One recent case waiting on the marketplace is about an open credit request (the seventh of the recent ones), so the
 * console's "Withdraw" / "Keep" from a case can be tried on the demo; the others keep the spread above.
 */
const CREDIT_REQUEST_CASE = CASE_COUNT - 6;
const CREDIT_REQUEST_SUBJECT = 'Credit request still open after the return was refunded';

type Linkable = { id: number; label: string; orderId: number | null };

async function linkablesOf(tx: Tx, supplierId: number): Promise<Record<CaseLinkKind, Linkable[]>> {
  return {
    order: await tx
      .select({ id: orders.id, label: orders.purchaseOrderNumber, orderId: orders.id })
      .from(orders)
      .where(eq(orders.supplierId, supplierId))
      .orderBy(asc(orders.id))
      .limit(300),
    invoice: await tx
      .select({ id: invoices.id, label: invoices.invoiceNumber, orderId: invoices.orderId })
      .from(invoices)
      .where(eq(invoices.supplierId, supplierId))
      .orderBy(asc(invoices.id))
      .limit(300),
    deduction: await tx
      .select({ id: deductions.id, label: deductions.deductionNumber, orderId: deductions.orderId })
      .from(deductions)
      .where(eq(deductions.supplierId, supplierId))
      .orderBy(asc(deductions.id))
      .limit(300),
    remittance: (
      await tx
        .select({ id: remittances.id, label: remittances.remittanceNumber })
        .from(remittances)
        .where(eq(remittances.supplierId, supplierId))
        .orderBy(asc(remittances.id))
    ).map((r) => ({ ...r, orderId: null })),
    // the open requests (neither covered nor withdrawn): the one case about a request can still be decided from it
    creditRequest: (
      await tx
        .select({
          id: creditRequests.id,
          po: creditRequests.purchaseOrderNumber,
          amount: creditRequests.amount,
          orderId: creditRequests.orderId,
        })
        .from(creditRequests)
        .where(and(eq(creditRequests.supplierId, supplierId), isNull(creditRequests.creditMemoId), isNull(creditRequests.withdrawnAt)))
        .orderBy(asc(creditRequests.id))
    ).map((r) => ({ id: r.id, label: creditRequestCaseLabel(r.po, r.amount), orderId: r.orderId })),
  };
}

export interface CaseSeedUsers {
  admin: number;
  clerk: number;
  operator: number;
}

export async function seedCases(tx: Tx, supplierId: number, people: CaseSeedUsers, now: Date): Promise<void> {
  const random = new SeededRandom(4242);
  const categories = await tx.select().from(caseCategories).orderBy(asc(caseCategories.position));
  const linkables = await linkablesOf(tx, supplierId);
  for (let i = 0; i < CASE_COUNT; i++) {
    const category = categories[i % categories.length]!;
    const recent = i >= CASE_COUNT - RECENT.length;
    const state: CaseState = recent ? RECENT[i - (CASE_COUNT - RECENT.length)]! : 'Resolved';
    // the year's cases spread evenly; the recent ones over the last ten days, the newest a few hours old
    const openedAt = recent
      ? new Date(now.getTime() - (CASE_COUNT - 1 - i) * 20 * HOUR - random.int(1, 5) * HOUR)
      : new Date(now.getTime() - (365 - Math.floor((i * 350) / CASE_COUNT)) * DAY + random.int(13, 21) * HOUR);
    const aboutCreditRequest = i === CREDIT_REQUEST_CASE && linkables.creditRequest.length > 0;
    const kind = aboutCreditRequest ? 'creditRequest' : LINK_KINDS[i % LINK_KINDS.length]!;
    const link = kind && linkables[kind].length ? linkables[kind][random.int(0, linkables[kind].length - 1)]! : null;
    // drawn for every case, so the cases after the credit request's keep the subjects they had
    const drawnSubject = random.pick(SUBJECTS[category.name] ?? SUBJECTS.Other!);
    const subject = aboutCreditRequest ? CREDIT_REQUEST_SUBJECT : drawnSubject;
    const due = caseDueTimes(openedAt, category);
    const author = i % 3 === 0 ? people.clerk : people.admin;
    // answered at half the first-answer target, or (one open case in three) after it
    const answeredAt = new Date(openedAt.getTime() + category.firstAnswerHours * HOUR * (i % 3 === 1 ? 1.5 : 0.5));
    const answered = state !== 'New' && answeredAt < now;
    const resolvedAt =
      state === 'Resolved' ? new Date(Math.min(now.getTime() - HOUR, openedAt.getTime() + category.resolutionHours * HOUR * 0.8)) : null;
    const [row] = await tx
      .insert(cases)
      .values({
        supplierId,
        caseNumber: caseNumberOf(i + 1),
        categoryId: category.id,
        subject,
        state,
        linkKind: link ? kind : null,
        linkId: link?.id ?? null,
        linkLabel: link?.label ?? null,
        orderId: link?.orderId ?? null,
        authorUserId: author,
        assigneeUserId: answered ? people.operator : null,
        openedAt,
        firstAnsweredAt: answered ? answeredAt : null,
        resolvedAt,
        firstAnswerDueAt: due.firstAnswerDueAt,
        resolutionDueAt: due.resolutionDueAt,
        updatedAt: resolvedAt ?? (answered ? answeredAt : openedAt),
      })
      .returning({ id: cases.id });
    const messages: (typeof caseMessages.$inferInsert)[] = [
      {
        supplierId,
        caseId: row!.id,
        side: 'supplier',
        authorUserId: author,
        body: 'Could you look at this, please? Details below.',
        createdAt: openedAt,
      },
    ];
    if (answered)
      messages.push({
        supplierId,
        caseId: row!.id,
        side: 'marketplace',
        authorUserId: people.operator,
        body: random.pick(ANSWERS),
        createdAt: answeredAt,
      });
    if (answered && (state === 'WaitingOnMarketplace' || state === 'Resolved'))
      messages.push({
        supplierId,
        caseId: row!.id,
        side: 'supplier',
        authorUserId: author,
        body: random.pick(REPLIES),
        createdAt: new Date(Math.min(now.getTime() - 2 * HOUR, answeredAt.getTime() + 2 * HOUR)),
      });
    await tx.insert(caseMessages).values(messages);
  }
  await tx.execute(sql`select setval('case_number_seq', ${CASE_COUNT})`);
}
