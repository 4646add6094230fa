// Debounced text filter (500 ms) with the server's text operators.
import { Box, TextField } from '@mui/material';
import type { CustomFilterDisplayProps } from 'ag-grid-react';
import { TEXT_FILTER_DEBOUNCE_MS } from '@portal/contracts';
import type { TextFilterModel, TextFilterType } from '../grid-filter-models.ts';
import { FilterOperatorSelect } from './FilterOperatorSelect.tsx';
import { useDebouncedCallback } from './use-debounced-callback.ts';
import { useFilterDraft } from './use-filter-draft.ts';

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

export function TextFilter(props: CustomFilterDisplayProps<unknown, unknown, TextFilterModel> & TextFilterParams) {
  const { model, onModelChange } = props;
  const operators = props.operators ?? (Object.keys(TEXT_FILTER_OPERATORS) as TextFilterType[]);

  const apply = useDebouncedCallback(({ type, text }: { type: TextFilterType; text: string }) => {
    onModelChange(text.trim() ? { filterType: 'text', type, filter: text.trim() } : null);
  }, TEXT_FILTER_DEBOUNCE_MS);
  const [draft, change] = useFilterDraft({ type: model?.type ?? operators[0]!, text: model?.filter ?? '' }, apply);

  return (
    <Box sx={{ p: 1, width: 240, display: 'grid', gap: 1 }}>
      {operators.length > 1 && (
        <FilterOperatorSelect
          value={draft.type}
          operators={operators}
          labels={TEXT_FILTER_OPERATORS}
          onChange={(type) => change({ type })}
        />
      )}
      <TextField
        size="small"
        autoFocus
        placeholder={operators.length === 1 ? TEXT_FILTER_OPERATORS[operators[0]!] : 'Filter...'}
        value={draft.text}
        onChange={(event) => change({ text: event.target.value })}
        slotProps={{ htmlInput: { 'aria-label': 'Filter value' } }}
      />
    </Box>
  );
}
