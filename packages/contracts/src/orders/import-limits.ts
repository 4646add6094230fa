// How many spreadsheet rows one import request (invoices, trackings) may carry: the request schemas refuse more, and
// the import dialogs say so as soon as a chosen file's row count is known, before anything is built or sent
// (docs/decisions/orders.md, Imports).

/** Rows of one invoice or tracking import request. */
export const MAX_IMPORT_ROWS = 2000;

const count = new Intl.NumberFormat('en-US');
/** '2,000 rows', as the import dialogs' file step says it. */
export const MAX_IMPORT_ROWS_TEXT = `${count.format(MAX_IMPORT_ROWS)} rows`;

/** 'The file has 82,629 rows; at most 2,000 rows can be imported at once.' */
export const importRowLimitMessage = (rows: number): string =>
  `The file has ${count.format(rows)} rows; at most ${MAX_IMPORT_ROWS_TEXT} can be imported at once.`;

/** null when a file of `rows` rows can be imported at once, else the message that says the limit. */
export function checkImportRowCount(rows: number): string | null {
  return rows > MAX_IMPORT_ROWS ? importRowLimitMessage(rows) : null;
}
