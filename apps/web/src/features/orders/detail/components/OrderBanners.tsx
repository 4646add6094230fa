// The order page's banners (spec 2.2 "Banners", spec 1 integration banner), each under its condition.
import { Alert, Stack } from '@mui/material';
import type { BookedShipment } from '@portal/contracts';
import { formatDate } from '../../../../lib/format.ts';
import type { OrderBanners as Banners } from '../order-actions.ts';

/** Same wording as the orders list's banner (spec 1 describes it, without exact words). */
export const INTEGRATION_BANNER = 'Manual order management is unavailable for your company because it has an active integration.';
/** Not worded by the spec; ours (docs/decisions/order-detail.md). */
export const BOOKED_SHIPMENT_ERROR = 'Unable to retrieve the booked shipment.';

export const bookedShipmentText = (b: BookedShipment) =>
  `Shipment booked with ${b.carrierName}, scheduled pickup on ${formatDate(`${b.pickUpDate}T00:00:00`)}, ${b.warehouseName}`;

export interface OrderBannersProps {
  banners: Banners;
  booked: BookedShipment | undefined;
  bookedFailed: boolean;
  billOfLading: boolean;
}

export function OrderBanners({ banners, booked, bookedFailed, billOfLading }: OrderBannersProps) {
  const showBooked = billOfLading && !!booked;
  const any = Object.values(banners).some(Boolean) || showBooked || bookedFailed;
  // nothing to say: no empty block (and no gap) under the header
  if (!any) return null;
  return (
    <Stack spacing={1}>
      {banners.integratedSupplier && <Alert severity="warning">{INTEGRATION_BANNER}</Alert>}
      {banners.cancelled && <Alert severity="error">Order cancelled</Alert>}
      {/* info, not error: a pending request is not a failure (docs/decisions/order-detail.md, "Banners") */}
      {banners.pendingPriceChange && <Alert severity="info">Pending price change approval</Alert>}
      {showBooked && booked && <Alert severity="success">{bookedShipmentText(booked)}</Alert>}
      {bookedFailed && <Alert severity="error">{BOOKED_SHIPMENT_ERROR}</Alert>}
      {banners.awaitingShippingReview && <Alert severity="info">Order is currently awaiting shipping review</Alert>}
    </Stack>
  );
}
