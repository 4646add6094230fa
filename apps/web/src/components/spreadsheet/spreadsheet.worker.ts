// Parses the first sheet of a csv/xls/xlsx file off the main thread and keeps its rows here: the main thread gets the
// columns and the row count, and asks for request bodies and distinct cells, which come back as Blobs (handles, not
// copies) or short lists (see parsed-spreadsheet.ts).
import { read, utils } from '@e965/xlsx';
import { spreadsheetOf, type DistinctCells, type ItemShape, type ParsedSpreadsheet } from './parsed-spreadsheet.ts';
import { SPREADSHEET_MESSAGES, SpreadsheetError, toParseResult } from './spreadsheet-rules.ts';

export type SheetRequest =
  | { id: number; op: 'parse'; file: Blob }
  | { id: number; op: 'itemsBody'; shape: ItemShape<unknown> }
  | { id: number; op: 'distinctCells'; column: string; limit: number };

export interface SheetAnswers {
  parse: { columns: string[]; rowCount: number };
  /** Posted as a handle: the bytes are not copied to the main thread. */
  itemsBody: Blob;
  distinctCells: DistinctCells;
}
export type SheetResponse = { id: number; ok: true; value: SheetAnswers[keyof SheetAnswers] } | { id: number; ok: false; message: string };

let sheet: ParsedSpreadsheet | null = null;

async function parse(file: Blob): Promise<SheetAnswers['parse']> {
  const workbook = read(await file.arrayBuffer(), { type: 'array', cellDates: false });
  const first = workbook.SheetNames[0] ? workbook.Sheets[workbook.SheetNames[0]] : undefined;
  if (!first || !first['!ref']) throw new SpreadsheetError(SPREADSHEET_MESSAGES.noColumns);
  const headerRow = utils.sheet_to_json<unknown[]>(first, { header: 1, blankrows: false })[0];
  const rows = utils.sheet_to_json<Record<string, unknown>>(first, { defval: '', raw: false, blankrows: false });
  const result = toParseResult(headerRow, rows);
  sheet = spreadsheetOf(result);
  return { columns: result.columns, rowCount: result.content.length };
}

function parsed(): ParsedSpreadsheet {
  if (!sheet) throw new Error('No spreadsheet was parsed');
  return sheet;
}

self.onmessage = async (event: MessageEvent<SheetRequest>) => {
  const request = event.data;
  try {
    switch (request.op) {
      case 'parse':
        return reply({ id: request.id, ok: true, value: await parse(request.file) });
      case 'itemsBody':
        return reply({ id: request.id, ok: true, value: (await parsed().itemsBody(request.shape)).blob });
      case 'distinctCells':
        return reply({ id: request.id, ok: true, value: await parsed().distinctCells(request.column, request.limit) });
    }
  } catch (error) {
    const message =
      error instanceof SpreadsheetError || (request.op !== 'parse' && error instanceof Error)
        ? error.message
        : SPREADSHEET_MESSAGES.parseFailed;
    reply({ id: request.id, ok: false, message });
  }
};

function reply(response: SheetResponse): void {
  self.postMessage(response);
}
