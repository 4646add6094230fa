// A parsed sheet as the import dialogs use it: its columns and row count, and what they need built from its rows.
// The rows stay where they were parsed (the worker, parse-spreadsheet.ts): cloning 100,000 rows to the main thread and
// mapping and serialising them there blocks it for seconds (docs/performance.md, docs/decisions/orders-list.md).
import { JsonBody } from '../../lib/json-body.ts';
import type { SpreadsheetParseResult } from './spreadsheet-rules.ts';

/** One field of a request item: the trimmed cell of `column` ('' when unmapped), or `empty` when that is blank. */
export interface CellPick {
  column: string;
  empty: string | null;
}
/** How each field of an item T is read from a row. */
export type ItemShape<T> = { [K in keyof T]-?: CellPick };

export interface DistinctCells {
  /** The first `limit` distinct non-empty cells, in sheet order. */
  values: string[];
  /** How many distinct non-empty cells the column has. */
  total: number;
}

export interface ParsedSpreadsheet {
  readonly columns: readonly string[];
  readonly rowCount: number;
  /** `{ items: [one item per row] }`, serialised where the rows are. */
  itemsBody<T>(shape: ItemShape<T>): Promise<JsonBody<{ items: T[] }>>;
  distinctCells(column: string, limit: number): Promise<DistinctCells>;
  /** Lets the rows go (ends the worker); later calls fail. */
  dispose(): void;
}

/** What a call on a disposed sheet fails with. */
export const SHEET_CLOSED = 'The spreadsheet was closed';

type Row = Record<string, string>;
const cellOf = (row: Row, column: string) => (column ? (row[column] ?? '').trim() : '');

export function shapeItems<T>(rows: readonly Row[], shape: ItemShape<T>): T[] {
  const picks = Object.entries(shape) as [string, CellPick][];
  return rows.map((row) => {
    const item: Record<string, string | null> = {};
    for (const [key, pick] of picks) item[key] = cellOf(row, pick.column) || pick.empty;
    return item as T;
  });
}

export function distinctCells(rows: readonly Row[], column: string, limit: number): DistinctCells {
  const seen = new Set<string>();
  for (const row of rows) {
    const value = cellOf(row, column);
    if (value) seen.add(value);
  }
  return { values: [...seen].slice(0, limit), total: seen.size };
}

/** The sheet over rows in this thread: what the worker holds, and what component tests hand the dialogs. */
export function spreadsheetOf(result: SpreadsheetParseResult): ParsedSpreadsheet {
  let rows: readonly Row[] | null = result.content;
  const live = () => {
    if (!rows) throw new Error(SHEET_CLOSED);
    return rows;
  };
  return {
    columns: result.columns,
    rowCount: result.content.length,
    itemsBody: async (shape) => JsonBody.of({ items: shapeItems(live(), shape) }),
    distinctCells: async (column, limit) => distinctCells(live(), column, limit),
    dispose: () => {
      rows = null;
    },
  };
}
