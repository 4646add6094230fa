// /ops/disputes: the suppliers' disputes of deductions, a compact server grid: those waiting for a decision first
// (oldest first), then the decided ones with their answers, page by page (filters, sort and page in the URL). Accept
// reverses the deduction (paid back on the next remittance if one held it back); Uphold keeps it, with a reason the supplier reads. A
// dispute decided meanwhile answers 409, shown as it came.
import { useState } from 'react';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { DEDUCTION_TYPE_LABELS, DISPUTE_DECISION_LABELS, DISPUTE_REASON_LABELS, disputeAcceptedNotice } from '@portal/contracts';
import { poNumberColumn, PoNumberLink } from '../../../components/data-grid/compact/po-number-column.tsx';
import { CompactServerGrid } from '../../../components/data-grid/compact/CompactServerGrid.tsx';
import { type CompactGridColumn } from '../../../components/data-grid/compact/CompactGridTable.tsx';
import { HiddenColumnsLine } from '../../../components/data-grid/compact/HiddenColumnsLine.tsx';
import type { CompactGridFilter } from '../../../components/data-grid/compact/compact-grid.ts';
import { downloadStoredFile } from '../../../components/feedback/download-with-notice.ts';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { capitalizeFirst, formatCurrency, formatDateTime } from '../../../lib/format.ts';
import { disputesQuery, useDecideDispute, type DisputeGridRow } from './api.ts';
import { UpholdDisputeDialog } from './UpholdDisputeDialog.tsx';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
const label = (d: DisputeGridRow) => `dispute ${d.attempt} of ${d.deductionNumber}`;

const FILTERS: readonly CompactGridFilter[] = [
  { kind: 'text', column: 'supplierName', label: 'Supplier' },
  { kind: 'text', column: 'deductionNumber', label: 'Deduction' },
  {
    kind: 'boolean',
    column: 'waiting',
    label: 'Decision',
    options: [
      { value: 'true', label: 'Waiting' },
      { value: 'false', label: 'Decided' },
    ],
  },
];

function DisputeCell({ d }: { d: DisputeGridRow }) {
  return (
    <>
      <Typography variant="body2">
        {d.attempt === 2 ? 'Second dispute: ' : ''}
        {capitalizeFirst(DISPUTE_REASON_LABELS[d.reason])}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
        {d.comment}
      </Typography>
      {d.files.map((f) => (
        <Link
          key={f.fileId}
          component="button"
          type="button"
          variant="body2"
          onClick={() => downloadStoredFile(f.storedName)}
          sx={{ display: 'block', textAlign: 'left' }}
        >
          {f.fileName}
        </Link>
      ))}
      <HiddenColumnsLine>Sent {formatDateTime(d.createdOn)}</HiddenColumnsLine>
    </>
  );
}

export function DisputesQueuePage() {
  useDocumentTitle('Disputes');
  const decide = useDecideDispute();
  const [upholding, setUpholding] = useState<DisputeGridRow | null>(null);
  const accept = (d: DisputeGridRow) =>
    decide
      .mutateAsync({ disputeId: d.disputeId, decision: 'Accepted', reason: null })
      .then((decided) => notify('dispute-accepted', disputeAcceptedNotice(d.deductionNumber, decided.heldBack)))
      .catch((error: unknown) => notifyError('dispute-decision', errorMessage(error)));

  const columns: CompactGridColumn<DisputeGridRow>[] = [
    {
      id: 'deductionNumber',
      label: 'Deduction',
      sortable: true,
      render: (d) => (
        <>
          <span style={{ whiteSpace: 'nowrap' }}>{d.deductionNumber}</span>
          <Typography variant="body2" color="text.secondary">
            {capitalizeFirst(DEDUCTION_TYPE_LABELS[d.deductionType])}
          </Typography>
          <Box component="span" sx={{ display: { xs: 'block', sm: 'none' } }}>
            <PoNumberLink row={d} />
          </Box>
          <HiddenColumnsLine>
            {d.supplierName} · {formatCurrency(d.amount)}
          </HiddenColumnsLine>
        </>
      ),
    },
    { id: 'supplierName', label: 'Supplier', sortable: true, hideBelow: 'lg', render: (d) => d.supplierName },
    // on a phone the PO number is the deduction's second line, so the decision's buttons fit without scrolling
    poNumberColumn<DisputeGridRow>({ hideBelow: 'sm' }),
    {
      id: 'amount',
      label: 'Amount',
      sortable: true,
      align: 'right',
      nowrap: true,
      hideBelow: 'lg',
      render: (d) => formatCurrency(d.amount),
    },
    { id: 'dispute', label: 'Dispute', sx: { maxWidth: 360, minWidth: { xs: 120, sm: 200 } }, render: (d) => <DisputeCell d={d} /> },
    { id: 'createdOn', label: 'Sent', sortable: true, nowrap: true, hideBelow: 'lg', render: (d) => formatDateTime(d.createdOn) },
    {
      id: 'decision',
      label: 'Decision',
      render: (d) =>
        d.decision ? (
          <Stack spacing={0.5}>
            <div>
              <Chip
                size="small"
                variant="outlined"
                color={d.decision === 'Accepted' ? 'success' : 'default'}
                label={DISPUTE_DECISION_LABELS[d.decision]}
              />
            </div>
            {d.decisionReason && <Typography variant="body2">{d.decisionReason}</Typography>}
          </Stack>
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="contained"
              disabled={decide.isPending}
              onClick={() => void accept(d)}
              aria-label={`Accept ${label(d)}`}
            >
              Accept
            </Button>
            <Button
              size="small"
              variant="outlined"
              disabled={decide.isPending}
              onClick={() => setUpholding(d)}
              aria-label={`Uphold ${label(d)}`}
            >
              Uphold
            </Button>
          </Stack>
        ),
    },
  ];

  return (
    <CompactServerGrid
      title="Disputes"
      label="Disputes"
      filters={FILTERS}
      query={disputesQuery}
      columns={columns}
      emptyText="No dispute has been sent."
      errorText="The disputes could not be loaded."
    >
      {upholding && (
        <UpholdDisputeDialog
          disputeLabel={label(upholding)}
          uphold={(reason) => decide.mutateAsync({ disputeId: upholding.disputeId, decision: 'Upheld', reason })}
          onDone={() => {
            notify('dispute-upheld', `The deduction ${upholding.deductionNumber} stands; the supplier reads your reason.`);
            setUpholding(null);
          }}
          onClose={() => setUpholding(null)}
        />
      )}
    </CompactServerGrid>
  );
}

export { DisputesQueuePage as Component };
