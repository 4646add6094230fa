// One record picked by searching its name on the server (the console's supplier pickers): the typed text is the
// search, the answers of `useOptions` (a query hook of the area) are the options as they come (no second filtering).
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';

export interface SearchPickerProps<T> {
  label: string;
  value: T | null;
  onChange: (next: T | null) => void;
  /** The area's query hook of the records whose name holds the search (a module-level function: it is called as a hook). */
  useOptions: (search: string) => { data?: readonly T[]; isFetching: boolean };
  optionLabel: (option: T) => string;
  sameOption: (a: T, b: T) => boolean;
}

export function SearchPicker<T>({ label, value, onChange, useOptions, optionLabel, sameOption }: SearchPickerProps<T>) {
  const [search, setSearch] = useState('');
  const choices = useOptions(search);
  return (
    <Autocomplete<T>
      sx={{ width: { xs: '100%', sm: 360 } }}
      options={choices.data ?? []}
      loading={choices.isFetching}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={search}
      onInputChange={(_, next) => setSearch(next)}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={sameOption}
      filterOptions={(options) => options}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
