// The expand toggle of a grid row and its RMA details (RMA number, Tracking number, Delivery date). The grid's
// infinite row model has one fixed row height (AG Grid cannot grow a row there), so the details open as a panel
// anchored under the row, as wide as the row (docs/decisions/accounting.md).
import { useState } from 'react';
import { Box, IconButton, Popover, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import type { RmaDetail } from '@portal/contracts';
import { EMPTY_VALUE, formatDate } from '../../../lib/format.ts';

export interface RmaDetailsToggleProps {
  /** What the row is (its PO or memo number), for the toggle's accessible name. */
  rowLabel: string;
  rmaDetails: readonly RmaDetail[];
}

export function RmaDetailsTable({ rmaDetails }: { rmaDetails: readonly RmaDetail[] }) {
  if (rmaDetails.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        No RMA details
      </Typography>
    );
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>RMA number</TableCell>
          <TableCell>Tracking number</TableCell>
          <TableCell>Delivery date</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rmaDetails.map((rma) => (
          <TableRow key={rma.rmaId}>
            <TableCell>{rma.rmaNumber}</TableCell>
            <TableCell>{rma.trackingNumber || EMPTY_VALUE}</TableCell>
            <TableCell>{rma.deliveryDate ? formatDate(`${rma.deliveryDate}T12:00:00`) : EMPTY_VALUE}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function RmaDetailsToggle({ rowLabel, rmaDetails }: RmaDetailsToggleProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  return (
    <>
      <IconButton
        size="small"
        aria-expanded={open}
        aria-label={`${open ? 'Collapse' : 'Expand'} RMA details of ${rowLabel}`}
        onClick={(event) =>
          setAnchor(open ? null : ((event.currentTarget.closest('.ag-row') as HTMLElement | null) ?? event.currentTarget))
        }
      >
        {open ? <KeyboardArrowDownIcon fontSize="small" /> : <KeyboardArrowRightIcon fontSize="small" />}
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: anchor ? Math.min(anchor.offsetWidth, 720) : undefined, maxWidth: 'calc(100% - 32px)' } } }}
      >
        <Box role="region" aria-label={`RMA details of ${rowLabel}`} sx={{ p: 1 }}>
          <RmaDetailsTable rmaDetails={rmaDetails} />
        </Box>
      </Popover>
    </>
  );
}
