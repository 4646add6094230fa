// `npm run seed`: seeds the demo data into an empty database (DATABASE_URL or DATA_DIR).
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { isDatabaseEmpty, seedDemo } from './demo.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (await isDatabaseEmpty(database.db)) {
  await seedDemo(database.db);
  console.log('Seeded the demo data.');
} else {
  console.log('The database already has data; nothing seeded.');
}
await database.close();
