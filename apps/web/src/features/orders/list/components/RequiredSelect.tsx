// A required select of an orders dialog (export file type, label format); the message shows once a submit was tried.
import { MenuItem, TextField } from '@mui/material';

export interface RequiredSelectProps<T extends string> {
  label: string;
  value: T | '';
  options: readonly { value: T; label: string }[];
  error: string | null;
  onChange: (value: T) => void;
}

export function RequiredSelect<T extends string>({ label, value, options, error, onChange }: RequiredSelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      required
      value={value}
      error={!!error}
      helperText={error ?? undefined}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
