// Receiving a partner's file (docs/decisions/edi.md, "Applying inbound files"): the sender checked against the
// supplier's partner, a duplicate found and left alone, each document applied through the orders area's own services
// (a rejected one changes nothing: the ship notices checked first and the accepted written together, edi-ship-notices.ts;
// every other document in its own savepoint), the interchange kept with its state, and the 997, all in one
// transaction: a crash before its commit leaves nothing, so the partner's resend is taken as new, not as a duplicate
// (docs/decisions/edi.md, "Crash safety").
import { and, asc, eq } from 'drizzle-orm';
import { interchangeControlNumber, money, X12_ACK_STATUSES, type EdiFunctionalAck } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { ediInterchanges, ediTradingPartners, invoices, supplierMemberships, users } from '../../db/schema/index.ts';
import { usableMemberOf } from '../../platform/memberships.ts';
import type { Actor } from '../../platform/auth.ts';
import { NotFound } from '../../platform/errors.ts';
import { createInvoice, saveShipments, saveSupplierOrderNumber, supplierOrderByPurchaseOrderNumber } from '../orders/index.ts';
import { acknowledgements, outcomeOf, translateInbound, type InboundDocument } from './edi-inbound.ts';
import { write997, type TransactionOutcome } from './edi-997.ts';
import { sendInterchange } from './edi-outbound.service.ts';
import { DocumentRefused, refusalAt, refusalWords } from './edi-refusal.ts';
import { applyShipNotices, togetherAndAlone, type Placed } from './edi-ship-notices.ts';

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
      // every order of the notice in the document's savepoint: the notice is one document
      for (const order of doc.document.orders)
        await saveShipments(db, actor, await supplierOrder(db, actor.supplierId, order.purchaseOrderNumber), order.command, now);
      return;
    case '810': {
      // the invoice and its total's check in the document's savepoint: a total off by a cent rolls the invoice back
      const orderId = await supplierOrder(db, actor.supplierId, doc.document.purchaseOrderNumber);
      const invoiceId = await createInvoice(db, actor, orderId, doc.document.command, now);
      const [invoice] = await db
        .select({ total: invoices.total })
        .from(invoices)
        .where(and(eq(invoices.supplierId, actor.supplierId), eq(invoices.id, invoiceId)));
      if (money.compare(invoice!.total, doc.document.statedTotal) !== 0)
        throw new DocumentRefused(`The invoice's total is ${invoice!.total}, not ${doc.document.statedTotal} (TDS01).`);
      return;
    }
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

  // each set's outcome and refusal at its place in the file (the 997 and the reason follow the file's order)
  const outcomes: TransactionOutcome[] = [];
  const refusals: string[] = [];
  const toApply: Placed[] = [];
  translated.transactions.forEach((t, index) => {
    if (!t.read.ok) {
      refusals[index] = `${t.transaction.setId} ${t.transaction.controlNumber}: ${t.read.reason}`;
      outcomes[index] = outcomeOf(t);
    } else if (test)
      outcomes[index] = outcomeOf(t); // test mode: validated, never applied
    else toApply.push({ index, document: t.read.document });
  });
  const accept = (index: number) => {
    outcomes[index] = outcomeOf(translated.transactions[index]!);
  };
  const refuse = (index: number, error: unknown) => {
    const t = translated.transactions[index]!;
    refusals[index] = `${t.transaction.setId} ${t.transaction.controlNumber}: ${refusalWords(error)}`;
    outcomes[index] = outcomeOf(t, { codes: ['5'], errors: refusalAt(t) });
  };
  // who: the supplier's first Admin, via this set type and interchange (read once per type, not per document)
  const actors = new Map<string, Promise<Actor>>();
  const actorFor = (setId: string): Promise<Actor> => {
    if (!actors.has(setId))
      actors.set(setId, ediActor(db, supplierId, `EDI ${setId}, interchange ${interchangeControlNumber(controlNumber)}`));
    return actors.get(setId)!;
  };

  const { together, alone } = togetherAndAlone(toApply);
  if (together.length) {
    const actor = await actorFor('856').catch((error: unknown) => {
      for (const { index } of together) refuse(index, error);
    });
    if (actor) {
      // no savepoint: a notice is refused by its checks, before anything is written; an error while writing the
      // accepted ones is no rule's (their orders are locked and checked) and rolls the whole file back
      const refused = await applyShipNotices(db, actor, together, now);
      for (const { index } of together) {
        if (refused.has(index)) refuse(index, refused.get(index));
        else accept(index);
      }
    }
  }
  for (const { index, document } of alone)
    try {
      const actor = await actorFor(document.setId);
      // a savepoint: a document a rule refuses is rolled back alone, the file's others stand
      await db.transaction((savepoint) => applyDocument(savepoint as unknown as Db, actor, document, now));
      accept(index);
    } catch (error) {
      refuse(index, error);
    }
  const reasons = refusals.filter((r) => r !== undefined);
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
