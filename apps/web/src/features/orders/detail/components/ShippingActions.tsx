// The extra shipping actions of the order details: Generate label / Fedex label, LTL request, BOL and label downloads.
import { Button, Stack } from '@mui/material';
import type { OrderActions } from '../order-actions.ts';

export interface ShippingActionsProps {
  actions: OrderActions;
  onGenerateLabel: () => void;
  onOpenFedexLabel: () => void;
  onRequestLtl: () => void;
  onDownloadBol: () => void;
  onDownloadLabel: () => void;
}

export function ShippingActions({
  actions,
  onGenerateLabel,
  onOpenFedexLabel,
  onRequestLtl,
  onDownloadBol,
  onDownloadLabel,
}: ShippingActionsProps) {
  const any = actions.showGenerateLabel || actions.showFedexLabel || actions.showLtlRequest || actions.showShippingDocuments;
  if (!any) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actions.showGenerateLabel && (
        <Button size="small" variant="outlined" onClick={onGenerateLabel}>
          Generate label
        </Button>
      )}
      {actions.showFedexLabel && (
        <Button size="small" variant="outlined" onClick={onOpenFedexLabel}>
          Fedex label
        </Button>
      )}
      {actions.showLtlRequest && (
        <Button size="small" variant="outlined" disabled={!actions.ltlRequestEnabled} onClick={onRequestLtl}>
          Request LTL shipment
        </Button>
      )}
      {actions.showShippingDocuments && (
        <>
          <Button size="small" variant="outlined" onClick={onDownloadBol}>
            Download BOL
          </Button>
          <Button size="small" variant="outlined" onClick={onDownloadLabel}>
            Download label
          </Button>
        </>
      )}
    </Stack>
  );
}
