// Migration 0044: the trading partners and interchanges tables hold the guide's rules in the database itself (one
// partner per supplier, a control number never twice per partner and direction, states per direction, a rejection's
// reason), are tenant tables (row-level security: the tenancy suites walk TENANT_TABLES) and give the supplier a new
// data version when they change.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ediInterchanges, ediTradingPartners } from '../../db/schema/index.ts';
import { TENANT_TABLES } from '../../db/tenant-tables.ts';
import { sqlRows, useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();
const AT = new Date('2026-12-02T08:30:00Z');
const partners: Record<'acme' | 'integrated', number> = { acme: 0, integrated: 0 };

const interchange = (supplier: 'acme' | 'integrated', values: Partial<typeof ediInterchanges.$inferInsert> = {}) =>
  ctx.database.db.insert(ediInterchanges).values({
    supplierId: ctx.seed.supplierIds[supplier],
    partnerId: partners[supplier],
    direction: 'inbound',
    controlNumber: 1234,
    documentType: '856',
    state: 'received',
    raw: 'ISA*...',
    testMode: false,
    createdOn: AT,
    updatedOn: AT,
    ...values,
  });

/** The database's refusal of a statement, by the name of the constraint or index it broke. */
async function refusedBy(statement: Promise<unknown>): Promise<string> {
  const error = await statement.then(
    () => null,
    (e: unknown) => e as { cause?: { constraint?: string; message?: string }; message?: string },
  );
  if (!error) throw new Error('the statement was not refused');
  return error.cause?.constraint ?? error.cause?.message ?? error.message ?? '';
}

beforeAll(async () => {
  for (const supplier of ['acme', 'integrated'] as const) {
    const [row] = await ctx.database.db
      .insert(ediTradingPartners)
      .values({
        supplierId: ctx.seed.supplierIds[supplier],
        isaQualifier: 'ZZ',
        isaId: supplier.toUpperCase(),
        documents: ['850', '856', '997'],
        createdOn: AT,
        updatedOn: AT,
      })
      .returning({ id: ediTradingPartners.id });
    partners[supplier] = row!.id;
  }
});

describe('EDI tables (migration 0044)', () => {
  it('are tenant tables with the data version triggers', async () => {
    expect(TENANT_TABLES).toContain('edi_trading_partners');
    expect(TENANT_TABLES).toContain('edi_interchanges');
    const triggers = await sqlRows<{ table: string; n: number }>(
      ctx.database,
      sql`select c.relname::text as "table", count(*)::int as n from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where c.relname in ('edi_trading_partners', 'edi_interchanges') and t.tgname like '%_data_version_%' group by c.relname order by 1`,
    );
    expect(triggers).toEqual([
      { table: 'edi_interchanges', n: 4 },
      { table: 'edi_trading_partners', n: 4 },
    ]);
  });

  it('one partner per supplier, with a valid ISA qualifier and id and known documents', async () => {
    const partner = (values: Partial<typeof ediTradingPartners.$inferInsert>) =>
      ctx.database.db.insert(ediTradingPartners).values({
        supplierId: ctx.seed.supplierIds.acme,
        isaQualifier: 'ZZ',
        isaId: 'OTHER',
        documents: ['850'],
        createdOn: AT,
        updatedOn: AT,
        ...values,
      });
    expect(await refusedBy(partner({}))).toMatch(/edi_trading_partners_supplier_uq/);
    expect(await refusedBy(partner({ isaQualifier: 'zz' }))).toMatch(/edi_trading_partners_qualifier_ck/);
    expect(await refusedBy(partner({ isaId: 'X'.repeat(16) }))).toMatch(/edi_trading_partners_id_ck/);
    expect(await refusedBy(partner({ documents: ['850', '840'] }))).toMatch(/edi_trading_partners_documents_ck/);
  });

  it('a control number never twice per partner and direction; the other direction and another partner may use it', async () => {
    await interchange('acme');
    expect(await refusedBy(interchange('acme'))).toMatch(/edi_interchanges_control_uq/);
    await interchange('acme', { direction: 'outbound', state: 'sent', documentType: '850' });
    await interchange('integrated');
    const rows = await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from edi_interchanges where control_number = 1234`,
    );
    expect(rows[0]!.n).toBe(3);
  });

  it('states by direction, a rejection with its reason, control numbers of nine digits', async () => {
    expect(await refusedBy(interchange('acme', { controlNumber: 2, direction: 'outbound', state: 'received' }))).toMatch(
      /edi_interchanges_state_ck/,
    );
    expect(await refusedBy(interchange('acme', { controlNumber: 3, state: 'sent' }))).toMatch(/edi_interchanges_state_ck/);
    expect(await refusedBy(interchange('acme', { controlNumber: 4, state: 'rejected' }))).toMatch(/edi_interchanges_reason_ck/);
    expect(await refusedBy(interchange('acme', { controlNumber: 5, reason: 'why' }))).toMatch(/edi_interchanges_reason_ck/);
    expect(await refusedBy(interchange('acme', { controlNumber: 0 }))).toMatch(/edi_interchanges_control_number_ck/);
    expect(await refusedBy(interchange('acme', { controlNumber: 1_000_000_000 }))).toMatch(/edi_interchanges_control_number_ck/);
    expect(await refusedBy(interchange('acme', { controlNumber: null, direction: 'outbound', state: 'sent' }))).toMatch(
      /edi_interchanges_outbound_control_ck/,
    );
    expect(await refusedBy(interchange('acme', { controlNumber: 6, documentType: '840' }))).toMatch(/edi_interchanges_document_type_ck/);
    await interchange('acme', { controlNumber: 7, state: 'rejected', reason: 'BSN at segment 2: Invalid date (BSN03)' });
    // an inbound file refused before its ISA could be read has no control number (several may)
    await interchange('acme', { controlNumber: null, documentType: null, state: 'rejected', reason: 'Improper (premature) end-of-file' });
    await interchange('acme', { controlNumber: null, documentType: null, state: 'rejected', reason: 'Improper (premature) end-of-file' });
  });

  it("an interchange cannot name another supplier's partner", async () => {
    expect(await refusedBy(interchange('acme', { controlNumber: 8, partnerId: partners.integrated }))).toMatch(
      /edi_interchanges_partner_id_fk/,
    );
  });

  it('writing an interchange gives its supplier a new data version', async () => {
    const version = async () =>
      (
        await sqlRows<{ v: string }>(
          ctx.database,
          sql`select version::text as v from supplier_data_versions where supplier_id = ${ctx.seed.supplierIds.acme}`,
        )
      )[0]?.v;
    const before = await version();
    await interchange('acme', { controlNumber: 9 });
    expect(await version()).not.toBe(before);
  });
});
