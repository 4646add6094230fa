// The "Operator" menu a column filter opens with.
import { MenuItem, TextField } from '@mui/material';

export interface FilterOperatorSelectProps<T extends string> {
  value: T;
  /** In the order offered. */
  operators: readonly T[];
  labels: Partial<Record<T, string>>;
  onChange: (operator: T) => void;
}

export function FilterOperatorSelect<T extends string>({ value, operators, labels, onChange }: FilterOperatorSelectProps<T>) {
  return (
    <TextField select size="small" label="Operator" value={value} onChange={(event) => onChange(event.target.value as T)}>
      {operators.map((op) => (
        <MenuItem key={op} value={op}>
          {labels[op]}
        </MenuItem>
      ))}
    </TextField>
  );
}
