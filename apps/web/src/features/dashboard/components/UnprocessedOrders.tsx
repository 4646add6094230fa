// "Unprocessed orders": the 10 newest orders that need processing (GET /order-summaries/recent) in a 240 px table of
// whole rows, the true number waiting under the title, and "View all" to the orders list. No pager: the call answers
// one page, and a pager read "1 to 10 of 10" while a hundred orders waited (docs/decisions/dashboard.md, "Screens").
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Link,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { FULFILLMENT_STATUS_LABELS, SHIPPING_TYPE_LABELS, type OrderSummary } from '@portal/contracts';
import { GRID_EMPTY_TEXT, GRID_LOAD_ERROR_TEXT } from '../../../components/data-grid/GridStatusOverlay.tsx';
import { formatCurrency, formatDate } from '../../../lib/format.ts';
import { useUnprocessedOrders } from '../api.ts';
import { PANEL_TITLES } from '../dashboard-texts.ts';
import { UNPROCESSED_GRID_HEIGHT, UNPROCESSED_ROW_HEIGHT, unprocessedSummary } from './unprocessed-orders.ts';

const COLUMNS: { header: string; cell: (order: OrderSummary) => ReactNode; align?: 'right' }[] = [
  {
    header: 'PO number',
    cell: (o) => (
      <Link component={RouterLink} to={`/orders/${o.id}`}>
        {o.orderIdForSearch}
      </Link>
    ),
  },
  { header: 'Created on', cell: (o) => formatDate(o.createdOn) },
  { header: 'Customer name', cell: (o) => o.displayName },
  { header: 'Total cost', cell: (o) => formatCurrency(o.supplierTotal), align: 'right' },
  { header: 'Shipping method', cell: (o) => (o.shippingType ? SHIPPING_TYPE_LABELS[o.shippingType] : '') },
  { header: 'Status', cell: (o) => FULFILLMENT_STATUS_LABELS[o.fulfillmentStatus] },
];

// one line a cell, 10 px aside: the six columns fit a 768 px screen without a horizontal scrollbar (which would cut
// the fifth row where scrollbars take room)
const CELL_SX = { height: UNPROCESSED_ROW_HEIGHT, boxSizing: 'border-box', py: 0, px: 1.25, whiteSpace: 'nowrap' } as const;

export function UnprocessedOrders() {
  const query = useUnprocessedOrders();
  const rows = query.data?.rows ?? [];
  return (
    <Box component="section" aria-labelledby="unprocessed-orders-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minHeight: 32 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="unprocessed-orders-title" variant="h6" component="h2">
            {PANEL_TITLES.unprocessedOrders}
          </Typography>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {query.data ? unprocessedSummary(query.data.rows.length, query.data.total) : '\u00a0'}
          </Typography>
        </Box>
        <Button component={RouterLink} to="/orders" variant="outlined" size="small">
          View all
        </Button>
      </Box>
      <TableContainer
        tabIndex={0}
        // the 240 px are the rows' (the border outside them), so the fifth row ends exactly at the bottom
        sx={{
          height: UNPROCESSED_GRID_HEIGHT,
          boxSizing: 'content-box',
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {query.isPending ? (
          <Skeleton
            variant="rectangular"
            height={UNPROCESSED_GRID_HEIGHT}
            role="progressbar"
            aria-label={`Loading ${PANEL_TITLES.unprocessedOrders}`}
          />
        ) : query.isError ? (
          <Alert severity="error">{GRID_LOAD_ERROR_TEXT}</Alert>
        ) : (
          <Table stickyHeader size="small" aria-labelledby="unprocessed-orders-title">
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c.header} align={c.align} sx={CELL_SX}>
                    {c.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} align="center" sx={CELL_SX}>
                    {GRID_EMPTY_TEXT}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((order) => (
                  <TableRow key={order.id} hover>
                    {COLUMNS.map((c) => (
                      <TableCell key={c.header} align={c.align} sx={CELL_SX}>
                        {c.cell(order)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        )}
      </TableContainer>
    </Box>
  );
}
