// A required date-only input of a form kept in component state; the day rule's message shows under it.
import { TextField } from '@mui/material';

export interface DayInputProps {
  label: string;
  value: string;
  onChange: (day: string) => void;
  /** The message under the field, if any. */
  problem?: string | null;
  min?: string;
  max?: string;
}

export function DayInput({ label, value, onChange, problem, min, max }: DayInputProps) {
  return (
    <TextField
      type="date"
      label={label}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!problem}
      helperText={problem}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}
