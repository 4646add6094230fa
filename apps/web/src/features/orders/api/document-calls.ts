// A stored document's download link, asked for by the orders list (BOL, label) and the order page alike.
import { z } from 'zod';
import { http } from '../../../lib/http.ts';

/** The file's download URL; the server strips the timestamp prefix from the downloaded name. */
export const fetchDocumentDownloadUrl = async (fileName: string) =>
  z.string().parse(await http('/documents/download-url', { method: 'POST', body: { value: fileName } }));
