// One worker per chosen file: it parses the file and keeps the rows (spreadsheet.worker.ts); the sheet handed back
// asks it for what the import needs. Parse failures reject with the spec's message.
import { JsonBody } from '../../lib/json-body.ts';
import { SHEET_CLOSED, type ParsedSpreadsheet } from './parsed-spreadsheet.ts';
import { SPREADSHEET_MESSAGES, SpreadsheetError } from './spreadsheet-rules.ts';
import type { SheetAnswers, SheetRequest, SheetResponse } from './spreadsheet.worker.ts';

type Op = keyof SheetAnswers;
type RequestOf<O extends Op> = Omit<Extract<SheetRequest, { op: O }>, 'id'>;

export async function parseSpreadsheet(file: File): Promise<ParsedSpreadsheet> {
  const worker = new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const failAll = (error: Error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.onmessage = (event: MessageEvent<SheetResponse>) => {
    const call = pending.get(event.data.id);
    pending.delete(event.data.id);
    if (event.data.ok) call?.resolve(event.data.value as never);
    else call?.reject(new SpreadsheetError(event.data.message));
  };
  worker.onerror = () => failAll(new SpreadsheetError(SPREADSHEET_MESSAGES.parseFailed));
  const ask = <O extends Op>(request: RequestOf<O>): Promise<SheetAnswers[O]> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });

  try {
    const { columns, rowCount } = await ask<'parse'>({ op: 'parse', file });
    return {
      columns,
      rowCount,
      itemsBody: async <T>(shape: Parameters<ParsedSpreadsheet['itemsBody']>[0]) =>
        new JsonBody<{ items: T[] }>(await ask<'itemsBody'>({ op: 'itemsBody', shape })),
      distinctCells: (column, limit) => ask<'distinctCells'>({ op: 'distinctCells', column, limit }),
      dispose: () => {
        worker.terminate();
        failAll(new SpreadsheetError(SHEET_CLOSED));
      },
    };
  } catch (error) {
    worker.terminate();
    throw error;
  }
}
