// The standards of one scope (the global ones, or one supplier's own): per figure the value that meets the target and
// the one still good, checked with the contracts' rule as the server checks them; saved together.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import {
  PERFORMANCE_FIGURE_INFO,
  PERFORMANCE_FIGURES,
  standardProblem,
  type PerformanceFigure,
  type PerformanceStandardsBody,
} from '@portal/contracts';
import { CompactGridTable, type CompactGridColumn } from '../../../components/data-grid/compact/CompactGridTable.tsx';

type Texts = Record<PerformanceFigure, { target: string; good: string }>;

const textsOf = (standards: PerformanceStandardsBody): Texts =>
  Object.fromEntries(
    PERFORMANCE_FIGURES.map((f) => [f, { target: String(standards[f].target), good: String(standards[f].good) }]),
  ) as Texts;

const unitOf = (figure: PerformanceFigure) => (PERFORMANCE_FIGURE_INFO[figure].unit === 'percent' ? '%' : 'business days');
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

interface FigureRow {
  id: number;
  figure: PerformanceFigure;
}
const FIGURE_ROWS: FigureRow[] = PERFORMANCE_FIGURES.map((figure, id) => ({ id, figure }));

/** Each figure's problem (null when valid) for the texts typed. */
function problemsOf(texts: Texts): Record<PerformanceFigure, string | null> {
  return Object.fromEntries(
    PERFORMANCE_FIGURES.map((f) => [f, standardProblem(f, { target: numberOf(texts[f].target), good: numberOf(texts[f].good) })]),
  ) as Record<PerformanceFigure, string | null>;
}

export function StandardsTable({
  label,
  standards,
  busy,
  error,
  onSave,
  saveLabel = 'Save standards',
  extraActions,
}: {
  label: string;
  standards: PerformanceStandardsBody;
  busy: boolean;
  error: string | null;
  onSave: (standards: PerformanceStandardsBody) => void;
  saveLabel?: string;
  extraActions?: ReactNode;
}) {
  const [texts, setTexts] = useState<Texts>(() => textsOf(standards));
  const [tried, setTried] = useState(false);
  const problems = problemsOf(texts);
  const change = (figure: PerformanceFigure, field: 'target' | 'good', value: string) =>
    setTexts({ ...texts, [figure]: { ...texts[figure], [field]: value } });
  const save = () => {
    setTried(true);
    if (PERFORMANCE_FIGURES.some((f) => problems[f])) return;
    onSave(
      Object.fromEntries(
        PERFORMANCE_FIGURES.map((f) => [f, { target: numberOf(texts[f].target), good: numberOf(texts[f].good) }]),
      ) as PerformanceStandardsBody,
    );
  };
  const field = (figure: PerformanceFigure, name: 'target' | 'good', text: string) => {
    const problem = tried ? problems[figure] : null;
    return (
      <TextField
        size="small"
        label={text}
        value={texts[figure][name]}
        onChange={(e) => change(figure, name, e.target.value)}
        error={!!problem}
        helperText={name === 'target' ? problem : undefined}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            'aria-label': `${text} of ${PERFORMANCE_FIGURE_INFO[figure].label.toLowerCase()} (${unitOf(figure)})`,
          },
        }}
        sx={{ width: 200 }}
      />
    );
  };
  // one row per figure, a fixed short list: the whole list, unpaged (docs/decisions/performance.md, "The console")
  const columns: CompactGridColumn<FigureRow>[] = [
    {
      id: 'figure',
      label: 'Figure',
      render: ({ figure }) => (
        <>
          {PERFORMANCE_FIGURE_INFO[figure].label}
          <Typography variant="body2" color="text.secondary">
            {PERFORMANCE_FIGURE_INFO[figure].direction === 'higherIsBetter' ? 'Higher is better' : 'Lower is better'}, in {unitOf(figure)}
          </Typography>
        </>
      ),
    },
    {
      id: 'target',
      label: 'On target',
      sx: { verticalAlign: 'top', py: 1.5 },
      render: ({ figure }) => field(figure, 'target', 'On target'),
    },
    { id: 'good', label: 'Good', sx: { verticalAlign: 'top', py: 1.5 }, render: ({ figure }) => field(figure, 'good', 'Good') },
  ];
  return (
    <Stack spacing={2}>
      <CompactGridTable label={label} columns={columns} rows={FIGURE_ROWS} emptyText="" />
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" loading={busy} onClick={save}>
          {saveLabel}
        </Button>
        {extraActions}
      </Stack>
    </Stack>
  );
}
