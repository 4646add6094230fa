// The supplier a console screen works on: a search over the suppliers' names (the console's suppliers call).
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { OpsSupplier } from '@portal/contracts';
import { useSupplierChoices } from './api.ts';

export function SupplierPicker({ value, onChange }: { value: OpsSupplier | null; onChange: (supplier: OpsSupplier | null) => void }) {
  const [search, setSearch] = useState('');
  const choices = useSupplierChoices(search);
  return (
    <Autocomplete
      sx={{ width: { xs: '100%', sm: 360 } }}
      options={choices.data ?? []}
      loading={choices.isFetching}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={search}
      onInputChange={(_, next) => setSearch(next)}
      getOptionLabel={(s) => s.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      renderInput={(params) => <TextField {...params} label="Supplier" />}
    />
  );
}
