// The order page's files: a stored document (bill of lading, label file) or the FedEx label, opened in a new tab;
// a missing file or a failed call goes to the notifications.
import { notifyError } from '../../../components/feedback/notifications.tsx';
import { fetchDocumentDownloadUrl } from '../../../lib/documents.ts';
import { fetchShippingLabelUrl } from '../api/order-detail-calls.ts';

export const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener');
const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useOrderDownloads(orderId: number) {
  const download = async (fileName: string | null, missingMessage: string) => {
    if (!fileName) return notifyError('order-download-missing', missingMessage);
    try {
      openInNewTab(await fetchDocumentDownloadUrl(fileName));
    } catch (error) {
      notifyError('order-download', failureText(error));
    }
  };
  const openFedexLabel = async () => {
    try {
      openInNewTab(await fetchShippingLabelUrl(orderId));
    } catch (error) {
      notifyError('order-label', failureText(error));
    }
  };
  return { download, openFedexLabel };
}
