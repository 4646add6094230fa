// `tsx bench/prepare.ts`: only the database part of the benchmark (cluster, database, 1,000,000-order seed).
import { benchDatabaseUrl, ensureSeeded } from './bench-database.ts';

const url = benchDatabaseUrl();
const timing = await ensureSeeded(url);
console.log(timing ? `Seed: ${timing.orders} orders in ${timing.seconds} s (${timing.on})` : 'Already seeded (no timing recorded).');
