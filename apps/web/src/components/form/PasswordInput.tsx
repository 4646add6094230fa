// A masked password input with a labelled show/hide toggle (not bound to a form library: the sign-in page uses it
// directly, PasswordField binds it to react-hook-form).
import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField.tsx';

export function PasswordInput(props: OutlinedTextFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                // one name for both states (pressed tells which); it must not repeat the field's label
                aria-label="Toggle password visibility"
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
