// /ops/disputes: the suppliers' disputes of deductions, waiting first; Accept reverses the deduction on the next
// remittance, Uphold keeps it with a reason the supplier reads. A dispute decided meanwhile answers 409, shown.
import { useState } from 'react';
import { Button, Chip, Stack } from '@mui/material';
import { DEDUCTION_TYPE_LABELS, DISPUTE_REASON_LABELS, type OpsDispute } from '@portal/contracts';
import { CompactServerGrid } from '../../../components/data-grid/compact/CompactServerGrid.tsx';
import type { CompactGridColumn } from '../../../components/data-grid/compact/CompactGridTable.tsx';
import type { CompactGridFilter } from '../../../components/data-grid/compact/compact-grid.ts';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { formatCurrency, formatDateTime } from '../../../lib/format.ts';
import { disputesQuery, useDecideDispute } from './api.ts';
import { UpholdDisputeDialog } from './UpholdDisputeDialog.tsx';

const FILTERS: CompactGridFilter[] = [
  { kind: 'text', column: 'supplierName', label: 'Search supplier' },
  { kind: 'text', column: 'purchaseOrderNumber', label: 'Search PO number' },
  {
    kind: 'set',
    column: 'decision',
    label: 'State',
    options: [
      { value: 'Waiting', label: 'Waiting' },
      { value: 'Accepted', label: 'Accepted' },
      { value: 'Upheld', label: 'Upheld' },
    ],
  },
];

const label = (d: OpsDispute) => `dispute ${d.attempt} of ${d.deductionNumber}`;

export function DisputesQueuePage() {
  const decide = useDecideDispute();
  const [upholding, setUpholding] = useState<OpsDispute | null>(null);
  const accept = (d: OpsDispute) =>
    decide
      .mutateAsync({ disputeId: d.id, decision: 'Accepted', reason: null })
      .then(() => notify('dispute-accepted', `The dispute of ${d.deductionNumber} was accepted: the deduction is reversed on the next remittance.`))
      .catch((error: unknown) => notifyError('dispute-decision', error instanceof Error ? error.message : String(error)));

  const columns: CompactGridColumn<OpsDispute>[] = [
    { id: 'deductionNumber', label: 'Deduction', nowrap: true, sortable: true, render: (d) => d.deductionNumber },
    { id: 'supplierName', label: 'Supplier', sortable: true, render: (d) => d.supplierName },
    { id: 'purchaseOrderNumber', label: 'PO number', nowrap: true, sortable: true, render: (d) => d.purchaseOrderNumber ?? '' },
    { id: 'type', label: 'Type', render: (d) => DEDUCTION_TYPE_LABELS[d.type] },
    { id: 'amount', label: 'Amount', align: 'right', nowrap: true, sortable: true, render: (d) => formatCurrency(d.amount) },
    { id: 'reason', label: 'Reason', render: (d) => `${DISPUTE_REASON_LABELS[d.reason]}: ${d.comment}` },
    { id: 'createdOn', label: 'Sent', sortable: true, render: (d) => formatDateTime(d.createdOn) },
    {
      id: 'decision',
      label: 'State',
      render: (d) =>
        d.decision ? (
          <Chip size="small" label={d.decision} color={d.decision === 'Accepted' ? 'success' : 'default'} />
        ) : (
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="contained" disabled={decide.isPending} onClick={() => void accept(d)} aria-label={`Accept ${label(d)}`}>
              Accept
            </Button>
            <Button size="small" variant="outlined" disabled={decide.isPending} onClick={() => setUpholding(d)} aria-label={`Uphold ${label(d)}`}>
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
      emptyText="No disputes."
    >
      {upholding && (
        <UpholdDisputeDialog
          disputeLabel={label(upholding)}
          uphold={(reason) => decide.mutateAsync({ disputeId: upholding.id, decision: 'Upheld', reason })}
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
