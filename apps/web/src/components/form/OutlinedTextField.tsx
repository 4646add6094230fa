// MUI's outlined TextField without its select mode: FormControl + InputLabel + OutlinedInput + FormHelperText, wired
// the way TextField wires them (label for=, helper text described-by, the notch sized by the label). TextField imports
// Select statically (Menu, Popover, Modal, List: 15 kB brotli), which the sign-in page and the shell never show; a
// select field is `FormSelectField` (docs/decisions/delivery.md).
import { useId, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type FormControlProps,
  type FormHelperTextProps,
  type InputBaseComponentProps,
  type InputLabelProps,
  type OutlinedInputProps,
} from '@mui/material';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export interface OutlinedTextFieldProps extends Omit<
  FormControlProps,
  'variant' | 'children' | 'onChange' | 'onBlur' | 'onFocus' | 'defaultValue'
> {
  label?: ReactNode;
  helperText?: ReactNode;
  name?: string;
  type?: string;
  value?: unknown;
  defaultValue?: unknown;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  multiline?: boolean;
  rows?: number | string;
  minRows?: number | string;
  maxRows?: number | string;
  inputRef?: Ref<FieldElement>;
  onChange?: OutlinedInputProps['onChange'];
  onBlur?: FocusEventHandler<FieldElement>;
  onFocus?: FocusEventHandler<FieldElement>;
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

export function OutlinedTextField({
  id: idOverride,
  label,
  helperText,
  name,
  type,
  value,
  defaultValue,
  autoComplete,
  autoFocus,
  placeholder,
  multiline,
  rows,
  minRows,
  maxRows,
  inputRef,
  onChange,
  onBlur,
  onFocus,
  fullWidth,
  slotProps = {},
  ...formControl
}: OutlinedTextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  const { shrink } = slotProps.inputLabel ?? {};
  return (
    <FormControl {...formControl} fullWidth={fullWidth} variant="outlined">
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        minRows={minRows}
        maxRows={maxRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={slotProps.htmlInput}
        label={label}
        {...(shrink !== undefined ? { notched: shrink } : {})}
        {...slotProps.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
