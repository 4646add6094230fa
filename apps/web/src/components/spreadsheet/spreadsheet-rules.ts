// Spreadsheet rules of the spec (section 5): import file checks, column rules, and formula neutralisation on export.
import { checkFileSelection, IMPORT_FILE_MAX_MB, type FileLike } from '@portal/contracts';

export const SPREADSHEET_MESSAGES = {
  noColumns: 'Invalid spreadsheet format: No columns found',
  atLeastOneColumn: 'At least one column is required',
  parseFailed: 'An error occurred while parsing the spreadsheet file',
} as const;

export const IMPORT_FILE_TYPES = ['csv', 'xls', 'xlsx'] as const;
export const IMPORT_FILE_ACCEPT = '.csv,.xls,.xlsx';

/** The spec's parse result: rows of column name to cell text, and the column names. */
export interface SpreadsheetParseResult {
  content: Record<string, string>[];
  columns: string[];
}

export class SpreadsheetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpreadsheetError';
  }
}

/** One csv, xls or xlsx file of at most 10 MB; null when acceptable. */
export function checkImportFile(files: readonly FileLike[]): string | null {
  return checkFileSelection(files, { multiple: false, maxSizeMb: IMPORT_FILE_MAX_MB, allowedTypes: IMPORT_FILE_TYPES });
}

/** SheetJS names blank headers __EMPTY, __EMPTY_1 ...; the spec drops any column whose name contains EMPTY. */
export function keepColumn(name: string): boolean {
  return !name.includes('EMPTY');
}

/**
 * Builds the parse result from the first sheet's header row and its rows (as SheetJS gives them).
 * Throws SpreadsheetError with the spec's message when the sheet has no usable column.
 */
export function toParseResult(headerRow: readonly unknown[] | undefined, rows: readonly Record<string, unknown>[]): SpreadsheetParseResult {
  const rawColumns = rows.length > 0 ? Object.keys(rows[0]!) : (headerRow ?? []).map((cell) => String(cell ?? ''));
  if (rawColumns.length === 0) throw new SpreadsheetError(SPREADSHEET_MESSAGES.noColumns);
  const columns = rawColumns.filter((name) => name.trim() !== '' && keepColumn(name));
  if (columns.length === 0) throw new SpreadsheetError(SPREADSHEET_MESSAGES.atLeastOneColumn);
  const content = rows.map((row) => Object.fromEntries(columns.map((column) => [column, cellText(row[column])])));
  return { content, columns };
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/** A text cell starting with = + - @, tab or CR would run as a formula in Excel: prefix a single quote. */
export function neutraliseFormula<T>(value: T): T | string {
  if (typeof value !== 'string' || value === '') return value;
  return FORMULA_TRIGGERS.includes(value[0]!) ? `'${value}` : value;
}

export function neutraliseRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, neutraliseFormula(value)]));
}
