// /ops/performance: every supplier's scorecard over the last 30 days in one server-side table, those in trouble first
// (the server's default order: figures in trouble, then projected, then name); a supplier's name opens its console page.
import { Link as RouterLink } from 'react-router';
import { Chip, Link, Stack } from '@mui/material';
import { PERFORMANCE_FIGURE_INFO, PERFORMANCE_FIGURES, PERFORMANCE_RANGE_LABELS, type PerformanceFigure } from '@portal/contracts';
import { CompactServerGrid } from '../../../components/data-grid/compact/CompactServerGrid.tsx';
import type { CompactGridColumn } from '../../../components/data-grid/compact/CompactGridTable.tsx';
import type { CompactGridFilter } from '../../../components/data-grid/compact/compact-grid.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { RANGE_COLORS, performanceValueText } from '../../../lib/performance-texts.ts';
import { scorecardsQuery, type ScorecardGridRow } from './api.ts';

const FILTERS: CompactGridFilter[] = [{ kind: 'text', column: 'supplierName', label: 'Search supplier' }];

const figureColumn = (figure: PerformanceFigure): CompactGridColumn<ScorecardGridRow> => ({
  id: figure,
  label: PERFORMANCE_FIGURE_INFO[figure].label,
  sortable: true,
  align: 'right',
  nowrap: true,
  render: (row) => {
    const alert = row.alerts.find((a) => a.figure === figure);
    const text = performanceValueText(figure, row[figure]);
    return alert && alert.alert !== 'none' ? (
      <Chip
        size="small"
        color={alert.alert === 'inTrouble' ? RANGE_COLORS.inTrouble : 'warning'}
        variant={alert.alert === 'inTrouble' ? 'filled' : 'outlined'}
        label={text}
        title={alert.alert === 'inTrouble' ? PERFORMANCE_RANGE_LABELS.inTrouble : 'Projected to be in trouble within 7 days'}
      />
    ) : (
      text
    );
  },
});

const columns: CompactGridColumn<ScorecardGridRow>[] = [
  {
    id: 'supplierName',
    label: 'Supplier',
    sortable: true,
    render: (row) => (
      <Link component={RouterLink} to={`/ops/suppliers/${row.supplierId}`}>
        {row.supplierName}
      </Link>
    ),
  },
  { id: 'inTroubleCount', label: 'In trouble', sortable: true, align: 'right', nowrap: true, render: (row) => row.inTroubleCount },
  { id: 'projectedCount', label: 'Projected', sortable: true, align: 'right', render: (row) => row.projectedCount },
  ...PERFORMANCE_FIGURES.map(figureColumn),
  {
    id: 'hasOverride',
    label: 'Standards',
    render: (row) => (
      <Stack direction="row">
        {row.hasOverride ? <Chip size="small" variant="outlined" label="Own" /> : <Chip size="small" variant="outlined" label="Global" />}
      </Stack>
    ),
  },
];

export function PerformanceScorecardsPage() {
  useDocumentTitle('Performance');
  return (
    <CompactServerGrid
      title="Performance"
      label="Suppliers' performance over the last 30 days"
      filters={FILTERS}
      query={scorecardsQuery}
      columns={columns}
      emptyText="No suppliers."
    />
  );
}

export { PerformanceScorecardsPage as Component };
