// Document actions of a list row: download the shipping label and the bill of lading when they exist.
import { IconButton, Stack, Tooltip } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import DescriptionIcon from '@mui/icons-material/Description';
import type { OrderSummary } from '@portal/contracts';

export function OrderDocumentActions({ order, onDownload }: { order: OrderSummary; onDownload: (fileName: string) => void }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
      {order.labelFileName && (
        <Tooltip title="Download label">
          <IconButton size="small" aria-label="Download label" onClick={() => onDownload(order.labelFileName!)}>
            <LocalShippingIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {order.bolFileName && (
        <Tooltip title="Download bill of lading">
          <IconButton size="small" aria-label="Download bill of lading" onClick={() => onDownload(order.bolFileName!)}>
            <DescriptionIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
