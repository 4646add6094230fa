// Turns a failed import call into the lines shown under the alert (row errors with spreadsheet row numbers).
import { asApiErrorBody, errorText } from '@portal/contracts';
import { ApiError } from '../../../../lib/http.ts';
import { importErrorLines, type ImportField } from '../column-mapping.ts';

export interface ImportFailure {
  message: string;
  lines: string[];
}

export function describeImportFailure(error: unknown, fields: readonly ImportField[]): ImportFailure {
  if (error instanceof ApiError) {
    const body = asApiErrorBody(error.body);
    return { message: error.message, lines: body ? importErrorLines(body.errors, fields) : [] };
  }
  return { message: error instanceof Error ? error.message : errorText({}), lines: [] };
}
