// An invoice's payment status (docs/decisions/payments.md): the chip, and beside it what the status needs to be
// understood: the reason of a rejection, the due date of a scheduled invoice, the day of a payment (the remittance
// that paid it has its own column, a link to its page).
import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import {
  INVOICE_ACCEPTANCE_LABELS,
  INVOICE_PAYMENT_STATUS_LABELS,
  type InvoicePaymentStatus,
  type PaymentInvoiceRow,
} from '@portal/contracts';
import { formatDayOrInstant } from '../../../components/data-grid/value-columns.tsx';

const COLOURS: Record<InvoicePaymentStatus, 'default' | 'info' | 'success' | 'warning' | 'error' | 'primary'> = {
  Submitted: 'default',
  Rejected: 'error',
  Scheduled: 'primary',
  Paid: 'success',
  // paid in full less what was held back: nothing is owed on it (a warning colour would read as money still owed)
  PaidLessDeductions: 'success',
};

export function InvoiceStatusChip({ status }: { status: InvoicePaymentStatus }) {
  return <Chip size="small" variant="outlined" color={COLOURS[status]} label={INVOICE_PAYMENT_STATUS_LABELS[status]} />;
}

type StatusFields = Pick<PaymentInvoiceRow, 'status' | 'statusReason' | 'dueDate' | 'paidOn'>;

export function InvoiceStatusCell({ row }: { row: StatusFields }) {
  const paid = row.status === 'Paid' || row.status === 'PaidLessDeductions';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <InvoiceStatusChip status={row.status} />
      {row.status === 'Rejected' && row.statusReason && (
        <Tooltip title={row.statusReason}>
          <Typography variant="body2" noWrap>
            {row.statusReason}
          </Typography>
        </Tooltip>
      )}
      {row.status === 'Scheduled' && row.dueDate && <Typography variant="body2">due {formatDayOrInstant(row.dueDate)}</Typography>}
      {paid && row.paidOn && (
        <Typography variant="body2" noWrap>
          {formatDayOrInstant(row.paidOn)}
        </Typography>
      )}
    </Stack>
  );
}

/** "Accepted": the day (the supplier's) and, in words on hover and for assistive technology, who accepted it. */
export function InvoiceAcceptedCell({ row }: { row: Pick<PaymentInvoiceRow, 'acceptedOn' | 'acceptedBy'> }) {
  if (!row.acceptedOn || !row.acceptedBy) return null;
  const who = `Accepted ${INVOICE_ACCEPTANCE_LABELS[row.acceptedBy]}`;
  return (
    <Tooltip title={who}>
      <Typography variant="body2" component="span" aria-label={`${formatDayOrInstant(row.acceptedOn)}, ${who.toLowerCase()}`} noWrap>
        {formatDayOrInstant(row.acceptedOn)}
      </Typography>
    </Tooltip>
  );
}
