// The order page's files: a stored document (bill of lading, label file) or the FedEx label, opened in a new tab;
// a missing file or a failed call goes to the notifications.
import { downloadWithNotice } from '../../../components/feedback/download-with-notice.ts';
import { notifyError } from '../../../components/feedback/notifications.tsx';
import { fetchDocumentDownloadUrl } from '../../../lib/documents.ts';
import { fetchShippingLabelUrl } from '../api/order-detail-calls.ts';

export const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener');

export function useOrderDownloads(orderId: number) {
  const download = (fileName: string | null, missingMessage: string) => {
    if (!fileName) notifyError('order-download-missing', missingMessage);
    else downloadWithNotice('order-download', async () => openInNewTab(await fetchDocumentDownloadUrl(fileName)));
  };
  const openFedexLabel = () => downloadWithNotice('order-label', async () => openInNewTab(await fetchShippingLabelUrl(orderId)));
  return { download, openFedexLabel };
}
