// One select per import field, listing the spreadsheet's columns; required fields are marked.
import { MenuItem, Stack, TextField } from '@mui/material';
import type { ColumnMapping, ImportField } from '../column-mapping.ts';

export interface ColumnMappingFieldsProps<K extends string> {
  fields: readonly ImportField<K>[];
  order: readonly K[];
  columns: readonly string[];
  mapping: ColumnMapping<K>;
  errors: Partial<Record<K, string>>;
  onChange: (key: K, column: string) => void;
}

export function ColumnMappingFields<K extends string>({ fields, order, columns, mapping, errors, onChange }: ColumnMappingFieldsProps<K>) {
  return (
    <Stack spacing={2}>
      {order.map((key) => {
        const field = fields.find((f) => f.key === key)!;
        return (
          <TextField
            key={key}
            select
            size="small"
            label={field.label}
            required={field.required}
            value={mapping[key]}
            error={!!errors[key]}
            helperText={errors[key] ?? (field.required ? undefined : 'Optional')}
            onChange={(event) => onChange(key, event.target.value)}
          >
            <MenuItem value="">
              <em>Not mapped</em>
            </MenuItem>
            {columns.map((column) => (
              <MenuItem key={column} value={column}>
                {column}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </Stack>
  );
}
