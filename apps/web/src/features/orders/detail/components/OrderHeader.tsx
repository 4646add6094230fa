// Back button, 'Order {PO}', 'Sold on {channel}', progress badges or the Complete badge, Cancel and Process buttons.
import type { ReactNode } from 'react';
import { Box, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { FULFILLMENT_STATUS_LABELS, type OrderDetail } from '@portal/contracts';
import { progressBadges, type OrderActions } from '../order-actions.ts';

export interface OrderHeaderProps {
  order: OrderDetail;
  actions: OrderActions;
  showSoldOn: boolean;
  onBack: () => void;
  onCancel: () => void;
  onProcess: () => void;
  /** The self-service exceptions' menu (Change or undo), before Cancel. */
  exceptions?: ReactNode;
}

export function OrderHeader({ order, actions, showSoldOn, onBack, onCancel, onProcess, exceptions }: OrderHeaderProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Tooltip title="Back">
          <IconButton aria-label="Back" onClick={onBack}>
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" noWrap>
            Order {order.purchaseOrderNumber}
          </Typography>
          {showSoldOn && order.purchasedFrom && (
            <Typography variant="body2" color="text.secondary">
              Sold on {order.purchasedFrom}
            </Typography>
          )}
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {actions.showProgress &&
          progressBadges(order.purchaseOrderStatus).map(({ stage, active }) => (
            <Chip
              key={stage}
              size="small"
              label={FULFILLMENT_STATUS_LABELS[stage]}
              color={active ? 'success' : 'default'}
              variant={active ? 'filled' : 'outlined'}
              icon={active ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
              aria-label={`${FULFILLMENT_STATUS_LABELS[stage]}${active ? ' (done)' : ''}`}
            />
          ))}
        {actions.showCompleteBadge && (
          <Chip size="small" color="success" icon={<CheckCircleIcon />} label={FULFILLMENT_STATUS_LABELS.Complete} />
        )}
        {exceptions}
        {actions.showCancel && (
          <Button variant="outlined" color="error" disabled={!actions.cancelEnabled} onClick={onCancel}>
            Cancel Order
          </Button>
        )}
        {actions.showProcess && (
          <Button variant="contained" disabled={!actions.processEnabled} onClick={onProcess}>
            Process Order
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
