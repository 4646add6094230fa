// A queue row's request in people's words (docs/decisions/console-words.md): code names through consoleWords, days
// and money in the portal's formats (lib/format.ts), so a row shows one date format.
import { consoleWords, type OpsQueueDetails } from '@portal/contracts';
import { EMPTY_VALUE, formatCurrency, formatDay } from '../../../lib/format.ts';

/** "09:00" -> "9:00 AM"; anything else as given. */
function formatTime(time: string | null): string {
  const match = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null;
  if (!match) return time ?? EMPTY_VALUE;
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

export function requestText(details: OpsQueueDetails): string {
  switch (details.kind) {
    case 'priceChange':
      return details.items.map((i) => `${i.sku}: ${formatCurrency(i.oldPrice)} → ${formatCurrency(i.newPrice)}`).join(', ');
    case 'cancellation':
      return [
        consoleWords(details.reason),
        details.restockDate && `restock ${formatDay(details.restockDate)}`,
        `was ${consoleWords(details.previousStatus)}`,
      ]
        .filter(Boolean)
        .join(', ');
    case 'invoice':
      return `Additional invoice ${details.invoiceNumber} of ${formatDay(details.invoiceDate)}`;
    case 'ltl':
      return `Ship ${formatDay(details.shippingDate)}, pickup ${formatTime(details.earliestPickup)}–${formatTime(details.latestPickup)}`;
  }
}
