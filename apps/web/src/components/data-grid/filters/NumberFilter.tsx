// Number filter: finite numbers only, blank clears, applied after 500 ms.
import { useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import type { CustomFilterProps } from 'ag-grid-react';
import { useGridFilter } from 'ag-grid-react';
import { NUMBER_FILTER_DEBOUNCE_MS } from '@portal/contracts';
import type { NumberFilterModel, NumberFilterType } from '../grid-filter-models.ts';
import { parseNumberFilterInput } from './filter-limits.ts';
import { useDebouncedCallback } from './use-debounced-callback.ts';

export const NUMBER_FILTER_OPERATORS: Partial<Record<NumberFilterType, string>> = {
  equals: 'Equals',
  notEqual: 'Does not equal',
  lessThan: 'Less than',
  lessThanOrEqual: 'Less than or equal to',
  greaterThan: 'Greater than',
  greaterThanOrEqual: 'Greater than or equal to',
  inRange: 'Between',
};

export function NumberFilter(props: CustomFilterProps<unknown, unknown, NumberFilterModel>) {
  const { model, onModelChange } = props;
  const [type, setType] = useState<NumberFilterType>(model?.type ?? 'equals');
  const [from, setFrom] = useState(model?.filter == null ? '' : String(model.filter));
  const [to, setTo] = useState(model?.filterTo == null ? '' : String(model.filterTo));
  useGridFilter({ doesFilterPass: () => true });

  const apply = useDebouncedCallback((nextType: NumberFilterType, rawFrom: string, rawTo: string) => {
    const value = parseNumberFilterInput(rawFrom);
    const valueTo = parseNumberFilterInput(rawTo);
    if (value === undefined || valueTo === undefined) return; // not a finite number: keep the last model
    if (value === null) return onModelChange(null);
    if (nextType === 'inRange') {
      if (valueTo === null) return;
      return onModelChange({ filterType: 'number', type: nextType, filter: value, filterTo: valueTo });
    }
    onModelChange({ filterType: 'number', type: nextType, filter: value });
  }, NUMBER_FILTER_DEBOUNCE_MS);

  const invalid = (raw: string) => parseNumberFilterInput(raw) === undefined;
  return (
    <Box sx={{ p: 1, width: 240, display: 'grid', gap: 1 }}>
      <TextField
        select
        size="small"
        label="Operator"
        value={type}
        onChange={(event) => {
          const next = event.target.value as NumberFilterType;
          setType(next);
          apply(next, from, to);
        }}
      >
        {(Object.keys(NUMBER_FILTER_OPERATORS) as NumberFilterType[]).map((op) => (
          <MenuItem key={op} value={op}>
            {NUMBER_FILTER_OPERATORS[op]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        value={from}
        error={invalid(from)}
        onChange={(event) => {
          setFrom(event.target.value);
          apply(type, event.target.value, to);
        }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': type === 'inRange' ? 'From' : 'Filter value' } }}
      />
      {type === 'inRange' && (
        <TextField
          size="small"
          value={to}
          error={invalid(to)}
          onChange={(event) => {
            setTo(event.target.value);
            apply(type, from, event.target.value);
          }}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': 'To' } }}
        />
      )}
    </Box>
  );
}
