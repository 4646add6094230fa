// `npm run backup:prove`: proves the backup and restore of docs/operations.md on a PostgreSQL 15 cluster it creates
// (port 5445): the portal seeds it and takes a write; pg_dump (custom format); the database is dropped and created
// empty; pg_restore; the portal starts on the restored database without seeding and must serve the same orders, users
// and sign-ins. Exit code 1 when anything differs. The fault suite runs it too (backup.fault.ts) for the figures.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GRID_LIMIT_MAX } from '@portal/contracts';
import { Cluster, PG_BIN, postgresMissing, signIn, startPortal, stopPortal, tempDir, type Portal } from './harness.ts';

export interface BackupProof {
  ordersCompared: number;
  usersCompared: number;
  dumpBytes: number;
  dumpSeconds: number;
  restoreSeconds: number;
  sameOrders: boolean;
  sameUsers: boolean;
  markerUserPresent: boolean;
}

async function snapshot(portal: Portal) {
  const token = await signIn(portal.baseUrl);
  const get = async (url: string) => {
    const res = await fetch(`${portal.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  // the whole orders list as the grid shows it (every page), and the users page
  const orders: unknown[] = [];
  for (let offset = 0; ; offset += GRID_LIMIT_MAX) {
    const page = (await get(`/api/order-summaries?limit=${GRID_LIMIT_MAX}&offset=${offset}`)) as unknown[];
    orders.push(...page);
    if (page.length < GRID_LIMIT_MAX) break;
  }
  const users = (await get('/api/supplier-users')) as { email: string }[];
  return { orders, users };
}

function run(bin: string, args: string[]) {
  const result = spawnSync(path.join(PG_BIN, bin), args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} failed: ${result.stderr}`);
}

export async function proveBackup(log: (line: string) => void = () => undefined): Promise<BackupProof> {
  const cluster = new Cluster(5445);
  let portal: Portal | undefined;
  try {
    cluster.start();
    await cluster.query('create database portal');
    const dataDir = tempDir('backup-prove-');
    portal = await startPortal({ port: 3409, dataDir, databaseUrl: cluster.url('portal') });
    // a write after the seed, so the proof covers more than demo data
    const token = await signIn(portal.baseUrl);
    const marker = `backup-marker-${Date.now()}@fault.test`;
    const created = await fetch(`${portal.baseUrl}/api/supplier-users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: marker, firstName: 'Backup', lastName: 'Marker' }),
    });
    if (created.status !== 201) throw new Error(`could not create the marker user: ${created.status}`);
    const before = await snapshot(portal);
    log(`before: ${before.orders.length} orders, ${before.users.length} users`);

    // the backup is taken while the portal runs (pg_dump reads one consistent snapshot)
    const dump = path.join(tempDir('backup-dump-'), 'portal.dump');
    let t = performance.now();
    run('pg_dump', ['-Fc', '-f', dump, cluster.url('portal')]);
    const dumpSeconds = (performance.now() - t) / 1000;
    const dumpBytes = Number(spawnSync('stat', ['-c', '%s', dump], { encoding: 'utf8' }).stdout.trim());
    log(`pg_dump: ${dumpBytes} bytes in ${dumpSeconds.toFixed(2)} s`);

    // disaster: the portal stops, the database is gone
    await stopPortal(portal);
    await cluster.query('drop database portal with (force)');
    await cluster.query('create database portal');
    t = performance.now();
    run('pg_restore', ['--no-owner', '--exit-on-error', '-d', cluster.url('portal'), dump]);
    const restoreSeconds = (performance.now() - t) / 1000;
    log(`pg_restore in ${restoreSeconds.toFixed(2)} s`);

    // the portal on the restored database, no seeding: it must serve exactly what it served before
    portal = await startPortal({ port: 3409, dataDir, databaseUrl: cluster.url('portal'), seed: false });
    const after = await snapshot(portal);
    const proof: BackupProof = {
      ordersCompared: before.orders.length,
      usersCompared: before.users.length,
      dumpBytes,
      dumpSeconds: Number(dumpSeconds.toFixed(2)),
      restoreSeconds: Number(restoreSeconds.toFixed(2)),
      sameOrders: JSON.stringify(after.orders) === JSON.stringify(before.orders) && before.orders.length > 0,
      sameUsers: JSON.stringify(after.users) === JSON.stringify(before.users),
      markerUserPresent: after.users.some((u) => u.email === marker),
    };
    log(`after: ${after.orders.length} orders, ${after.users.length} users`);
    return proof;
  } finally {
    await stopPortal(portal);
    cluster.destroy();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const missing = postgresMissing();
  if (missing) {
    console.error(missing.replace('fault suite', 'backup proof'));
    process.exit(1);
  }
  proveBackup((line) => console.log(line)).then(
    (proof) => {
      console.log(JSON.stringify(proof, null, 2));
      const ok = proof.sameOrders && proof.sameUsers && proof.markerUserPresent;
      console.log(ok ? 'Backup proven: the restored portal serves the same orders and users.' : 'Backup NOT proven.');
      process.exit(ok ? 0 : 1);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
