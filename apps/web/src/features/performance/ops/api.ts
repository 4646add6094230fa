// Calls of the console's performance screens (docs/decisions/performance.md): all suppliers' scorecards (a server
// grid), the global standards and the suppliers' own (a server grid of those who have them). Keys under
// ['ops', 'performance'].
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  performanceScorecardRow,
  performanceStandardsOverride,
  performanceStandardsResponse,
  type PerformanceStandardsBody,
} from '@portal/contracts';
import { gridQuery, type CompactGridParams } from '../../../components/data-grid/compact/compact-grid.ts';
import { http } from '../../../lib/http.ts';

export const SCORECARDS_PATH = '/ops/performance/scorecards';
export const STANDARDS_PATH = '/ops/performance/standards';

export const opsPerformanceKeys = {
  all: ['ops', 'performance'] as const,
  scorecards: (params: CompactGridParams) => ['ops', 'performance', 'scorecards', params] as const,
  standards: () => ['ops', 'performance', 'standards'] as const,
  overrides: (params: CompactGridParams) => ['ops', 'performance', 'standards', 'suppliers', params] as const,
};

/** A row keyed by its supplier, as the compact grid keys rows. */
const scorecardRow = performanceScorecardRow.transform((row) => ({ ...row, id: row.supplierId }));
export type ScorecardGridRow = ReturnType<typeof scorecardRow.parse>;

export const scorecardsQuery = (params: CompactGridParams) =>
  gridQuery(opsPerformanceKeys.scorecards(params), SCORECARDS_PATH, params, scorecardRow);

/** A supplier with standards of its own, keyed by the supplier. */
const overrideRow = performanceStandardsOverride.transform((row) => ({ ...row, id: row.supplierId }));
export type StandardsOverrideGridRow = ReturnType<typeof overrideRow.parse>;

/** A page of the suppliers with their own standards (default: by name). */
export const overridesQuery = (params: CompactGridParams) =>
  gridQuery(opsPerformanceKeys.overrides(params), `${STANDARDS_PATH}/suppliers`, params, overrideRow);

export const useStandards = () =>
  useQuery({
    queryKey: opsPerformanceKeys.standards(),
    queryFn: async () => performanceStandardsResponse.parse(await http(STANDARDS_PATH)),
  });

/** Saves the global standards (supplierId null) or a supplier's own; `standards` null puts the supplier back on the global. */
export function useSaveStandards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ supplierId, standards }: { supplierId: number | null; standards: PerformanceStandardsBody | null }) => {
      const path = supplierId === null ? STANDARDS_PATH : `${STANDARDS_PATH}/suppliers/${supplierId}`;
      await http(path, standards === null ? { method: 'DELETE' } : { method: 'PUT', body: standards });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsPerformanceKeys.all }),
  });
}
