// Date filter: equals by default, years 1900 to 100 years ahead; a single-date filter refuses inRange.
import { Box } from '@mui/material';
import type { CustomFilterDisplayProps } from 'ag-grid-react';
import type { DateFilterModel, DateFilterType } from '../grid-filter-models.ts';
import { DATE_FILTER_MIN_YEAR, dateFilterMaxYear, parseFilterDate } from './filter-limits.ts';
import { FilterOperatorSelect } from './FilterOperatorSelect.tsx';
import { RangeFilterFields, type RangeDraft } from './RangeFilterFields.tsx';
import { useFilterDraft } from './use-filter-draft.ts';

export const DATE_FILTER_OPERATORS: Partial<Record<DateFilterType, string>> = {
  equals: 'Equals',
  notEqual: 'Does not equal',
  lessThan: 'Before',
  greaterThan: 'After',
  inRange: 'Between',
};

export interface DateFilterParams {
  /** A single-date filter offers no range. */
  singleDate?: boolean;
}

interface DateDraft extends RangeDraft {
  type: DateFilterType;
}

export function dateFilterOperators(singleDate: boolean | undefined): DateFilterType[] {
  const all = Object.keys(DATE_FILTER_OPERATORS) as DateFilterType[];
  return singleDate ? all.filter((op) => op !== 'inRange') : all;
}

export function DateFilter(props: CustomFilterDisplayProps<unknown, unknown, DateFilterModel> & DateFilterParams) {
  const { model, onModelChange, singleDate } = props;
  const operators = dateFilterOperators(singleDate);
  const initialType = model?.type && operators.includes(model.type) ? model.type : 'equals';

  const apply = ({ type, from, to }: DateDraft) => {
    if (!from) return onModelChange(null);
    const dateFrom = parseFilterDate(from);
    if (!dateFrom) return;
    if (type === 'inRange') {
      const dateTo = parseFilterDate(to);
      if (!dateTo) return;
      return onModelChange({ filterType: 'date', type, dateFrom, dateTo });
    }
    onModelChange({ filterType: 'date', type, dateFrom, dateTo: null });
  };
  const [draft, change] = useFilterDraft<DateDraft>(
    { type: initialType, from: model?.dateFrom?.slice(0, 10) ?? '', to: model?.dateTo?.slice(0, 10) ?? '' },
    apply,
  );

  const bounds = { min: `${DATE_FILTER_MIN_YEAR}-01-01`, max: `${dateFilterMaxYear()}-12-31` };
  return (
    <Box sx={{ p: 1, width: 240, display: 'grid', gap: 1 }}>
      <FilterOperatorSelect value={draft.type} operators={operators} labels={DATE_FILTER_OPERATORS} onChange={(type) => change({ type })} />
      <RangeFilterFields draft={draft} onChange={change} singleLabel="Date" inputType="date" htmlInput={bounds} />
    </Box>
  );
}
