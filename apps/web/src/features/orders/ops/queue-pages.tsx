// The four decision queues: price changes and cancellations (approve / decline, also in bulk), additional invoices
// (accept / reject with a note), LTL shipments (book, mark reviewed, send back with a note).
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { OPS_QUEUE_KEYS, type OpsQueueRow } from '@portal/contracts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useBookLtl, useBulkDecide, useDecide, type Decision } from './ops-calls.ts';
import { BookLtlDialog } from './BookLtlDialog.tsx';
import { bulkResultText, feedbackKey, withFeedback } from './decision-feedback.ts';
import { NoteDialog } from './NoteDialog.tsx';
import { QueueTable } from './QueueTable.tsx';
import { notify } from '../../../components/feedback/notifications.tsx';
import { PageTitle } from '../../../components/page/PageTitle.tsx';

function QueueHeader({ title }: { title: string }) {
  useDocumentTitle(title);
  return <PageTitle>{title}</PageTitle>;
}

function ApproveDeclineQueue({ queueKey, title, what }: { queueKey: string; title: string; what: string }) {
  const decide = useDecide(queueKey);
  const bulk = useBulkDecide(queueKey);
  const run = (row: OpsQueueRow, decision: Decision) =>
    withFeedback(queueKey, `The ${what} of ${row.purchaseOrderNumber} is ${decision === 'approve' ? 'approved' : 'declined'}.`, () =>
      decide.mutateAsync({ id: row.id, action: decision }),
    );
  const runBulk = async (ids: number[], decision: Decision, clear: () => void) => {
    const result = await bulk.mutateAsync({ ids, decision });
    notify(feedbackKey('bulk'), bulkResultText(result), result.refused.length ? 'warning' : 'success');
    clear();
  };
  return (
    <Stack spacing={3}>
      <QueueHeader title={title} />
      <QueueTable
        queueKey={queueKey}
        label={title}
        actions={(row) => (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'flex-end', alignItems: { xs: 'flex-end', sm: 'center' } }}
          >
            <Button
              size="small"
              variant="contained"
              disabled={decide.isPending}
              onClick={() => void run(row, 'approve')}
              aria-label={`Approve ${row.purchaseOrderNumber}`}
            >
              Approve
            </Button>
            <Button
              size="small"
              color="error"
              disabled={decide.isPending}
              onClick={() => void run(row, 'decline')}
              aria-label={`Decline ${row.purchaseOrderNumber}`}
            >
              Decline
            </Button>
          </Stack>
        )}
        bulkActions={(ids, clear) => (
          <>
            <Button size="small" variant="contained" disabled={bulk.isPending} onClick={() => void runBulk(ids, 'approve', clear)}>
              Approve selected
            </Button>
            <Button size="small" color="error" disabled={bulk.isPending} onClick={() => void runBulk(ids, 'decline', clear)}>
              Decline selected
            </Button>
          </>
        )}
      />
    </Stack>
  );
}

export function PriceChangesPage() {
  return <ApproveDeclineQueue queueKey={OPS_QUEUE_KEYS.priceChanges} title="Price changes" what="price change" />;
}

export function CancellationsPage() {
  return <ApproveDeclineQueue queueKey={OPS_QUEUE_KEYS.cancellations} title="Cancellations" what="cancellation" />;
}

export function InvoicesPage() {
  const decide = useDecide(OPS_QUEUE_KEYS.invoices);
  const [rejecting, setRejecting] = useState<OpsQueueRow | null>(null);
  return (
    <Stack spacing={3}>
      <QueueHeader title="Invoices in review" />
      <QueueTable
        queueKey={OPS_QUEUE_KEYS.invoices}
        label="Invoices in review"
        actions={(row) => (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'flex-end', alignItems: { xs: 'flex-end', sm: 'center' } }}
          >
            <Button
              size="small"
              variant="contained"
              aria-label={`Accept invoice of ${row.purchaseOrderNumber}`}
              onClick={() =>
                void withFeedback('invoices', `The invoice of ${row.purchaseOrderNumber} is accepted.`, () =>
                  decide.mutateAsync({ id: row.id, action: 'accept', body: {} }),
                )
              }
            >
              Accept
            </Button>
            <Button
              size="small"
              color="error"
              aria-label={`Reject invoice of ${row.purchaseOrderNumber}`}
              onClick={() => setRejecting(row)}
            >
              Reject
            </Button>
          </Stack>
        )}
      />
      {rejecting && (
        <NoteDialog
          title={`Reject the invoice of ${rejecting.purchaseOrderNumber}`}
          submitLabel="Reject invoice"
          onClose={() => setRejecting(null)}
          onSubmit={async (note) => {
            await decide.mutateAsync({ id: rejecting.id, action: 'reject', body: { note } });
            notify(feedbackKey('invoice-rejected'), `The invoice of ${rejecting.purchaseOrderNumber} is rejected.`);
          }}
        />
      )}
    </Stack>
  );
}

export function LtlShipmentsPage() {
  const decide = useDecide(OPS_QUEUE_KEYS.ltlShipments);
  const book = useBookLtl();
  const [booking, setBooking] = useState<OpsQueueRow | null>(null);
  const [sendingBack, setSendingBack] = useState<OpsQueueRow | null>(null);
  return (
    <Stack spacing={3}>
      <QueueHeader title="LTL shipments" />
      <QueueTable
        queueKey={OPS_QUEUE_KEYS.ltlShipments}
        label="LTL shipments"
        actions={(row) => (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'flex-end', alignItems: { xs: 'flex-end', sm: 'center' } }}
          >
            <Button size="small" variant="contained" aria-label={`Book ${row.purchaseOrderNumber}`} onClick={() => setBooking(row)}>
              Book
            </Button>
            {row.status === 'NeedsReview' ? (
              <Button
                size="small"
                aria-label={`Mark ${row.purchaseOrderNumber} reviewed`}
                onClick={() =>
                  void withFeedback('ltl', `${row.purchaseOrderNumber} waits for booking.`, () =>
                    decide.mutateAsync({ id: row.id, action: 'ready-for-booking' }),
                  )
                }
              >
                Mark reviewed
              </Button>
            ) : (
              <Button size="small" color="warning" aria-label={`Send ${row.purchaseOrderNumber} back`} onClick={() => setSendingBack(row)}>
                Send back
              </Button>
            )}
          </Stack>
        )}
      />
      {booking && (
        <BookLtlDialog
          purchaseOrderNumber={booking.purchaseOrderNumber}
          onClose={() => setBooking(null)}
          onSubmit={async (body) => {
            await book.mutateAsync({ id: booking.id, body });
            notify(feedbackKey('ltl-booked'), `The LTL shipment of ${booking.purchaseOrderNumber} is booked; the bill of lading is ready.`);
          }}
        />
      )}
      {sendingBack && (
        <NoteDialog
          title={`Send ${sendingBack.purchaseOrderNumber} back for review`}
          submitLabel="Send back"
          onClose={() => setSendingBack(null)}
          onSubmit={async (note) => {
            await decide.mutateAsync({ id: sendingBack.id, action: 'send-back', body: { note } });
            notify(feedbackKey('ltl-back'), `${sendingBack.purchaseOrderNumber} is back in review.`);
          }}
        />
      )}
    </Stack>
  );
}
