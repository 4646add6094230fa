// `npm run seed`: seeds the demo data into an empty database (DATABASE_OWNER_URL, else DATABASE_URL, or DATA_DIR).
// `npm run seed -- --orders N [--supplier acme|integrated]`: then adds N benchmark orders (generate_series in SQL) and
// the supplier's payments history over them (bulk-payments.ts).
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { suppliers } from '../db/schema/index.ts';
import { DEMO_SUPPLIERS, isDatabaseEmpty, seedDemo, type DemoSupplierKey } from './demo.ts';
import { seedBulkOrders } from './bulk-orders.ts';
import { seedBulkPayments } from './bulk-payments.ts';
import { storeDemoDocuments } from './demo-documents.ts';
import { createStorage } from '../platform/storage/create-storage.ts';
import { systemClock } from '../platform/clock.ts';
import { deriveSecondFactorKey, resolveAccessTokenSecret } from '../platform/secrets.ts';

const { values } = parseArgs({ options: { orders: { type: 'string' }, supplier: { type: 'string', default: 'acme' } } });
const extraOrders = values.orders === undefined ? 0 : Number(values.orders);
if (!Number.isInteger(extraOrders) || extraOrders < 0) throw new Error(`--orders must be a whole number, got "${values.orders}"`);
const supplierKey = values.supplier as DemoSupplierKey;
if (!(supplierKey in DEMO_SUPPLIERS)) throw new Error(`--supplier must be one of ${Object.keys(DEMO_SUPPLIERS).join(', ')}`);

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseOwnerUrl ?? config.databaseUrl, dataDir: config.dataDir });
if (await isDatabaseEmpty(database.db)) {
  await seedDemo(database.db, systemClock(), {
    secondFactorKey: deriveSecondFactorKey(resolveAccessTokenSecret(config)),
    ediPartner: true,
  });
  await storeDemoDocuments(database.db, createStorage(config), systemClock());
  console.log('Seeded the demo data.');
} else {
  console.log('The database already has data; demo data not seeded again.');
}
if (extraOrders > 0) {
  const [supplier] = await database.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.name, DEMO_SUPPLIERS[supplierKey].name));
  if (!supplier) throw new Error(`supplier ${supplierKey} not found`);
  const started = Date.now();
  await seedBulkOrders(database.db, supplier.id, extraOrders, (done) => console.log(`  ${done} / ${extraOrders} orders`));
  console.log(`Added ${extraOrders} orders to ${supplierKey} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  const paymentsStarted = Date.now();
  const payments = await seedBulkPayments(database.db, supplier.id);
  if (payments) console.log(`Payments: ${JSON.stringify(payments)} in ${((Date.now() - paymentsStarted) / 1000).toFixed(1)} s.`);
}
await database.close();
