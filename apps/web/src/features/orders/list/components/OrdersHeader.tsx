// The orders list's title, its header actions (imports, labels; each with the reason it is blocked) and the integration banner.
import { Alert, Button, Stack, Tooltip, Typography } from '@mui/material';
import type { OrderDialog } from '../order-dialog-param.ts';

export interface OrdersHeaderProps {
  /** Why nothing can be processed (an active integration); shown as a banner once the user is known. */
  noProcessing: string | null;
  showBanner: boolean;
  labelsBlocked: string | null;
  onOpen: (dialog: OrderDialog) => void;
}

export function OrdersHeader({ noProcessing, showBanner, labelsBlocked, onOpen }: OrdersHeaderProps) {
  const headerButton = (label: string, target: OrderDialog, blocked: string | null) => (
    <Tooltip title={blocked ?? ''}>
      <span>
        <Button variant={target === 'labels' ? 'contained' : 'outlined'} disabled={!!blocked} onClick={() => onOpen(target)}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h1">Orders</Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {headerButton('Import trackings', 'import-trackings', noProcessing)}
          {headerButton('Import invoices', 'import-invoices', noProcessing)}
          {headerButton('Generate labels', 'labels', labelsBlocked)}
        </Stack>
      </Stack>
      {showBanner && noProcessing && <Alert severity="warning">{noProcessing}</Alert>}
    </>
  );
}
