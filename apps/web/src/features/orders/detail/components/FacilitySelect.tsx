// The ship-from facility select: disabled with one or fewer options (spec 5 "Print label").
import { MenuItem, TextField } from '@mui/material';
import type { Facility } from '@portal/contracts';
import { facilityLabel } from '../package-rows.ts';

export function FacilitySelect({
  facilities,
  value,
  onChange,
  error,
}: {
  facilities: Facility[];
  value: number | '';
  onChange: (id: number) => void;
  error?: string;
}) {
  return (
    <TextField
      select
      label="Ship from"
      required
      value={facilities.some((f) => f.id === value) ? value : ''}
      onChange={(e) => onChange(Number(e.target.value))}
      disabled={facilities.length <= 1}
      error={!!error}
      helperText={error}
      fullWidth
    >
      {facilities.map((f) => (
        <MenuItem key={f.id} value={f.id}>
          {facilityLabel(f)}
        </MenuItem>
      ))}
    </TextField>
  );
}
