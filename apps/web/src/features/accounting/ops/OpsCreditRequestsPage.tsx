// /ops/credit-requests: the credit requests of every supplier (supplier and PO search, open or covered), and
// 'Raise credit request' on an order.
import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import { consoleWords, type OpsCreditRequest } from '@portal/contracts';
import { EMPTY_VALUE, formatCurrency, formatDateTime } from '../../../lib/format.ts';
import { CompactServerGrid } from '../../../components/data-grid/compact/CompactServerGrid.tsx';
import { poNumberColumn, PoNumberLink } from '../../../components/data-grid/compact/po-number-column.tsx';
import { type CompactGridColumn } from '../../../components/data-grid/compact/CompactGridTable.tsx';
import { HiddenColumnsLine } from '../../../components/data-grid/compact/HiddenColumnsLine.tsx';
import type { CompactGridFilter } from '../../../components/data-grid/compact/compact-grid.ts';
import { opsCreditRequestsQuery, uploadCreditFile, useRaiseCreditRequest } from './api.ts';

const FILTERS: CompactGridFilter[] = [
  { kind: 'text', column: 'supplierName', label: 'Search supplier' },
  { kind: 'text', column: 'purchaseOrderNumber', label: 'Search PO number' },
  {
    kind: 'boolean',
    column: 'isCovered',
    label: 'State',
    options: [
      { value: 'false', label: 'Open' },
      { value: 'true', label: 'Covered' },
    ],
  },
];
import { RaiseCreditRequestDialog } from './RaiseCreditRequestDialog.tsx';

// Below lg the secondary columns hide and their values are the PO number's second line, so the PO number, the amount
// and the state fit 390 px and 768 px without a sideways scroll (the console's one pattern: HiddenColumnsLine).
const columns: CompactGridColumn<OpsCreditRequest>[] = [
  {
    ...poNumberColumn<OpsCreditRequest>(),
    nowrap: false,
    render: (r) => (
      <>
        <PoNumberLink row={r} />
        <HiddenColumnsLine>
          {[
            r.supplierName,
            r.reasonForCredit,
            consoleWords(r.sourceType),
            r.rmaNumber ? `RMA ${r.rmaNumber}` : null,
            `Raised ${formatDateTime(r.createdOn)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </HiddenColumnsLine>
      </>
    ),
  },
  { id: 'supplierName', label: 'Supplier', sortable: true, hideBelow: 'lg', render: (r) => r.supplierName },
  { id: 'amount', label: 'Amount', sortable: true, align: 'right', nowrap: true, render: (r) => formatCurrency(r.amount) },
  { id: 'reasonForCredit', label: 'Reason', sortable: true, hideBelow: 'lg', render: (r) => r.reasonForCredit },
  { id: 'sourceType', label: 'Source', sortable: true, hideBelow: 'lg', render: (r) => consoleWords(r.sourceType) },
  { id: 'rmaNumber', label: 'RMA', nowrap: true, hideBelow: 'lg', render: (r) => r.rmaNumber ?? EMPTY_VALUE },
  { id: 'createdOn', label: 'Raised', sortable: true, hideBelow: 'lg', render: (r) => formatDateTime(r.createdOn) },
  {
    id: 'isCovered',
    label: 'State',
    sortable: true,
    render: (r) =>
      r.isCovered ? <Chip size="small" label="Covered" color="success" /> : <Chip size="small" label="Open" color="warning" />,
  },
];

export function OpsCreditRequestsPage() {
  const [raising, setRaising] = useState(false);
  const raise = useRaiseCreditRequest();
  return (
    <CompactServerGrid
      title="Credit requests"
      action={
        <Button variant="contained" onClick={() => setRaising(true)}>
          Raise credit request
        </Button>
      }
      label="Credit requests"
      filters={FILTERS}
      query={opsCreditRequestsQuery}
      columns={columns}
      emptyText="No credit requests."
    >
      {raising && (
        <RaiseCreditRequestDialog raise={(body) => raise.mutateAsync(body)} upload={uploadCreditFile} onClose={() => setRaising(false)} />
      )}
    </CompactServerGrid>
  );
}

export { OpsCreditRequestsPage as Component };
