// Number filter: finite numbers only, blank clears, applied after 500 ms.
import { Box } from '@mui/material';
import type { CustomFilterDisplayProps } from 'ag-grid-react';
import { NUMBER_FILTER_DEBOUNCE_MS } from '@portal/contracts';
import type { NumberFilterModel, NumberFilterType } from '../grid-filter-models.ts';
import { parseNumberFilterInput } from './filter-limits.ts';
import { FilterOperatorSelect } from './FilterOperatorSelect.tsx';
import { RangeFilterFields, type RangeDraft } from './RangeFilterFields.tsx';
import { useDebouncedCallback } from './use-debounced-callback.ts';
import { useFilterDraft } from './use-filter-draft.ts';

export const NUMBER_FILTER_OPERATORS: Partial<Record<NumberFilterType, string>> = {
  equals: 'Equals',
  notEqual: 'Does not equal',
  lessThan: 'Less than',
  lessThanOrEqual: 'Less than or equal to',
  greaterThan: 'Greater than',
  greaterThanOrEqual: 'Greater than or equal to',
  inRange: 'Between',
};

interface NumberDraft extends RangeDraft {
  type: NumberFilterType;
}

export function NumberFilter(props: CustomFilterDisplayProps<unknown, unknown, NumberFilterModel>) {
  const { model, onModelChange } = props;

  const apply = useDebouncedCallback(({ type, from, to }: NumberDraft) => {
    const value = parseNumberFilterInput(from);
    const valueTo = parseNumberFilterInput(to);
    if (value === undefined || valueTo === undefined) return; // not a finite number: keep the last model
    if (value === null) return onModelChange(null);
    if (type === 'inRange') {
      if (valueTo === null) return;
      return onModelChange({ filterType: 'number', type, filter: value, filterTo: valueTo });
    }
    onModelChange({ filterType: 'number', type, filter: value });
  }, NUMBER_FILTER_DEBOUNCE_MS);
  const [draft, change] = useFilterDraft<NumberDraft>(
    {
      type: model?.type ?? 'equals',
      from: model?.filter == null ? '' : String(model.filter),
      to: model?.filterTo == null ? '' : String(model.filterTo),
    },
    apply,
  );

  return (
    <Box sx={{ p: 1, width: 240, display: 'grid', gap: 1 }}>
      <FilterOperatorSelect
        value={draft.type}
        operators={Object.keys(NUMBER_FILTER_OPERATORS) as NumberFilterType[]}
        labels={NUMBER_FILTER_OPERATORS}
        onChange={(type) => change({ type })}
      />
      <RangeFilterFields
        draft={draft}
        onChange={change}
        singleLabel="Filter value"
        htmlInput={{ inputMode: 'decimal' }}
        invalid={(raw) => parseNumberFilterInput(raw) === undefined}
      />
    </Box>
  );
}
