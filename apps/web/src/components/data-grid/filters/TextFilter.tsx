// Debounced text filter (500 ms) with the server's text operators.
import { useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import type { CustomFilterProps } from 'ag-grid-react';
import { useGridFilter } from 'ag-grid-react';
import { TEXT_FILTER_DEBOUNCE_MS } from '@portal/contracts';
import type { TextFilterModel, TextFilterType } from '../grid-filter-models.ts';
import { useDebouncedCallback } from './use-debounced-callback.ts';

export const TEXT_FILTER_OPERATORS: Partial<Record<TextFilterType, string>> = {
  contains: 'Contains',
  notContains: 'Does not contain',
  equals: 'Equals',
  notEqual: 'Does not equal',
  startsWith: 'Starts with',
  endsWith: 'Ends with',
};

export interface TextFilterParams {
  /** Operators offered; the first is the default. */
  operators?: TextFilterType[];
}

export function TextFilter(props: CustomFilterProps<unknown, unknown, TextFilterModel> & TextFilterParams) {
  const { model, onModelChange } = props;
  const operators = props.operators ?? (Object.keys(TEXT_FILTER_OPERATORS) as TextFilterType[]);
  const [type, setType] = useState<TextFilterType>(model?.type ?? operators[0]!);
  const [text, setText] = useState(model?.filter ?? '');
  useGridFilter({ doesFilterPass: () => true });

  const apply = useDebouncedCallback((nextType: TextFilterType, nextText: string) => {
    onModelChange(nextText.trim() ? { filterType: 'text', type: nextType, filter: nextText.trim() } : null);
  }, TEXT_FILTER_DEBOUNCE_MS);

  return (
    <Box sx={{ p: 1, width: 240, display: 'grid', gap: 1 }}>
      {operators.length > 1 && (
        <TextField
          select
          size="small"
          label="Operator"
          value={type}
          onChange={(event) => {
            const next = event.target.value as TextFilterType;
            setType(next);
            apply(next, text);
          }}
        >
          {operators.map((op) => (
            <MenuItem key={op} value={op}>
              {TEXT_FILTER_OPERATORS[op]}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        size="small"
        autoFocus
        placeholder={operators.length === 1 ? TEXT_FILTER_OPERATORS[operators[0]!] : 'Filter...'}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          apply(type, event.target.value);
        }}
        slotProps={{ htmlInput: { 'aria-label': 'Filter value' } }}
      />
    </Box>
  );
}
