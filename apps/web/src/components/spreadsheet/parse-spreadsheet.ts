// Thin wrapper: one worker per parse, resolved with the spec's parse result or rejected with its message.
import { SPREADSHEET_MESSAGES, SpreadsheetError, type SpreadsheetParseResult } from './spreadsheet-rules.ts';
import type { ParseResponse } from './spreadsheet.worker.ts';

export async function parseSpreadsheet(file: File): Promise<SpreadsheetParseResult> {
  const buffer = await file.arrayBuffer();
  const worker = new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<SpreadsheetParseResult>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<ParseResponse>) =>
        event.data.ok ? resolve(event.data.result) : reject(new SpreadsheetError(event.data.message));
      worker.onerror = () => reject(new SpreadsheetError(SPREADSHEET_MESSAGES.parseFailed));
      worker.postMessage({ buffer }, [buffer]);
    });
  } finally {
    worker.terminate();
  }
}
