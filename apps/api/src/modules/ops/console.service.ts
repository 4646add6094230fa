// What the console itself answers: the signed-in operator, the queues' overview and the option lists of its forms.
import { asc } from 'drizzle-orm';
import type { OperatorProfile, OpsOption, OpsOverview } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { carriers, suppliers } from '../../db/schema/index.ts';
import type { Operator } from '../../platform/operator.ts';
import { queueCounts, type QueueCounter } from './queue-counts.ts';

export function operatorProfile(operator: Operator): OperatorProfile {
  return { id: operator.userId, userName: operator.userName, name: operator.name };
}

export async function opsOverview(db: Db, queueCounters: QueueCounter[], now: Date): Promise<OpsOverview> {
  return { queues: await queueCounts(db, queueCounters, now) };
}

/** Every supplier, by name. */
export async function supplierOptions(db: Db): Promise<OpsOption[]> {
  return db.select({ value: suppliers.id, label: suppliers.name }).from(suppliers).orderBy(asc(suppliers.name));
}

/** Every carrier, by name. */
export async function carrierOptions(db: Db): Promise<OpsOption[]> {
  return db.select({ value: carriers.id, label: carriers.name }).from(carriers).orderBy(asc(carriers.name));
}
