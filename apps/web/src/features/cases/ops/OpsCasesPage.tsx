// /ops/cases: the case queue, every supplier's cases in a compact server grid, the nearest target first (the cases
// past or about to pass their target lead, resolved and closed ones last): filters category, supplier, state and
// breaching; the time left in the words of contracts (caseTimeLeft); refreshed live (docs/decisions/cases.md).
import { useMemo } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CASE_BREACH_STATE_LABELS, CASE_BREACH_STATES, CASE_STATE_LABELS, CASE_STATES } from '@portal/contracts';
import { CompactServerGrid } from '../../../components/data-grid/compact/CompactServerGrid.tsx';
import { type CompactGridColumn } from '../../../components/data-grid/compact/CompactGridTable.tsx';
import { HiddenColumnsLine } from '../../../components/data-grid/compact/HiddenColumnsLine.tsx';
import type { CompactGridFilter } from '../../../components/data-grid/compact/compact-grid.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { CaseNumberLink } from '../../../components/cases/CaseNumberLink.tsx';
import { CaseStateChip } from '../../../components/status/CaseStateChip.tsx';
import { caseAboutText } from '../components/case-about.ts';
import { OPS_CASE_CATEGORIES_PATH, opsCasePath, opsCasesQuery, useCaseCategories, useOpsCasesEvents, type OpsCaseGridRow } from './api.ts';
import { CaseTimeLeft } from './CaseTimeLeft.tsx';

const STATE_FILTER: CompactGridFilter = {
  kind: 'set',
  column: 'state',
  label: 'State',
  options: CASE_STATES.map((value) => ({ value, label: CASE_STATE_LABELS[value] })),
};
const SUPPLIER_FILTER: CompactGridFilter = { kind: 'text', column: 'supplierName', label: 'Supplier' };
const BREACH_FILTER: CompactGridFilter = {
  kind: 'set',
  column: 'breach',
  label: 'Breaching',
  options: CASE_BREACH_STATES.map((value) => ({ value, label: CASE_BREACH_STATE_LABELS[value] })),
};

const COLUMNS: CompactGridColumn<OpsCaseGridRow>[] = [
  {
    id: 'caseNumber',
    label: 'Case',
    sortable: true,
    render: (c) => (
      <>
        <CaseNumberLink to={opsCasePath(c.caseId)} number={c.caseNumber} />
        <HiddenColumnsLine>
          {c.supplierName} · {c.categoryName}
        </HiddenColumnsLine>
      </>
    ),
  },
  { id: 'supplierName', label: 'Supplier', sortable: true, hideBelow: 'lg', render: (c) => c.supplierName },
  { id: 'state', label: 'State', nowrap: true, render: (c) => <CaseStateChip state={c.state} /> },
  { id: 'dueAt', label: 'Time left', sortable: true, sx: { minWidth: 160 }, render: (c) => <CaseTimeLeft timeLeft={c.timeLeft} /> },
  {
    id: 'subject',
    label: 'Subject',
    sx: { minWidth: 180 },
    hideBelow: 'md',
    render: (c) => (
      <Stack>
        <Typography variant="body2">{c.subject}</Typography>
        <Typography variant="body2" color="text.secondary">
          {caseAboutText(c)}
        </Typography>
      </Stack>
    ),
  },
  { id: 'categoryName', label: 'Category', sortable: true, hideBelow: 'lg', render: (c) => c.categoryName },
  { id: 'assigneeName', label: 'Assigned to', hideBelow: 'lg', render: (c) => c.assigneeName ?? '--' },
  { id: 'openedAt', label: 'Opened', sortable: true, nowrap: true, hideBelow: 'lg', render: (c) => formatDateTime(c.openedAt) },
];

export function OpsCasesPage() {
  useDocumentTitle('Cases');
  useOpsCasesEvents();
  const categories = useCaseCategories();
  const filters = useMemo<CompactGridFilter[]>(
    () => [
      {
        kind: 'number',
        column: 'categoryId',
        label: 'Category',
        options: (categories.data ?? []).map((c) => ({ value: String(c.categoryId), label: c.name })),
      },
      SUPPLIER_FILTER,
      STATE_FILTER,
      BREACH_FILTER,
    ],
    [categories.data],
  );
  return (
    <CompactServerGrid
      title="Cases"
      action={
        <Button component={RouterLink} to={OPS_CASE_CATEGORIES_PATH}>
          Categories
        </Button>
      }
      label="Cases"
      filters={filters}
      query={opsCasesQuery}
      columns={COLUMNS}
      emptyText="No case matches."
      errorText="The cases could not be loaded."
    />
  );
}

export { OpsCasesPage as Component };
