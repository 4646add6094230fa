// The expand toggle of a grid row and its RMA details (RMA number, Tracking number, Delivery date), opened in place
// under the row: the rows below move down (components/data-grid/row-details.tsx, docs/decisions/accounting.md).
import { useId, useState } from 'react';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import type { RmaDetail } from '@portal/contracts';
import { EMPTY_VALUE, formatDate } from '../../../lib/format.ts';
import { RowDetailsPanel } from '../../../components/data-grid/row-details.tsx';

export interface RmaDetailsToggleProps {
  /** What the row is (its PO or memo number), for the toggle's accessible name. */
  rowLabel: string;
  /** The row's index in the grid, where the panel opens. */
  rowIndex: number;
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

export function RmaDetailsToggle({ rowLabel, rowIndex, rmaDetails }: RmaDetailsToggleProps) {
  // the open panel is drawn in the row's element, found from the button when it opens
  const [row, setRow] = useState<HTMLElement | null>(null);
  const open = row !== null;
  const panelId = `rma-details-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <>
      <IconButton
        size="small"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`${open ? 'Collapse' : 'Expand'} RMA details of ${rowLabel}`}
        onClick={(event) => setRow(open ? null : (event.currentTarget.closest('.ag-row') as HTMLElement | null))}
      >
        {open ? <KeyboardArrowDownIcon fontSize="small" /> : <KeyboardArrowRightIcon fontSize="small" />}
      </IconButton>
      {row && (
        <RowDetailsPanel row={row} rowIndex={rowIndex} id={panelId} label={`RMA details of ${rowLabel}`}>
          <RmaDetailsTable rmaDetails={rmaDetails} />
        </RowDetailsPanel>
      )}
    </>
  );
}
