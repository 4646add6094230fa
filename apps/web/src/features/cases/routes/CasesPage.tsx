// /support (title "Support", behind the Support flag): "Open a case" (on its own), and the supplier's cases, last changed
// first: number (opens the case), state, subject, category, what it is about, the time left to the marketplace's
// target, last change (docs/decisions/cases.md).
import { useMemo, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { CASE_STATE_LABELS, CASE_STATES, type CaseSummary } from '@portal/contracts';
import { DataGrid, GRID_FILTER } from '../../../components/data-grid/DataGrid.tsx';
import { useGridUrlState } from '../../../components/data-grid/use-grid-url-state.ts';
import { dateColumn } from '../../../components/data-grid/value-columns.tsx';
import { NotFoundPage } from '../../../components/feedback/NotFoundPage.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { CaseNumberLink } from '../../../components/cases/CaseNumberLink.tsx';
import { OpenCaseButton } from '../../../components/cases/OpenCaseButton.tsx';
import { CaseStateChip } from '../../../components/status/CaseStateChip.tsx';
import { CASES_PATH, casePath } from '../../../lib/cases-calls.ts';
import { caseAboutText } from '../components/case-about.ts';

export { caseAboutText };

export const CASES_GRID_ID = 'cases';
const STATE_OPTIONS = CASE_STATES.map((value) => ({ value, label: CASE_STATE_LABELS[value] }));
const rowId = (row: CaseSummary) => String(row.caseId);
/** A phone shows the number, the state and the time left. */
const NARROW_HIDDEN = ['subject', 'categoryName', 'linkLabel', 'updatedAt'];

function CasesGrid() {
  const [urlView, setUrlView] = useGridUrlState();
  const [initialView] = useState(() => urlView);
  const columnDefs = useMemo<ColDef<CaseSummary>[]>(
    () => [
      {
        colId: 'caseNumber',
        field: 'caseNumber',
        headerName: 'Case',
        minWidth: 140,
        filter: GRID_FILTER.text,
        cellRenderer: ({ data }: ICellRendererParams<CaseSummary>) =>
          data ? <CaseNumberLink to={casePath(data.caseId)} number={data.caseNumber} /> : null,
      },
      {
        colId: 'state',
        field: 'state',
        headerName: 'State',
        // "Waiting on the marketplace" in full
        width: 250,
        minWidth: 250,
        flex: 0,
        filter: GRID_FILTER.set,
        filterParams: { options: STATE_OPTIONS },
        cellRenderer: ({ data }: ICellRendererParams<CaseSummary>) => (data ? <CaseStateChip state={data.state} /> : null),
      },
      {
        colId: 'dueAt',
        headerName: 'Time left',
        minWidth: 270,
        valueGetter: ({ data }) => data?.timeLeft?.words ?? '--',
      },
      { colId: 'subject', field: 'subject', headerName: 'Subject', minWidth: 220, filter: GRID_FILTER.text },
      { colId: 'categoryName', field: 'categoryName', headerName: 'Category', minWidth: 180, filter: GRID_FILTER.text },
      {
        colId: 'linkLabel',
        headerName: 'About',
        minWidth: 180,
        filter: GRID_FILTER.text,
        valueGetter: ({ data }) => (data ? caseAboutText(data) : ''),
      },
      dateColumn<CaseSummary>('updatedAt', 'Last change'),
    ],
    [],
  );
  return (
    <DataGrid<CaseSummary>
      gridId={CASES_GRID_ID}
      url={CASES_PATH}
      columnDefs={columnDefs}
      getRowId={rowId}
      viewState={initialView}
      onViewStateChange={setUrlView}
      narrowHiddenColumns={NARROW_HIDDEN}
      height="calc(100vh - 220px)"
    />
  );
}

export function CasesPage() {
  useDocumentTitle('Support');
  const { isEnabled, isPending } = useFeatureFlags();
  if (isPending) return <PageProgress />;
  if (!isEnabled('Support')) return <NotFoundPage backTo="/" />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1">Support</Typography>
        <OpenCaseButton link={null} aboutLabel={null} variant="contained" />
      </Stack>
      <CasesGrid />
    </Stack>
  );
}

export const Component = CasesPage;
