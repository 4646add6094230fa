// The suppliers queue of the operations console: the grid, supplierCanProcessOrders, per-supplier feature flags and
// the company representative. Changes a supplier would expect to hear about (processing orders, its representative)
// are mailed to its active Admins after commit; flag changes are not mailed (docs/decisions/ops-queues.md). The actor cache
// holds supplierCanProcessOrders: the suppliers table's trigger (migration 0011) drops it on commit.
import { eq, sql } from 'drizzle-orm';
import {
  OPS_SUPPLIER_MESSAGES,
  type CompanyRepresentative,
  type OpsRepresentativeRequest,
  type OpsSupplier,
  type OpsSupplierFlag,
} from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { qualifiedColumn } from '../../../db/qualified-column.ts';
import { suppliers } from '../../../db/schema/index.ts';
import type { Clock } from '../../../platform/clock.ts';
import { NotFound } from '../../../platform/errors.ts';
import { readGridPage } from '../../../platform/grid-count.ts';
import { parseGridQuery, type GridColumns, type GridQueryInput } from '../../../platform/grid-query.ts';
import type { Mailer } from '../../../platform/mail/mail-message.ts';
import { deleteRepresentative, findRepresentative, saveRepresentative, type RepresentativeRow } from '../../contacts/index.ts';
import { flagExists, listSupplierFlagSettings, overridesApartFromDefault, setFlagOverride } from '../../feature-flags/index.ts';
import type { Operator } from '../../ops/index.ts';
import { activeUserCountOf } from '../../users/index.ts';
import { activeAdminEmails, mailSupplierAdmins } from '../supplier-admin-mail.ts';
import { ROW_LOCK } from '../../../db/row-lock.ts';

export interface OpsSupplierDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
}

// the users area's one definition of an active user, counted for the supplier row (named in full: a bare "id" would be
// the user's own inside the count)
const activeUserCount = activeUserCountOf(qualifiedColumn(suppliers.id));
const overrideCount = overridesApartFromDefault(suppliers.id);

const SUPPLIER_COLUMNS: GridColumns = {
  id: { sql: suppliers.id, kind: 'number' },
  name: { sql: sql`lower(${suppliers.name})`, kind: 'text', normalize: 'lower' },
  supplierCanProcessOrders: { sql: suppliers.supplierCanProcessOrders, kind: 'boolean' },
  createdOn: { sql: suppliers.createdOn, kind: 'date' },
};

const supplierSelect = {
  id: suppliers.id,
  name: suppliers.name,
  supplierCanProcessOrders: suppliers.supplierCanProcessOrders,
  createdOn: suppliers.createdOn,
  activeUserCount,
  overrideCount,
};

type SupplierRow = Omit<OpsSupplier, 'createdOn'> & { createdOn: Date };
const toSupplier = (r: SupplierRow): OpsSupplier => ({
  ...r,
  activeUserCount: Number(r.activeUserCount),
  overrideCount: Number(r.overrideCount),
  createdOn: r.createdOn.toISOString(),
});

export async function listSuppliers(db: Db, input: GridQueryInput) {
  const page = parseGridQuery(input, SUPPLIER_COLUMNS, { defaultSort: [{ colId: 'name', sort: 'asc' }], tiebreaker: suppliers.id });
  const { rows, total, offset } = await readGridPage(db, suppliers, page, db.select(supplierSelect).from(suppliers).$dynamic());
  return { rows: rows.map(toSupplier), total, offset };
}

export async function getSupplier(db: Db | Tx, supplierId: number): Promise<OpsSupplier> {
  const [row] = await db.select(supplierSelect).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!row) throw new NotFound(OPS_SUPPLIER_MESSAGES.supplierNotFound);
  return toSupplier(row);
}

async function lockSupplier(tx: Tx, supplierId: number) {
  const [row] = await tx.select().from(suppliers).where(eq(suppliers.id, supplierId)).for(ROW_LOCK);
  if (!row) throw new NotFound(OPS_SUPPLIER_MESSAGES.supplierNotFound);
  return row;
}

/** Sets supplierCanProcessOrders; a real change is mailed to the supplier's Admins, setting the same value is not. */
export async function setSupplierCanProcessOrders(deps: OpsSupplierDeps, supplierId: number, value: boolean): Promise<OpsSupplier> {
  const notify = await deps.db.transaction(async (tx) => {
    const before = await lockSupplier(tx, supplierId);
    if (before.supplierCanProcessOrders === value) return null;
    await tx.update(suppliers).set({ supplierCanProcessOrders: value }).where(eq(suppliers.id, supplierId));
    return activeAdminEmails(tx, supplierId);
  });
  if (notify)
    await mailSupplierAdmins(
      deps.mailer,
      notify,
      value ? 'You can now process orders in the Supplier Portal' : 'Orders are now processed for you by the marketplace',
      value
        ? [
            'The marketplace turned on order processing for your company: you can mark orders as processing, ship and invoice them in the Supplier Portal.',
          ]
        : [
            'The marketplace now processes your orders through its integration: the processing actions are no longer shown in the Supplier Portal.',
          ],
    );
  return getSupplier(deps.db, supplierId);
}

export async function supplierFlags(db: Db, supplierId: number): Promise<OpsSupplierFlag[]> {
  await getSupplier(db, supplierId);
  return listSupplierFlagSettings(db, supplierId);
}

/**
 * Sets one supplier's flag on or off, or back to the default (null). The supplier's next read of its flags answers
 * the new value (flags are not cached on the server; the portal re-reads them on load and every 10 minutes).
 */
export async function setSupplierFlag(
  deps: OpsSupplierDeps,
  operator: Operator,
  supplierId: number,
  feature: string,
  isEnabled: boolean | null,
): Promise<OpsSupplierFlag[]> {
  await deps.db.transaction(async (tx) => {
    await lockSupplier(tx, supplierId);
    if (!(await flagExists(tx, feature))) throw new NotFound(OPS_SUPPLIER_MESSAGES.unknownFlag);
    await setFlagOverride(tx, supplierId, feature, isEnabled, operator.userId, deps.clock.now());
  });
  return listSupplierFlagSettings(deps.db, supplierId);
}

const toRepresentative = (row: RepresentativeRow): CompanyRepresentative => ({
  displayName: row.displayName,
  position: row.position,
  email: row.email,
  phoneNumber: row.phoneNumber,
  imageUrl: row.imageUrl,
});

export async function getRepresentative(db: Db, supplierId: number): Promise<CompanyRepresentative | null> {
  await getSupplier(db, supplierId);
  const row = await findRepresentative(db, supplierId);
  return row ? toRepresentative(row) : null;
}

/** Assigns or replaces the supplier's representative and tells its Admins who it is. */
export async function setRepresentative(
  deps: OpsSupplierDeps,
  supplierId: number,
  body: OpsRepresentativeRequest,
): Promise<CompanyRepresentative> {
  const values = {
    displayName: body.displayName,
    position: body.position,
    email: body.email,
    phoneNumber: body.phoneNumber,
    imageUrl: body.imageUrl ? body.imageUrl : null,
  };
  const { row, emails } = await deps.db.transaction(async (tx) => {
    await lockSupplier(tx, supplierId);
    const saved = await saveRepresentative(tx, supplierId, values);
    return { row: saved, emails: await activeAdminEmails(tx, supplierId) };
  });
  await mailSupplierAdmins(deps.mailer, emails, 'Your representative at the marketplace', [
    `Your representative at the marketplace is now ${row.displayName} (${row.position}).`,
    `E-mail: ${row.email}, phone: ${row.phoneNumber}. You find them on the Representatives page of the Supplier Portal.`,
  ]);
  return toRepresentative(row);
}

/** Removes the representative (the supplier then sees none assigned); not mailed. */
export async function removeRepresentative(deps: OpsSupplierDeps, supplierId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockSupplier(tx, supplierId);
    await deleteRepresentative(tx, supplierId);
  });
}
