// The one select bound to react-hook-form (MUI TextField in select mode), in two forms (docs/decisions/house-web.md):
// - with `options`: a native select, the phone's own picker on touch screens, type-ahead by keyboard and a plain
//   combobox for screen readers (the supplier application); `placeholder` is its empty first choice;
// - with `children` (MenuItems): MUI's menu (the console's new order).
// `onValueChange` runs after the field's own change (dependent fields). Kept apart from FormTextField so that screens
// with text fields only do not load the menu and popover code (docs/decisions/delivery.md).
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

type Choices =
  | { children: ReactNode; options?: never; placeholder?: never }
  | {
      children?: never;
      options: readonly SelectOption[];
      /** The empty first choice ("Select a country"); none when every value is valid. */
      placeholder?: string;
    };

export type FormSelectFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'select' | 'children'
> &
  Choices & {
    control: Control<T>;
    name: FieldPath<T>;
    onValueChange?: (value: string) => void;
  };

export function FormSelectField<T extends FieldValues>({
  control,
  name,
  options,
  placeholder,
  onValueChange,
  helperText,
  children,
  ...props
}: FormSelectFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const shared = {
    ...props,
    select: true,
    value: field.value ?? '',
    inputRef: field.ref,
    error: !!fieldState.error,
    helperText: fieldState.error?.message ?? helperText,
    fullWidth: true,
  };
  if (!options) {
    return (
      <TextField
        {...shared}
        {...field}
        value={shared.value}
        inputRef={field.ref}
        onChange={(event) => {
          field.onChange(event);
          onValueChange?.(event.target.value);
        }}
      >
        {children}
      </TextField>
    );
  }
  return (
    <TextField
      {...shared}
      name={field.name}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
