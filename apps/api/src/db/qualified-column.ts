// A column as "table"."column": a correlated subquery names its outer row's column in full, since in a select from one
// table Drizzle writes its columns bare ("id"), which inside the subquery would be the subquery's own column.
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const qualifiedColumn = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
