// An invoice's payment status (docs/decisions/payments.md): the chip, and beside it what the status needs to be
// understood: the reason of a rejection, the due date of a scheduled invoice, the day of a payment (the remittance
// that paid it has its own column, a link to its page).
import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import { INVOICE_PAYMENT_STATUS_LABELS, type InvoicePaymentStatus, type PaymentInvoiceRow } from '@portal/contracts';
import { formatDayOrInstant } from '../../../components/data-grid/value-columns.tsx';

const COLOURS: Record<InvoicePaymentStatus, 'default' | 'info' | 'success' | 'warning' | 'error' | 'primary'> = {
  Submitted: 'default',
  Rejected: 'error',
  Scheduled: 'primary',
  Paid: 'success',
  PartiallyPaid: 'warning',
};

export function InvoiceStatusChip({ status }: { status: InvoicePaymentStatus }) {
  return <Chip size="small" variant="outlined" color={COLOURS[status]} label={INVOICE_PAYMENT_STATUS_LABELS[status]} />;
}

type StatusFields = Pick<PaymentInvoiceRow, 'status' | 'statusReason' | 'dueDate' | 'paidOn'>;

export function InvoiceStatusCell({ row }: { row: StatusFields }) {
  const paid = row.status === 'Paid' || row.status === 'PartiallyPaid';
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
