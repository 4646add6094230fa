// The carriers a tracking number can be recorded with, as the list's dialogs and imports offer them.
import { asc, sql } from 'drizzle-orm';
import type { CarrierOption } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { carriers } from '../../../db/schema/index.ts';

/** Carrier options with 'Other' (id 4) last, as the spec lists them. */
export async function carrierOptions(db: Db): Promise<CarrierOption[]> {
  const rows = await db
    .select({ value: carriers.id, label: carriers.name })
    .from(carriers)
    .orderBy(sql`${carriers.id} = 4`, asc(carriers.name));
  return rows;
}
