// The embedded default (PGlite under DATA_DIR, no DATABASE_URL): the portal killed with SIGKILL while an invoice import
// runs, with user writes going on, restarts on its data with every acknowledged write present and the import applied
// whole or not at all. Needs no PostgreSQL server.
import { afterAll, describe, expect, it } from 'vitest';
import { recordFigures, removeTempDirs, signIn, sleep, startPortal, stopPortal, tempDir, type Portal } from './harness.ts';

interface TemplateRow {
  poNumber: string;
  shippingCost: string;
  discount: string;
  tax: string;
  handlingFee: string;
  totalAmount: string;
}

let portal: Portal | undefined;
afterAll(async () => {
  await stopPortal(portal);
  removeTempDirs();
});

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('PGlite: SIGKILL mid-import', () => {
  it('restarts with every acknowledged write and the import whole or absent', async () => {
    const dataDir = tempDir('fault-pglite-');
    portal = await startPortal({ port: 3405, dataDir });
    const base = portal.baseUrl;
    const token = await signIn(base);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const call = (method: string, url: string, body?: unknown) =>
      fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

    // the import file: every order in Invoicing, less the rows the server would refuse (learnt from a refused file:
    // a bogus row makes the whole file a 400 that applies nothing and lists every row's problems)
    const template = (await (await call('GET', '/api/orders/import/invoices/template')).json()) as TemplateRow[];
    const rowOf = (t: TemplateRow) => ({
      purchaseOrderNumber: t.poNumber,
      invoiceNumber: `INV-F-${t.poNumber}`,
      invoiceDate: yesterday(),
      shippingCost: t.shippingCost,
      discount: t.discount,
      tax: t.tax,
      handlingFee: t.handlingFee,
      totalAmount: t.totalAmount,
    });
    const probeStarted = performance.now();
    const probe = await call('POST', '/api/orders/import/invoices', {
      items: [...template.map(rowOf), { ...rowOf(template[0]!), purchaseOrderNumber: 'PO-NOT-THERE' }],
    });
    // the refused file went through every check the real one goes through before its transaction: killing the real
    // one that long after sending it lands around the start of its writes
    const checkMs = Math.round(performance.now() - probeStarted);
    expect(probe.status).toBe(400);
    const refused = new Set(
      Object.keys(((await probe.json()) as { errors: Record<string, string[]> }).errors).map((k) => Number(/\[(\d+)\]/.exec(k)?.[1])),
    );
    const items = template.map(rowOf).filter((_, i) => !refused.has(i));
    expect(items.length).toBeGreaterThan(3);

    // acknowledged writes before and during the import
    const acknowledged: { email: string; id: number }[] = [];
    let n = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const email = `load-pglite-${++n}@fault.test`;
        try {
          const res = await call('POST', '/api/supplier-users', { email, firstName: 'Load', lastName: String(n) });
          if (res.status === 201) acknowledged.push({ email, id: ((await res.json()) as { id: number }).id });
        } catch {
          // the process is gone
        }
      }
    })();
    await sleep(1_500);
    let importStatus = 0;
    const importing = call('POST', '/api/orders/import/invoices', { items }).then(
      (res) => (importStatus = res.status),
      () => (importStatus = 0),
    );
    await sleep(Math.max(20, checkMs));
    portal.child.kill('SIGKILL');
    await portal.exited;
    writing = false;
    await Promise.all([importing, writer]);
    const killedWithImportRunning = importStatus === 0;

    // restart on the same data
    const restartStarted = performance.now();
    portal = await startPortal({ port: 3405, dataDir });
    const restartSeconds = Number(((performance.now() - restartStarted) / 1000).toFixed(2));
    const token2 = await signIn(portal.baseUrl);
    const headers2 = { authorization: `Bearer ${token2}` };
    const users = (await (await fetch(`${portal.baseUrl}/api/supplier-users`, { headers: headers2 })).json()) as {
      id: number;
      email: string;
    }[];
    const byEmail = new Map(users.map((u) => [u.email, u.id]));
    const lost = acknowledged.filter((w) => byEmail.get(w.email) !== w.id);
    const after = (await (
      await fetch(`${portal.baseUrl}/api/orders/import/invoices/template`, { headers: headers2 })
    ).json()) as TemplateRow[];
    const stillInvoicing = new Set(after.map((t) => t.poNumber));
    const applied = items.filter((i) => !stillInvoicing.has(i.purchaseOrderNumber)).length;

    recordFigures('5 PGlite killed mid-import', {
      importRows: items.length,
      killedMsAfterSendingImport: Math.max(20, checkMs),
      importAnsweredBeforeKill: importStatus || 'no (killed while running)',
      importRowsAppliedAfterRestart: applied,
      writesAcknowledged: acknowledged.length,
      writesLost: lost.length,
      restartSeconds,
    });

    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    // whole or nothing; and whole if it was acknowledged
    expect([0, items.length]).toContain(applied);
    if (importStatus === 200) expect(applied).toBe(items.length);
    expect(killedWithImportRunning || importStatus === 200).toBe(true);
  });
});
