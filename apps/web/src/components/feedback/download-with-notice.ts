// "Download, then notify": the one way a screen downloads a file through the documents client (a stored document, a
// file the API writes, an address opened in a new tab) and tells the user when it fails, as an error notification.
import { stripTimestampPrefix } from '@portal/contracts';
import { downloadDocument } from '../../lib/documents.ts';
import { notifyError } from './notifications.tsx';

const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs `download`; its failure is notified under `key` (the same key again replaces the notification). */
export function downloadWithNotice(key: string, download: () => Promise<unknown>): void {
  download().catch((error: unknown) => notifyError(key, failureText(error)));
}

/** A stored document (a memo's PDF, a note's or a dispute's file), saved under its name without the timestamp prefix. */
export const downloadStoredFile = (storedName: string): void =>
  downloadWithNotice(`download-${storedName}`, () => downloadDocument(storedName, stripTimestampPrefix(storedName)));
