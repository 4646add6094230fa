// The deterministic demo data: suppliers, users and feature flags (later issues add orders, accounting, contacts).
// The same generator seeds `npm start` on an empty database and every test database.
import { DEMO_TOTP_USER, seedSecondFactorPerson } from './second-factor.ts';
import { installPortalSubscribers } from '../domain-subscribers.ts';
import { sql } from 'drizzle-orm';
import { resultRows, type Db } from '../db/client.ts';
import { FEATURE_FLAGS, supplierDayOf, type FeatureFlag } from '@portal/contracts';
import { featureFlags, suppliers } from '../db/schema/index.ts';
import { insertPerson } from './people.ts';
import type { Clock } from '../platform/clock.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { seedAnchor, seedOrders, type OrderSeedSize } from './orders.ts';
import { seedDashboardFacts, seedSalesHistory } from './sales-history.ts';
import { seedOrderScenarios } from './order-scenarios.ts';
import { seedTodaysOrders } from './todays-orders.ts';
import { seedAccounting } from './accounting.ts';
import { seedContacts } from './contacts.ts';
import { seedApplications } from './application.ts';
import { DEMO_OPERATOR, seedOperators } from './ops.ts';
import { seedPayments } from './payments.ts';
import { seedDeductionsDemo } from './payment-disputes.ts';
import { seedInvoiceFacts, seedPerformance } from './performance.ts';
import { seedCases } from './cases.ts';
import { seedLabelRecords } from './label-records.ts';
import { seedEdiPartner } from './edi.ts';

export const DEMO_PASSWORD = 'Portal-demo-1';

export const DEMO_SUPPLIERS = {
  acme: { name: 'Acme Home Goods', supplierCanProcessOrders: true },
  integrated: { name: 'Integrated Outdoor Supply', supplierCanProcessOrders: false },
} as const;

export const DEMO_USERS = [
  { email: 'admin@acme.test', supplier: 'acme', firstName: 'Alice', lastName: 'Admin', isAdmin: true },
  { email: 'clerk@acme.test', supplier: 'acme', firstName: 'Carl', lastName: 'Clerk', isAdmin: false },
  { email: 'admin@integrated.test', supplier: 'integrated', firstName: 'Ian', lastName: 'Integrated', isAdmin: true },
] as const;

/** A person of two suppliers (an agency's): chooses the supplier after signing in, and switches from the profile menu. */
export const DEMO_MULTI_SUPPLIER_PERSON = {
  email: 'agent@agency.test',
  firstName: 'Avery',
  lastName: 'Agent',
  memberships: [
    { supplier: 'acme', isAdmin: false },
    { supplier: 'integrated', isAdmin: false },
  ],
} as const;

export type DemoSupplierKey = keyof typeof DEMO_SUPPLIERS;

/** Every flag of the spec is on in the demo; the group says which area of the portal it belongs to. */
export const DEMO_FEATURE_FLAG_GROUPS: Record<FeatureFlag, string> = {
  SalesByChannelAnalytics: 'Insights',
  CreditRequests: 'Accounting',
  BillOfLading: 'Orders',
  GenerateCreditRequestForAgreement: 'Accounting',
  DownloadShippingFilesFromList: 'Orders',
  RepresentativesPage: 'Contacts',
  GenerateCreditMemoForAgreement: 'Accounting',
  Payments: 'Payments',
  Performance: 'Performance',
  Support: 'Support',
  Edi: 'Integrations',
  SingleSignOn: 'Users',
};

export interface SeedResult {
  supplierIds: Record<DemoSupplierKey, number>;
  userIds: Record<string, number>;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from suppliers`);
  const list = resultRows<{ n: number }>(rows);
  return Number(list[0]?.n ?? 0) === 0;
}

export interface SeedDemoOptions {
  /** 'full' (default, ~2,000 Acme orders), 'small' (~200, for tests that need speed) or 'none'. */
  orders?: OrderSeedSize;
  /** Seals the demo person's authenticator secret (seed/second-factor.ts); absent: that person has no app. */
  secondFactorKey?: Buffer;
  /** Integrated Outdoor Supply's EDI trading partner with its SFTP sign-in (seed/edi.ts): the demo's start, not tests. */
  ediPartner?: boolean;
}

/**
 * Seeds the demo data in one transaction. Hashing once keeps it fast: every demo user has the same password. "Today"
 * is the given clock's: the dates hang off its day, and today's orders come in up to its time.
 */
export async function seedDemo(db: Db, clock: Clock, options: SeedDemoOptions = {}): Promise<SeedResult> {
  // the seed writes through the areas' services, which publish domain events: their reactions must be there
  installPortalSubscribers();
  const now = clock.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const supplierIds = {} as Record<DemoSupplierKey, number>;
    for (const [key, s] of Object.entries(DEMO_SUPPLIERS) as [DemoSupplierKey, (typeof DEMO_SUPPLIERS)[DemoSupplierKey]][]) {
      const [row] = await tx.insert(suppliers).values(s).returning({ id: suppliers.id });
      supplierIds[key] = row!.id;
    }
    const userIds: Record<string, number> = {};
    for (const u of DEMO_USERS) {
      const person = { email: u.email, firstName: u.firstName, lastName: u.lastName, passwordHash };
      userIds[u.email] = await insertPerson(tx, person, [{ supplierId: supplierIds[u.supplier], isAdmin: u.isAdmin }]);
    }
    const { memberships, ...agent } = DEMO_MULTI_SUPPLIER_PERSON;
    userIds[agent.email] = await insertPerson(
      tx,
      { ...agent, passwordHash },
      memberships.map((m) => ({ supplierId: supplierIds[m.supplier], isAdmin: m.isAdmin })),
    );
    await tx
      .insert(featureFlags)
      .values(FEATURE_FLAGS.map((feature) => ({ feature, isEnabled: true, group: DEMO_FEATURE_FLAG_GROUPS[feature] })));
    await seedContacts(tx, supplierIds, passwordHash);
    const size = options.orders ?? 'full';
    const anchor = seedAnchor(now);
    const facilities = await seedOrders(tx, supplierIds, size, anchor);
    const acmeFacilities = { primary: facilities.acmeMain, ltl: facilities.acmeLtl };
    if (size === 'full') await seedSalesHistory(tx, supplierIds.acme, anchor, acmeFacilities);
    if (size === 'full') await seedTodaysOrders(tx, supplierIds.acme, now, acmeFacilities);
    if (size !== 'none') await seedDashboardFacts(tx, supplierIds, anchor);
    if (size !== 'none') await seedOrderScenarios(tx, supplierIds.acme, userIds['admin@acme.test'] ?? null, anchor);
    // the labels the generated orders are marked with, recorded as the portal records a label (voidable today)
    if (size !== 'none') await seedLabelRecords(tx, supplierIds.acme, userIds['admin@acme.test'] ?? null, now);
    if (size !== 'none') await seedAccounting(tx, supplierIds.acme, anchor);
    await seedApplications(tx);
    Object.assign(userIds, await seedOperators(tx, passwordHash));
    userIds[DEMO_TOTP_USER] = await seedSecondFactorPerson(tx, supplierIds.acme, passwordHash, options.secondFactorKey, now);
    // the scorecard's facts of every order seeded above (its late shipments and mistyped trackings among them), and
    // the suppliers' alerts; before the payments, whose rule deductions the rules' engine raises from those facts
    if (size !== 'none') await seedPerformance(tx, supplierIds.acme, now);
    const payments =
      size === 'none' ? null : await seedPayments(tx, supplierIds.acme, userIds['admin@acme.test']!, userIds[DEMO_OPERATOR.email]!, now);
    // after the payments seed's deductions: the disputes go on Acme's newest open ones; the rules take effect today
    if (size !== 'none')
      await seedDeductionsDemo(
        tx,
        supplierIds.acme,
        userIds['admin@acme.test']!,
        userIds[DEMO_OPERATOR.email]!,
        anchor,
        supplierDayOf(now),
        payments?.exampleDeductionId ?? null,
      );
    if (size !== 'none') await seedInvoiceFacts(tx, supplierIds.acme, now);
    // after the orders, invoices, deductions and remittances the cases are about
    if (size !== 'none')
      await seedCases(
        tx,
        supplierIds.acme,
        { admin: userIds['admin@acme.test']!, clerk: userIds['clerk@acme.test']!, operator: userIds[DEMO_OPERATOR.email]! },
        now,
      );
    if (options.ediPartner) await seedEdiPartner(tx as unknown as Db, supplierIds.integrated, now);
    return { supplierIds, userIds };
  });
}
