// The coloured order status chip (orders list, design showcase) (badge label, spec colour per status).
import { Chip } from '@mui/material';
import { deepPurple } from '@mui/material/colors';
import { FULFILLMENT_STATUS_BADGE_LABELS, FULFILLMENT_STATUS_COLOURS, type FulfillmentStatus } from '@portal/contracts';

export function OrderStatusChip({ status }: { status: FulfillmentStatus }) {
  const colour = FULFILLMENT_STATUS_COLOURS[status];
  const label = FULFILLMENT_STATUS_BADGE_LABELS[status];
  if (colour === 'purple') {
    // the MUI palette has no purple intent; the spec names purple for Awaiting shipment
    return <Chip size="small" label={label} sx={{ bgcolor: deepPurple[500], color: 'common.white' }} />;
  }
  return <Chip size="small" label={label} color={colour} />;
}
