// Receiving a partner's file (docs/decisions/edi.md, "Applying inbound files"): the sender checked against the
// supplier's partner, a duplicate found and left alone, each document applied through the orders area's own services
// (a savepoint per document: a rejected one changes nothing), the interchange kept with its state, and the 997, all in
// one transaction: a crash before its commit leaves nothing, so the partner's resend is taken as new, not as a
// duplicate (docs/decisions/edi.md, "Crash safety").
import { and, asc, eq } from 'drizzle-orm';
import { interchangeControlNumber, money, X12_ACK_STATUSES, type EdiFunctionalAck, type EdiSegmentError } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { ediInterchanges, ediTradingPartners, invoices, supplierMemberships, users } from '../../db/schema/index.ts';
import { usableMemberOf } from '../../platform/memberships.ts';
import type { Actor } from '../../platform/auth.ts';
import { HttpError, NotFound } from '../../platform/errors.ts';
import { createInvoice, saveShipments, saveSupplierOrderNumber, supplierOrderByPurchaseOrderNumber } from '../orders/index.ts';
import { acknowledgements, outcomeOf, translateInbound, type InboundDocument, type TranslatedTransaction } from './edi-inbound.ts';
import { write997, type TransactionOutcome } from './edi-997.ts';
import { sendInterchange } from './edi-outbound.service.ts';
import { locatedError } from './x12-document.ts';

export { MARKETPLACE_EDI_PARTY } from './edi-outbound.service.ts';

export interface ReceivedInterchange {
  interchangeId: number;
  state: 'accepted' | 'rejected';
  reason: string | null;
  /** true: this interchange was received before; nothing was applied again. */
  duplicate: boolean;
  /** The 997 answering the file (null for a file refused whole, and for a duplicate). */
  acknowledgement: string | null;
}

/** The error a portal rule raised, in words, and on the document's purchase order element (AK4 code 7). */
class DocumentRefused extends Error {}

const partnerOf = async (db: Db, supplierId: number) => {
  const [partner] = await db.select().from(ediTradingPartners).where(eq(ediTradingPartners.supplierId, supplierId));
  if (!partner || !partner.enabled) throw new NotFound('The supplier has no enabled EDI trading partner.');
  return partner;
};

/** Who an EDI change is made by: the supplier's first Admin (history rows name a real user, as API tokens do). */
async function ediActor(db: Db, supplierId: number, via: string): Promise<Actor> {
  const [admin] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(supplierMemberships, eq(supplierMemberships.userId, users.id))
    .where(usableMemberOf(supplierId, { admins: true }))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) throw new NotFound('The supplier has no active Admin to record EDI changes by.');
  const name = `${admin.firstName} ${admin.lastName}`;
  return { userId: admin.id, supplierId, userName: admin.email, name, roles: [], isAdmin: false, supplierCanProcessOrders: true, via };
}

/** The supplier's own order of a PO number; another supplier's, or none, is refused alike. */
async function supplierOrder(db: Db, supplierId: number, purchaseOrderNumber: string): Promise<number> {
  const order = await supplierOrderByPurchaseOrderNumber(db, supplierId, purchaseOrderNumber);
  if (!order) throw new DocumentRefused(`Order ${purchaseOrderNumber} not found.`);
  return order.id;
}

async function applyDocument(db: Db, actor: Actor, doc: InboundDocument, now: Date): Promise<void> {
  switch (doc.setId) {
    case '855':
      return saveSupplierOrderNumber(
        db,
        actor,
        await supplierOrder(db, actor.supplierId, doc.document.purchaseOrderNumber),
        doc.document.command,
        now,
      );
    case '856':
      // every order of the notice in one transaction: the notice is one document
      return db.transaction(async (tx) => {
        for (const order of doc.document.orders)
          await saveShipments(
            tx as unknown as Db,
            actor,
            await supplierOrder(tx as unknown as Db, actor.supplierId, order.purchaseOrderNumber),
            order.command,
            now,
          );
      });
    case '810':
      return db.transaction(async (tx) => {
        const orderId = await supplierOrder(tx as unknown as Db, actor.supplierId, doc.document.purchaseOrderNumber);
        const invoiceId = await createInvoice(tx as unknown as Db, actor, orderId, doc.document.command, now);
        const [invoice] = await tx
          .select({ total: invoices.total })
          .from(invoices)
          .where(and(eq(invoices.supplierId, actor.supplierId), eq(invoices.id, invoiceId)));
        if (money.compare(invoice!.total, doc.document.statedTotal) !== 0)
          throw new DocumentRefused(`The invoice's total is ${invoice!.total}, not ${doc.document.statedTotal} (TDS01).`);
      });
    case '997':
      return recordAcknowledgement(db, actor.supplierId, doc.document, now);
  }
}

/**
 * The partner's 997 of an interchange the portal sent (AK102: its group's control number, which is its ISA13):
 * acknowledged, or rejected with the partner's words when it rejected the group (R). Once answered, a repeated 997
 * changes nothing; a 997 of an interchange never sent to this partner is refused on AK102.
 */
async function recordAcknowledgement(db: Db, supplierId: number, ack: EdiFunctionalAck, now: Date): Promise<void> {
  const controlNumber = Number(ack.groupControlNumber);
  const [sent] = await db
    .select({ id: ediInterchanges.id, state: ediInterchanges.state })
    .from(ediInterchanges)
    .where(
      and(
        eq(ediInterchanges.supplierId, supplierId),
        eq(ediInterchanges.direction, 'outbound'),
        eq(ediInterchanges.controlNumber, Number.isSafeInteger(controlNumber) ? controlNumber : -1),
      ),
    );
  if (!sent) throw new DocumentRefused(`No interchange ${ack.groupControlNumber} was sent to this partner (AK102).`);
  if (sent.state !== 'sent') return;
  const rejected = ack.status === 'R';
  const refusedSets = ack.transactions
    .filter((t) => t.status === 'R')
    .map((t) => `${t.transactionSetId} ${t.controlNumber}${t.codes.length ? ` (AK5 ${t.codes.join(', ')})` : ''}`);
  await db
    .update(ediInterchanges)
    .set({
      state: rejected ? 'rejected' : 'acknowledged',
      reason: rejected
        ? `${X12_ACK_STATUSES.R} by the partner${ack.codes.length ? ` (AK9 ${ack.codes.join(', ')})` : ''}${refusedSets.length ? `: ${refusedSets.join('; ')}` : ''}.`
        : null,
      updatedOn: now,
    })
    .where(and(eq(ediInterchanges.supplierId, supplierId), eq(ediInterchanges.id, sent.id)));
}

const refusalWords = (error: unknown): string => {
  if (error instanceof DocumentRefused) return error.message;
  if (error instanceof HttpError) return [error.detail, ...Object.values(error.errors ?? {}).flat()].filter(Boolean).join(' ');
  throw error;
};

/** Where a refused document's purchase order was read: the AK3/AK4 of the refusal. */
function refusalAt(t: TranslatedTransaction): EdiSegmentError[] {
  const segments = t.transaction.segments;
  const tag = { '855': 'BAK', '856': 'PRF', '810': 'BIG' }[t.transaction.setId] ?? '';
  const index = Math.max(
    0,
    segments.findIndex((s) => s.tag === tag),
  );
  const element = { BAK: 3, PRF: 1, BIG: 4 }[tag] ?? 1;
  return [locatedError(segments, { segment: index, element, ref: '324' }, '7')];
}

/**
 * Receives one file of the supplier's partner; a file seen before (its control number) changes nothing. Keeping it,
 * applying its documents and its 997 commit together: a process that dies before the commit leaves no trace of the
 * file, and two processes given the same file at once meet on the control number's unique key (the second waits for
 * the first's commit and finds a duplicate).
 */
export async function receiveInterchange(db: Db, supplierId: number, raw: string, now: Date): Promise<ReceivedInterchange> {
  return db.transaction(async (tx) => receiveInTransaction(tx as unknown as Db, supplierId, raw, now));
}

async function receiveInTransaction(db: Db, supplierId: number, raw: string, now: Date): Promise<ReceivedInterchange> {
  const partner = await partnerOf(db, supplierId);
  // GS02 of each group must be the partner's application code: its GS id, else its ISA id
  const translated = translateInbound(raw, { gsId: partner.gsId ?? partner.isaId });
  const keep = async (values: Partial<typeof ediInterchanges.$inferInsert>) => {
    const [row] = await db
      .insert(ediInterchanges)
      .values({
        supplierId,
        partnerId: partner.id,
        direction: 'inbound',
        state: 'received',
        raw,
        testMode: false,
        createdOn: now,
        updatedOn: now,
        ...values,
      })
      .onConflictDoNothing()
      .returning({ id: ediInterchanges.id });
    return row?.id;
  };
  const refuseWhole = async (reason: string): Promise<ReceivedInterchange> => ({
    interchangeId: (await keep({ state: 'rejected', reason }))!,
    state: 'rejected',
    reason,
    duplicate: false,
    acknowledgement: null,
  });
  if (!translated.ok) return refuseWhole(`${translated.code}: ${translated.reason}`);
  const { interchange } = translated;
  if (interchange.sender.qualifier !== partner.isaQualifier || interchange.sender.id !== partner.isaId)
    return refuseWhole(`006: The sender ${interchange.sender.qualifier}/${interchange.sender.id} is not this supplier's trading partner.`);

  const controlNumber = Number(interchange.controlNumber);
  const first = translated.transactions[0]?.transaction.setId;
  const documentType = first && ['855', '856', '810', '997'].includes(first) ? first : null;
  // the partner's test mode (the supplier's switch) makes every file a test: checked and acknowledged, never applied
  const test = interchange.test || partner.testMode;
  const id = await keep({ controlNumber, documentType, testMode: test });
  if (id === undefined) {
    const [seen] = await db
      .select({ id: ediInterchanges.id, state: ediInterchanges.state, reason: ediInterchanges.reason })
      .from(ediInterchanges)
      .where(
        and(
          eq(ediInterchanges.supplierId, supplierId),
          eq(ediInterchanges.partnerId, partner.id),
          eq(ediInterchanges.direction, 'inbound'),
          eq(ediInterchanges.controlNumber, controlNumber),
        ),
      );
    return {
      interchangeId: seen!.id,
      state: seen!.state as 'accepted' | 'rejected',
      reason: seen!.reason,
      duplicate: true,
      acknowledgement: null,
    };
  }

  const reasons: string[] = [];
  const outcomes: TransactionOutcome[] = [];
  for (const t of translated.transactions) {
    if (!t.read.ok) {
      reasons.push(`${t.transaction.setId} ${t.transaction.controlNumber}: ${t.read.reason}`);
      outcomes.push(outcomeOf(t));
      continue;
    }
    if (test) {
      outcomes.push(outcomeOf(t)); // test mode: validated, never applied
      continue;
    }
    const via = `EDI ${t.transaction.setId}, interchange ${interchangeControlNumber(controlNumber)}`;
    try {
      const actor = await ediActor(db, supplierId, via);
      const { document } = t.read;
      // a savepoint: a document a rule refuses is rolled back alone, the file's others stand
      await db.transaction((savepoint) => applyDocument(savepoint as unknown as Db, actor, document, now));
      outcomes.push(outcomeOf(t));
    } catch (error) {
      reasons.push(`${t.transaction.setId} ${t.transaction.controlNumber}: ${refusalWords(error)}`);
      outcomes.push(outcomeOf(t, { codes: ['5'], errors: refusalAt(t) }));
    }
  }
  const state = reasons.length ? 'rejected' : 'accepted';
  const reason = reasons.length ? reasons.join(' ') : null;
  const acks = acknowledgements(interchange, outcomes);
  // the 997 goes back to the sender, whose identity was checked above to be the partner's
  const acknowledgement = acks.length
    ? (
        await sendInterchange(
          db,
          partner,
          acks.map((ack) => ({ setId: '997' as const, segments: write997(ack) })),
          { now, test, acknowledgesId: id },
        )
      ).raw
    : null;
  await db
    .update(ediInterchanges)
    .set({ state, reason, updatedOn: now })
    .where(and(eq(ediInterchanges.supplierId, supplierId), eq(ediInterchanges.id, id)));
  return { interchangeId: id, state, reason, duplicate: false, acknowledgement };
}
