// Parses the first sheet of a csv/xls/xlsx file off the main thread.
import { read, utils } from '@e965/xlsx';
import { SPREADSHEET_MESSAGES, SpreadsheetError, toParseResult } from './spreadsheet-rules.ts';

export type ParseRequest = { buffer: ArrayBuffer };
export type ParseResponse = { ok: true; result: ReturnType<typeof toParseResult> } | { ok: false; message: string };

self.onmessage = (event: MessageEvent<ParseRequest>) => {
  let response: ParseResponse;
  try {
    const workbook = read(event.data.buffer, { type: 'array', cellDates: false });
    const sheet = workbook.SheetNames[0] ? workbook.Sheets[workbook.SheetNames[0]] : undefined;
    if (!sheet || !sheet['!ref']) throw new SpreadsheetError(SPREADSHEET_MESSAGES.noColumns);
    const headerRow = utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false })[0];
    const rows = utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: '', raw: false, blankrows: false });
    response = { ok: true, result: toParseResult(headerRow, rows) };
  } catch (error) {
    response = { ok: false, message: error instanceof SpreadsheetError ? error.message : SPREADSHEET_MESSAGES.parseFailed };
  }
  self.postMessage(response);
};
