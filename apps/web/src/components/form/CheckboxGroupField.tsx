// A group of checkboxes bound to an array field of react-hook-form (token scopes, webhook events, an EDI partner's documents).
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  label,
  options,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value ?? []) as string[];
  const toggle = (option: string, checked: boolean) => field.onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  return (
    <FormControl component="fieldset" error={!!fieldState.error} required>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            control={<Checkbox checked={value.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />}
            label={o.label}
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
