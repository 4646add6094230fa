// The trading partner as people see and set it (docs/decisions/edi.md, "The EDI page", "The partner setup"): the
// supplier's EDI page reads it with what it exchanged and switches its test mode; the console sets it up.
import { and, count, eq } from 'drizzle-orm';
import {
  EDI_DIRECTIONS,
  EDI_INTERCHANGE_STATES,
  EDI_DOCUMENT_TYPES,
  EDI_PARTNER_MESSAGES,
  interchangeControlNumber,
  type EdiDocumentType,
  type EdiInterchangeDetail,
  type EdiInterchangeState,
  type EdiInterchangeSummary,
  type EdiPartnerOverview,
  type EdiTradingPartner,
  type EdiTradingPartnerValues,
} from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { ediInterchanges, ediTradingPartners } from '../../db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';
import { readGridPage } from '../../platform/grid-count.ts';
import { parseGridQuery, type GridColumns, type GridQueryInput } from '../../platform/grid-query.ts';
import type { TradingPartner } from './edi-outbound.service.ts';

export const partnerView = (p: TradingPartner): EdiTradingPartner => ({
  partnerId: p.id,
  isaQualifier: p.isaQualifier,
  isaId: p.isaId,
  gsId: p.gsId,
  documents: EDI_DOCUMENT_TYPES.filter((t) => p.documents.includes(t)),
  enabled: p.enabled,
  testMode: p.testMode,
  updatedOn: p.updatedOn.toISOString(),
});

/** The supplier's partner row (enabled or not), or null. */
export async function partnerRowOf(db: Db | Tx, supplierId: number): Promise<TradingPartner | null> {
  const [partner] = await db.select().from(ediTradingPartners).where(eq(ediTradingPartners.supplierId, supplierId));
  return partner ?? null;
}

/** GET /edi/partner: the partner (null: none set up) and how many interchanges it sent and was sent. */
export async function partnerOverview(db: Db, supplierId: number): Promise<EdiPartnerOverview> {
  const partner = await partnerRowOf(db, supplierId);
  const counts = await db
    .select({ direction: ediInterchanges.direction, n: count() })
    .from(ediInterchanges)
    .where(eq(ediInterchanges.supplierId, supplierId))
    .groupBy(ediInterchanges.direction);
  const of = (direction: string) => Number(counts.find((c) => c.direction === direction)?.n ?? 0);
  return { partner: partner ? partnerView(partner) : null, received: of('inbound'), sent: of('outbound') };
}

/** PUT /edi/partner/test-mode (the supplier's Admin): 404 without a partner. */
export async function setPartnerTestMode(db: Db, supplierId: number, testMode: boolean, now: Date): Promise<EdiTradingPartner> {
  const [row] = await db
    .update(ediTradingPartners)
    .set({ testMode, updatedOn: now })
    .where(eq(ediTradingPartners.supplierId, supplierId))
    .returning();
  if (!row) throw new NotFound(EDI_PARTNER_MESSAGES.noPartner);
  return partnerView(row);
}

/** PUT /ops/suppliers/{supplierId}/edi-partner (an operator): sets the supplier's one partner up, or changes it. */
export async function savePartner(db: Db, supplierId: number, values: EdiTradingPartnerValues, now: Date): Promise<EdiTradingPartner> {
  const [row] = await db
    .insert(ediTradingPartners)
    .values({ supplierId, ...values, createdOn: now, updatedOn: now })
    .onConflictDoUpdate({ target: ediTradingPartners.supplierId, set: { ...values, updatedOn: now } })
    .returning();
  return partnerView(row!);
}

// ---- the interchanges grid ----------------------------------------------------------------------------------------

export const INTERCHANGE_COLUMNS: GridColumns = {
  createdOn: { sql: ediInterchanges.createdOn, kind: 'date', dateType: 'timestamptz' },
  direction: { sql: ediInterchanges.direction, kind: 'set', setValues: EDI_DIRECTIONS },
  documentType: { sql: ediInterchanges.documentType, kind: 'set', setValues: EDI_DOCUMENT_TYPES },
  controlNumber: { sql: ediInterchanges.controlNumber, kind: 'number', integer: true },
  state: { sql: ediInterchanges.state, kind: 'set', setValues: EDI_INTERCHANGE_STATES },
  testMode: { sql: ediInterchanges.testMode, kind: 'boolean' },
};

const summaryFields = {
  id: ediInterchanges.id,
  direction: ediInterchanges.direction,
  documentType: ediInterchanges.documentType,
  controlNumber: ediInterchanges.controlNumber,
  state: ediInterchanges.state,
  reason: ediInterchanges.reason,
  testMode: ediInterchanges.testMode,
  createdOn: ediInterchanges.createdOn,
  acknowledgesId: ediInterchanges.acknowledgesId,
};
type SummaryRow = { [K in keyof typeof summaryFields]: (typeof ediInterchanges.$inferSelect)[K extends 'id' ? 'id' : K] };

const summaryOf = (r: SummaryRow): EdiInterchangeSummary => ({
  interchangeId: r.id,
  direction: r.direction as EdiInterchangeSummary['direction'],
  documentType: r.documentType as EdiDocumentType | null,
  controlNumber: r.controlNumber === null ? null : interchangeControlNumber(r.controlNumber),
  state: r.state as EdiInterchangeState,
  reason: r.reason,
  testMode: r.testMode,
  createdOn: r.createdOn.toISOString(),
  acknowledgesId: r.acknowledgesId,
});

/** GET /edi/interchanges: the supplier's interchanges in and out, newest first unless sorted. */
export async function listInterchanges(db: Db, supplierId: number, input: GridQueryInput) {
  const page = parseGridQuery(input, INTERCHANGE_COLUMNS, {
    defaultSort: [{ colId: 'createdOn', sort: 'desc' }],
    tiebreaker: ediInterchanges.id,
  });
  const result = await readGridPage(
    db,
    ediInterchanges,
    { ...page, where: and(eq(ediInterchanges.supplierId, supplierId), page.where) },
    db.select(summaryFields).from(ediInterchanges).$dynamic(),
  );
  return { ...result, rows: result.rows.map(summaryOf) };
}

/** GET /edi/interchanges/{interchangeId}: one of the supplier's, with its raw file; another supplier's is 404. */
export async function getInterchange(db: Db, supplierId: number, interchangeId: number): Promise<EdiInterchangeDetail> {
  const [row] = await db
    .select({ ...summaryFields, raw: ediInterchanges.raw })
    .from(ediInterchanges)
    .where(and(eq(ediInterchanges.supplierId, supplierId), eq(ediInterchanges.id, interchangeId)));
  if (!row) throw new NotFound(EDI_PARTNER_MESSAGES.interchangeNotFound);
  return { ...summaryOf(row), raw: row.raw };
}
