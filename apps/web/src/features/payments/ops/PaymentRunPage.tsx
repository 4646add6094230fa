// /ops/payment-runs: a payment run for a date: Preview computes each supplier's remittance without writing, Post
// writes the run in one transaction after a confirmation that states the preview's date, suppliers and total; a date
// posted here stays posted (its button disabled); a date already posted is refused (409) and the refusal shown as it came.
// The date is a run day of the payment calendar that has come (the page says whether it is one), or the run is
// off-cycle with its reason; the posted runs show an off-cycle run's reason.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import {
  isRunDay,
  OFF_CYCLE_REASON_MAX_LENGTH,
  PAYMENT_CALENDAR_MESSAGES,
  PAYMENTS_MESSAGES,
  type PaymentCalendar,
  type PaymentRunPreview,
} from '@portal/contracts';
import { CompactGridTable, type CompactGridColumn } from '../../../components/data-grid/compact/CompactGridTable.tsx';
import { HiddenColumnsLine } from '../../../components/data-grid/compact/HiddenColumnsLine.tsx';
import { CompactServerGrid } from '../../../components/data-grid/compact/CompactServerGrid.tsx';
import { DialogShell } from '../../../components/dialogs/DialogShell.tsx';
import { notify } from '../../../components/feedback/notifications.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatCurrency, formatDate } from '../../../lib/format.ts';
import { previewRun, runsQuery, usePaymentCalendar, usePostRun, type PaymentRunGridRow } from './api.ts';
import { PageTitle } from '../../../components/page/PageTitle.tsx';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
const money = (value: string | null) => (value === null ? null : formatCurrency(value));

/** A line of the preview: a supplier the run pays, or one whose net waits (no lines, gross or deductions shown). */
interface PreviewLine {
  id: number;
  supplierName: string;
  lineCount: number | null;
  gross: string | null;
  deductions: string | null;
  net: string;
  remittance: string;
}

const previewLines = (preview: PaymentRunPreview): PreviewLine[] => [
  ...preview.suppliers.map((s) => ({ id: s.supplierId, ...s, remittance: s.remittanceNumber ?? 'Paid in this run' })),
  ...preview.held.map((h) => ({
    // a held supplier is not among the paid ones; its id negated keeps the row keys apart all the same
    id: -h.supplierId,
    supplierName: h.supplierName,
    lineCount: null,
    gross: null,
    deductions: null,
    net: h.net,
    remittance: 'Waits for the next run: its net is not above $0.00',
  })),
];

const PREVIEW_COLUMNS: CompactGridColumn<PreviewLine>[] = [
  { id: 'supplierName', label: 'Supplier', render: (l) => l.supplierName },
  { id: 'lineCount', label: 'Lines', align: 'right', render: (l) => l.lineCount },
  { id: 'gross', label: 'Gross', align: 'right', nowrap: true, render: (l) => money(l.gross) },
  { id: 'deductions', label: 'Deductions', align: 'right', nowrap: true, render: (l) => money(l.deductions) },
  { id: 'net', label: 'Net', align: 'right', nowrap: true, render: (l) => formatCurrency(l.net) },
  { id: 'remittance', label: 'Remittance', render: (l) => l.remittance },
];

/** The preview is one answer of the run's computation (nothing stored to page through): the whole list, unpaged. */
function PreviewTable({ preview }: { preview: PaymentRunPreview }) {
  return (
    <CompactGridTable
      label={`Preview of the run on ${preview.runDate}`}
      columns={PREVIEW_COLUMNS}
      rows={previewLines(preview)}
      emptyText="Nothing is due by this date."
    />
  );
}

const runDateText = (runDate: string) => formatDate(`${runDate}T12:00:00`);

const suppliersText = (n: number) => (n === 1 ? '1 supplier' : `${n} suppliers`);
const cycleText = (r: PaymentRunGridRow) => (r.offCycleReason === null ? 'Calendar run day' : `Off-cycle: ${r.offCycleReason}`);

// Below lg the secondary columns hide and are the run date's second line (the console's one pattern,
// HiddenColumnsLine): the date, the net and the cycle fit 390 px without a sideways scroll.
const RUN_COLUMNS: CompactGridColumn<PaymentRunGridRow>[] = [
  {
    id: 'runDate',
    label: 'Run date',
    sortable: true,
    render: (r) => (
      <>
        <span style={{ whiteSpace: 'nowrap' }}>{runDateText(r.runDate)}</span>
        <HiddenColumnsLine>
          {suppliersText(r.supplierCount)} · gross {formatCurrency(r.gross)} · deductions {formatCurrency(r.deductions)}
        </HiddenColumnsLine>
      </>
    ),
  },
  { id: 'supplierCount', label: 'Suppliers', sortable: true, align: 'right', hideBelow: 'lg', render: (r) => r.supplierCount },
  { id: 'gross', label: 'Gross', sortable: true, align: 'right', nowrap: true, hideBelow: 'lg', render: (r) => formatCurrency(r.gross) },
  {
    id: 'deductions',
    label: 'Deductions',
    sortable: true,
    align: 'right',
    nowrap: true,
    hideBelow: 'lg',
    render: (r) => formatCurrency(r.deductions),
  },
  { id: 'net', label: 'Net', sortable: true, align: 'right', nowrap: true, render: (r) => formatCurrency(r.net) },
  { id: 'offCycleReason', label: 'Cycle', render: cycleText },
];

/** Whether the date is a run day of the calendar, in the words of the run form. */
const calendarHint = (runDate: string, calendar: PaymentCalendar | undefined): string | null => {
  if (!runDate || !calendar) return null;
  return isRunDay(runDate, calendar)
    ? 'A run day of the payment calendar.'
    : 'Not a run day of the payment calendar: post it off-cycle, with its reason.';
};

/** Post's confirmation: the run's date, the suppliers paid and the total as the preview computed them. */
function ConfirmPostDialog({
  preview,
  offCycleReason,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  preview: PaymentRunPreview;
  offCycleReason: string | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <DialogShell
      title="Post the payment run?"
      width="md"
      onClose={onCancel}
      busy={busy}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" loading={busy} onClick={onConfirm}>
            Post run
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Typography variant="body1">Posting writes each supplier's remittance as the preview shows it. It cannot be undone.</Typography>
        <Stack component="dl" spacing={0.5} sx={{ m: 0, '& dd': { m: 0, fontWeight: 600 } }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            Run date
          </Typography>
          <Typography component="dd">{runDateText(preview.runDate)}</Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            Suppliers paid
          </Typography>
          <Typography component="dd">{preview.supplierCount}</Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            Total to be paid
          </Typography>
          <Typography component="dd">{formatCurrency(preview.net)}</Typography>
          {offCycleReason !== null && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                Off-cycle, because
              </Typography>
              <Typography component="dd">{offCycleReason}</Typography>
            </>
          )}
        </Stack>
      </Stack>
    </DialogShell>
  );
}

export function PaymentRunPage() {
  useDocumentTitle('Payment runs');
  const [runDate, setRunDate] = useState('');
  const [offCycle, setOffCycle] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const calendar = usePaymentCalendar();
  const hint = calendarHint(runDate, calendar.data);
  const preview = useMutation({ mutationFn: previewRun });
  const post = usePostRun();
  const shown = preview.data?.runDate === runDate ? preview.data : null;
  const [confirming, setConfirming] = useState(false);
  // the dates posted from this page (or refused as posted already): Post stays disabled for them
  const [postedDates, setPostedDates] = useState<ReadonlySet<string>>(() => new Set());
  const markPosted = (date: string) => setPostedDates((dates) => new Set(dates).add(date));
  const confirmPost = () =>
    post.mutate(offCycle ? { runDate, offCycle, reason: reason.trim() } : { runDate }, {
      onSuccess: (run) => {
        markPosted(run.runDate);
        setConfirming(false);
        notify('run-posted', `The run on ${runDateText(run.runDate)} was posted.`);
      },
      onError: (error) => {
        if (errorMessage(error) === PAYMENTS_MESSAGES.runDatePosted) markPosted(runDate);
      },
    });

  return (
    <Stack spacing={3}>
      <PageTitle>Payment runs</PageTitle>
      <Card variant="outlined">
        <CardContent>
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' } }}
            onSubmit={(event) => {
              event.preventDefault();
              post.reset();
              if (runDate) preview.mutate(runDate);
            }}
          >
            <TextField
              label="Run date"
              type="date"
              required
              value={runDate}
              onChange={(e) => setRunDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              helperText={hint ?? ' '}
            />
            <Button type="submit" variant="outlined" loading={preview.isPending} disabled={!runDate}>
              Preview
            </Button>
            <Button
              variant="contained"
              disabled={!shown || shown.supplierCount === 0 || postedDates.has(runDate) || post.isPending}
              onClick={() => {
                post.reset();
                if (offCycle && !reason.trim()) return setReasonProblem(PAYMENT_CALENDAR_MESSAGES.offCycleReasonRequired);
                setReasonProblem(null);
                setConfirming(true);
              }}
            >
              Post run
            </Button>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={offCycle}
                  onChange={(e) => {
                    setOffCycle(e.target.checked);
                    setReasonProblem(null);
                  }}
                />
              }
              label="Off-cycle run"
            />
            {offCycle && (
              <TextField
                label="Reason for the off-cycle run"
                required
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                error={reasonProblem !== null}
                helperText={reasonProblem ?? 'Recorded with the run and shown in the posted runs.'}
                slotProps={{ htmlInput: { maxLength: OFF_CYCLE_REASON_MAX_LENGTH } }}
                sx={{ flex: 1, maxWidth: 560 }}
              />
            )}
          </Stack>
        </CardContent>
      </Card>
      {preview.isError && <Alert severity="error">{errorMessage(preview.error)}</Alert>}
      {shown && confirming && (
        <ConfirmPostDialog
          preview={shown}
          offCycleReason={offCycle ? reason.trim() : null}
          busy={post.isPending}
          error={post.isError ? errorMessage(post.error) : null}
          onCancel={() => setConfirming(false)}
          onConfirm={confirmPost}
        />
      )}
      {post.isError && !confirming && (
        <Alert severity="error" role="alert">
          {errorMessage(post.error)}
        </Alert>
      )}
      {shown && (
        <Card variant="outlined" sx={{ overflowX: 'auto' }}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Preview: {suppliersText(shown.supplierCount)} paid, net {formatCurrency(shown.net)}
            </Typography>
            {shown.suppliers.length + shown.held.length === 0 ? (
              <Typography variant="body2">Nothing is due by this date.</Typography>
            ) : (
              <PreviewTable preview={shown} />
            )}
          </CardContent>
        </Card>
      )}
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          Posted runs
        </Typography>
        <CompactServerGrid
          label="Posted runs"
          filters={[]}
          query={runsQuery}
          columns={RUN_COLUMNS}
          emptyText="No run has been posted."
          errorText="The posted runs could not be loaded."
        />
      </Stack>
    </Stack>
  );
}

export { PaymentRunPage as Component };
