// The orders area's reaction to an address correction case's answer (docs/decisions/cases.md, "Address correction"):
// in the answer's transaction, the corrected shipping address is written onto the order through the one write path
// (the order locked, the state machine's `correctAddress`: before it ships, else 409 with the reason, which rolls the
// answer back), one order.changed `addressCorrected` with the address before and after: the activity row, the
// webhook and the live change follow from its subscribers. The address replaces the whole address (address3 cleared).
import type { CaseAddressCorrectedEvent } from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { commitOrderChange, lockOrder, requireTransition } from './order-lock.ts';

export async function writeCorrectedAddress(tx: Tx | Db, events: readonly CaseAddressCorrectedEvent[], at: Date): Promise<void> {
  for (const e of events) {
    const order = await lockOrder(tx as Tx, e.supplierId, e.orderId);
    requireTransition(order, 'correctAddress');
    const before = {
      address1: order.address1,
      address2: order.address2,
      address3: order.address3,
      city: order.city,
      state: order.state,
      zip: order.zip,
      country: order.country,
    };
    const after = { ...e.address, address2: e.address.address2 ?? null, address3: null };
    await commitOrderChange(
      tx as Tx,
      order,
      e.userId,
      after,
      { action: 'addressCorrected', detail: { caseId: e.data.caseId, caseNumber: e.data.caseNumber, from: before, to: after } },
      at,
    );
  }
}
