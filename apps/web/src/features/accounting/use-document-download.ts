// Downloads a stored document by name (notes' files, the memo PDF); a failure becomes an error notification.
import { useCallback } from 'react';
import { stripTimestampPrefix } from '@portal/contracts';
import { notifyError } from '../../components/feedback/notifications.tsx';
import { downloadDocument } from '../../lib/documents.ts';

export function useDocumentDownload() {
  return useCallback((fileName: string) => {
    downloadDocument(fileName, stripTimestampPrefix(fileName)).catch((error: unknown) =>
      notifyError(`download-${fileName}`, error instanceof Error ? error.message : String(error)),
    );
  }, []);
}
