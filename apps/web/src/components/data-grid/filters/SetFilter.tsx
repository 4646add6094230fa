// Our own set filter: checkbox list, search above 7 values, "Reset all" (spec section 9).
import { useMemo, useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import type { CustomFilterDisplayProps } from 'ag-grid-react';
import { SET_FILTER_SEARCH_THRESHOLD } from '@portal/contracts';
import type { SetFilterModel } from '../grid-filter-models.ts';
import { searchSetOptions, type SetFilterOption } from './set-filter-search.ts';

export const SET_FILTER_LIST_HEIGHT = 200;
export const SET_FILTER_EMPTY_TEXT = 'No values found with current search criteria.';

export interface SetFilterParams {
  options: readonly SetFilterOption[];
}

export interface SetFilterPanelProps {
  options: readonly SetFilterOption[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
}

/** The filter body, separate from AG Grid so it can be tested on its own. */
export function SetFilterPanel({ options, selected, onChange }: SetFilterPanelProps) {
  const [search, setSearch] = useState('');
  const visible = useMemo(() => searchSetOptions(options, search), [options, search]);
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected.filter((v) => v !== value), value] : selected.filter((v) => v !== value));

  return (
    <Box sx={{ p: 1, width: 240 }}>
      {options.length > SET_FILTER_SEARCH_THRESHOLD && (
        <TextField
          size="small"
          fullWidth
          placeholder="Search..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': 'Search values' } }}
          sx={{ mb: 1 }}
        />
      )}
      <Box sx={{ maxHeight: SET_FILTER_LIST_HEIGHT, overflowY: 'auto' }} role="group">
        {visible.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            {SET_FILTER_EMPTY_TEXT}
          </Typography>
        ) : (
          visible.map((option) => (
            <FormControlLabel
              key={option.value}
              sx={{ display: 'flex', mx: 0 }}
              control={
                <Checkbox
                  size="small"
                  checked={selected.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
              }
              label={option.label}
            />
          ))
        )}
      </Box>
      <Button size="small" onClick={() => onChange([])} sx={{ mt: 1 }}>
        Reset all
      </Button>
    </Box>
  );
}

export function SetFilter(props: CustomFilterDisplayProps<unknown, unknown, SetFilterModel> & SetFilterParams) {
  const { model, onModelChange, options } = props;
  // Filtering happens on the server; the grid only needs to know a model is active.
  return (
    <SetFilterPanel
      options={options}
      selected={(model?.values ?? []).filter((v): v is string => v !== null)}
      onChange={(values) => onModelChange(values.length ? { filterType: 'set', values } : null)}
    />
  );
}
