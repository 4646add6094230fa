// The remittance advice as a PDF or a spreadsheet, written by the API for the remittance; a failure is notified.
import { useCallback } from 'react';
import type { RemittanceDetail } from '@portal/contracts';
import { downloadWithNotice } from '../../components/feedback/download-with-notice.ts';
import { downloadApiFile } from '../../lib/documents.ts';
import { REMITTANCES_PATH } from './api.ts';

export function useAdviceDownload() {
  return useCallback((remittance: Pick<RemittanceDetail, 'remittanceId' | 'remittanceNumber'>, format: 'pdf' | 'xlsx') => {
    const path = `${REMITTANCES_PATH}/${remittance.remittanceId}/advice.${format}`;
    downloadWithNotice(`advice-${format}`, () => downloadApiFile(path, `${remittance.remittanceNumber}.${format}`));
  }, []);
}
