// Printable order sheets (/print/order?orderIds=1,2): one section per order with page breaks, then the print dialog.
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Divider, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { OrderPrintDetail } from '@portal/contracts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { EMPTY_VALUE, formatCurrency, formatDate } from '../../../lib/format.ts';
import { printDetailsQueryOptions } from '../api/order-print-calls.ts';
import { parsePrintOrderIds } from './print-order-ids.ts';
import { usePrintWhenImagesLoad } from './use-print-when-images-load.ts';

export const PRINT_FAILED_TEXT = 'Failed to parse orders';
/** Fixed company phone information of the print header (our wording, docs/decisions/orders-list.md). */
export const PRINT_HEADER_PHONE = 'Supplier support: (800) 555-0142, Monday to Friday, 8 am to 6 pm ET';
export const PRINT_MAX_WIDTH = 800;
export const PRINT_PADDING = 30;

function OrderSheet({ order, last }: { order: OrderPrintDetail; last: boolean }) {
  const address = order.shippingAddress;
  return (
    <Box component="section" sx={{ breakAfter: last ? 'auto' : 'page', pageBreakAfter: last ? 'auto' : 'always', py: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
        <div>
          <Typography variant="h6" component="h2">
            PO number {order.purchaseOrderNumber}
          </Typography>
          <Typography variant="body2">Supplier order number: {order.supplierOrderNumber || EMPTY_VALUE}</Typography>
          <Typography variant="body2">Created on: {formatDate(order.createdOn)}</Typography>
        </div>
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="subtitle2">Ship to</Typography>
          <Typography variant="body2">{address.recipientName}</Typography>
          <Typography variant="body2">{[address.address, address.address2, address.address3].filter(Boolean).join(' ')}</Typography>
          <Typography variant="body2">
            {address.city}, {address.state} {address.zip}
          </Typography>
          {address.phone && <Typography variant="body2">{address.phone}</Typography>}
        </Box>
      </Stack>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>SKU</TableCell>
            <TableCell>Product</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell>Ship from</TableCell>
            <TableCell>Shipping method</TableCell>
            <TableCell>Tracking</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.orderItems.map((item) => (
            <TableRow key={item.id}>
              <TableCell sx={{ width: 56 }}>
                {item.imageUrl && <img src={item.imageUrl} alt="" width={48} height={48} style={{ objectFit: 'contain' }} />}
              </TableCell>
              <TableCell>{item.sku}</TableCell>
              <TableCell>{item.productName}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{formatCurrency(item.pricePerUnit)}</TableCell>
              <TableCell>{item.shipFrom || EMPTY_VALUE}</TableCell>
              <TableCell>{item.shippingMethod}</TableCell>
              <TableCell>{item.trackingNumbers.length ? item.trackingNumbers.join(', ') : EMPTY_VALUE}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function PrintOrdersPage() {
  useDocumentTitle('Print orders');
  const [searchParams] = useSearchParams();
  const orderIds = parsePrintOrderIds(searchParams.get('orderIds'));
  const { data, isError, isPending } = useQuery(printDetailsQueryOptions(orderIds));
  const container = useRef<HTMLDivElement>(null);
  const failed = orderIds.length === 0 || isError;
  usePrintWhenImagesLoad(container, !failed && !!data && data.length > 0);

  return (
    <Box
      ref={container}
      sx={{ maxWidth: PRINT_MAX_WIDTH, mx: 'auto', p: `${PRINT_PADDING}px`, bgcolor: 'background.paper', color: 'text.primary' }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        {/* the screen heading names the page; on paper the company header is enough */}
        <Typography variant="h5" component="h1" sx={{ displayPrint: 'none' }}>
          Print orders
        </Typography>
        <Typography variant="body2">{PRINT_HEADER_PHONE}</Typography>
      </Stack>
      <Divider sx={{ my: 2 }} />
      {failed ? (
        <Typography color="error">{PRINT_FAILED_TEXT}</Typography>
      ) : isPending ? (
        <Typography color="text.secondary">Loading...</Typography>
      ) : (
        data.map((order, index) => <OrderSheet key={order.orderId} order={order} last={index === data.length - 1} />)
      )}
    </Box>
  );
}

export const Component = PrintOrdersPage;
