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

export async function writeSpreadsheet(rows: readonly Record<string, unknown>[], options: WriteSpreadsheetOptions): Promise<void> {
  const { utils, writeFile } = await import('@e965/xlsx');
  const sheet = utils.json_to_sheet(rows.map(neutraliseRow), { header: options.columns });
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, sheet, options.sheetName);
  writeFile(workbook, `${options.fileName}.${options.fileType}`, { bookType: options.fileType });
}
