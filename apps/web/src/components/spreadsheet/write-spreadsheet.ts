// Writes rows to a csv or xlsx download; formulas are neutralised first. SheetJS is loaded on demand.
import { neutraliseRow } from './spreadsheet-rules.ts';

export type SpreadsheetFileType = 'csv' | 'xlsx';

export interface WriteSpreadsheetOptions {
  /** Without extension. */
  fileName: string;
  sheetName: string;
  fileType: SpreadsheetFileType;
  /** Header order; defaults to the first row's keys. */
  columns?: string[];
}

/**
 * SheetJS quotes a csv field that holds a line feed but not one with a lone carriage return, which spreadsheet programs
 * read as a line break: "'\r=1+2" would start a new row with a live formula. In csv a lone CR becomes a line feed.
 */
const csvLineBreaks = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? value.replace(/\r(?!\n)/g, '\n') : value]),
  );

export async function writeSpreadsheet(rows: readonly Record<string, unknown>[], options: WriteSpreadsheetOptions): Promise<void> {
  const { utils, writeFile } = await import('@e965/xlsx');
  const safe = rows.map(neutraliseRow);
  const sheet = utils.json_to_sheet(options.fileType === 'csv' ? safe.map(csvLineBreaks) : safe, { header: options.columns });
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, sheet, options.sheetName);
  writeFile(workbook, `${options.fileName}.${options.fileType}`, { bookType: options.fileType });
}
