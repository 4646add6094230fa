// Answers of the performance calls for the tests of the Performance page, the dashboard's banner and the console, and
// for the screenshots; typed by the contracts' schemas.
import {
  DEFAULT_PERFORMANCE_STANDARDS,
  PERFORMANCE_FIGURES,
  performanceRange,
  type PerformanceFigure,
  type PerformanceFigureCard,
  type PerformanceScorecard,
  type PerformanceScorecardRow,
  type PerformanceStandardsResponse,
} from '@portal/contracts';

const TODAY = '2026-11-26';
/** The 13 Mondays up to the current (partial) week of TODAY. */
const WEEKS = Array.from({ length: 13 }, (_, i) => {
  const d = new Date(Date.UTC(2026, 10, 23 - (12 - i) * 7));
  return d.toISOString().slice(0, 10);
});

interface FigureNumbers {
  value30: number | null;
  value90: number | null;
  median?: number | null;
  counted30: number;
  missed30: number;
  counted90: number;
  missed90: number;
  trend: (number | null)[];
  projected: number | null;
}

const card = (figure: PerformanceFigure, n: FigureNumbers): PerformanceFigureCard => {
  const standard = DEFAULT_PERFORMANCE_STANDARDS[figure];
  const range30 = performanceRange(figure, n.value30, standard);
  const projectedRange = performanceRange(figure, n.projected, standard);
  return {
    figure,
    standard: { ...standard },
    windows: [
      {
        days: 30,
        from: '2026-10-28',
        to: TODAY,
        value: n.value30,
        median: n.median ?? null,
        counted: n.counted30,
        missed: n.missed30,
        range: range30,
      },
      {
        days: 90,
        from: '2026-08-29',
        to: TODAY,
        value: n.value90,
        median: n.median ?? null,
        counted: n.counted90,
        missed: n.missed90,
        range: performanceRange(figure, n.value90, standard),
      },
    ],
    trend: WEEKS.map((weekStart, i) => ({ weekStart, value: n.trend[i] ?? null, counted: 10, partial: i === WEEKS.length - 1 })),
    projected: { value: n.projected, range: projectedRange },
    alert: range30 === 'inTrouble' ? 'inTrouble' : projectedRange === 'inTrouble' ? 'projected' : 'none',
  };
};

export const SCORECARD: PerformanceScorecard = {
  today: TODAY,
  timeZone: 'America/New_York',
  figures: [
    card('onTimeShipment', {
      value30: 88.5,
      value90: 93.2,
      counted30: 52,
      missed30: 6,
      counted90: 161,
      missed90: 11,
      trend: [97, 96.5, 98, 95, 94, 96, 93, 92, 95, 90, 88, 86, 80],
      projected: 86.1,
    }),
    card('validTracking', {
      value30: 96.2,
      value90: 98.1,
      counted30: 52,
      missed30: 2,
      counted90: 161,
      missed90: 3,
      trend: [100, 99, 100, 98, 99, 100, 98, 97, 99, 96, 97, 95, 96],
      projected: 94.2,
    }),
    card('cancellation', {
      value30: 0.0,
      value90: 0.6,
      counted30: 55,
      missed30: 0,
      counted90: 170,
      missed90: 1,
      trend: [0, 0, 1.2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      projected: 0,
    }),
    card('processingTime', {
      value30: 1,
      value90: 2,
      median: 0,
      counted30: 54,
      missed30: 1,
      counted90: 168,
      missed90: 9,
      trend: [2, 2, 1, 1, 2, 1, 1, 1, 1, 1, 1, 0, 1],
      projected: 1,
    }),
    card('invoiceAccuracy', {
      value30: null,
      value90: 100,
      counted30: 0,
      missed30: 0,
      counted90: 4,
      missed90: 0,
      trend: [100, null, null, 100, null, 100, null, 100, null, null, null, null, null],
      projected: null,
    }),
  ],
};

/** A scorecard whose every figure is fine (no banner). */
export const QUIET_SCORECARD: PerformanceScorecard = {
  ...SCORECARD,
  figures: SCORECARD.figures.map((f) => ({ ...f, alert: 'none' })),
};

export const STANDARDS: PerformanceStandardsResponse = {
  global: Object.fromEntries(
    PERFORMANCE_FIGURES.map((f) => [f, { ...DEFAULT_PERFORMANCE_STANDARDS[f] }]),
  ) as PerformanceStandardsResponse['global'],
  overrides: [
    {
      supplierId: 2,
      supplierName: 'Globex',
      standards: {
        ...(Object.fromEntries(
          PERFORMANCE_FIGURES.map((f) => [f, { ...DEFAULT_PERFORMANCE_STANDARDS[f] }]),
        ) as PerformanceStandardsResponse['global']),
        onTimeShipment: { target: 97, good: 92 },
      },
    },
  ],
};

const row = (supplierId: number, supplierName: string, patch: Partial<PerformanceScorecardRow>): PerformanceScorecardRow => ({
  supplierId,
  supplierName,
  inTroubleCount: 0,
  projectedCount: 0,
  onTimeShipment: 97.1,
  validTracking: 99.4,
  cancellation: 0.5,
  processingTime: 1,
  invoiceAccuracy: 100,
  alerts: [],
  hasOverride: false,
  ...patch,
});
export const SCORECARD_ROWS: PerformanceScorecardRow[] = [
  row(1, 'Acme', {
    inTroubleCount: 1,
    projectedCount: 1,
    onTimeShipment: 88.5,
    validTracking: 96.2,
    alerts: [
      { figure: 'onTimeShipment', alert: 'inTrouble', range: 'inTrouble' },
      { figure: 'validTracking', alert: 'projected', range: 'good' },
    ],
  }),
  row(2, 'Globex', { hasOverride: true, invoiceAccuracy: null }),
  row(3, 'Initech', {}),
];
