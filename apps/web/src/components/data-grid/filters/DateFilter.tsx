// Date filter: equals by default, years 1900 to 100 years ahead; a single-date filter refuses inRange.
import { useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import type { CustomFilterProps } from 'ag-grid-react';
import { useGridFilter } from 'ag-grid-react';
import type { DateFilterModel, DateFilterType } from '../grid-filter-models.ts';
import { DATE_FILTER_MIN_YEAR, dateFilterMaxYear, parseFilterDate } from './filter-limits.ts';

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

export function dateFilterOperators(singleDate: boolean | undefined): DateFilterType[] {
  const all = Object.keys(DATE_FILTER_OPERATORS) as DateFilterType[];
  return singleDate ? all.filter((op) => op !== 'inRange') : all;
}

export function DateFilter(props: CustomFilterProps<unknown, unknown, DateFilterModel> & DateFilterParams) {
  const { model, onModelChange, singleDate } = props;
  const operators = dateFilterOperators(singleDate);
  const initialType = model?.type && operators.includes(model.type) ? model.type : 'equals';
  const [type, setType] = useState<DateFilterType>(initialType);
  const [from, setFrom] = useState(model?.dateFrom?.slice(0, 10) ?? '');
  const [to, setTo] = useState(model?.dateTo?.slice(0, 10) ?? '');
  useGridFilter({ doesFilterPass: () => true });

  const apply = (nextType: DateFilterType, rawFrom: string, rawTo: string) => {
    if (!rawFrom) return onModelChange(null);
    const dateFrom = parseFilterDate(rawFrom);
    if (!dateFrom) return;
    if (nextType === 'inRange') {
      const dateTo = parseFilterDate(rawTo);
      if (!dateTo) return;
      return onModelChange({ filterType: 'date', type: nextType, dateFrom, dateTo });
    }
    onModelChange({ filterType: 'date', type: nextType, dateFrom, dateTo: null });
  };

  const bounds = { min: `${DATE_FILTER_MIN_YEAR}-01-01`, max: `${dateFilterMaxYear()}-12-31` };
  return (
    <Box sx={{ p: 1, width: 240, display: 'grid', gap: 1 }}>
      <TextField
        select
        size="small"
        label="Operator"
        value={type}
        onChange={(event) => {
          const next = event.target.value as DateFilterType;
          setType(next);
          apply(next, from, to);
        }}
      >
        {operators.map((op) => (
          <MenuItem key={op} value={op}>
            {DATE_FILTER_OPERATORS[op]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        value={from}
        onChange={(event) => {
          setFrom(event.target.value);
          apply(type, event.target.value, to);
        }}
        slotProps={{ htmlInput: { ...bounds, 'aria-label': type === 'inRange' ? 'From' : 'Date' } }}
      />
      {type === 'inRange' && (
        <TextField
          type="date"
          size="small"
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            apply(type, from, event.target.value);
          }}
          slotProps={{ htmlInput: { ...bounds, 'aria-label': 'To' } }}
        />
      )}
    </Box>
  );
}
