// Form controls in the four states the screens use: edit, read (read-only), disabled and error, with the app's
// react-hook-form fields (FormTextField, PasswordField) and the contracts' messages.
import { useEffect } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { Box, Checkbox, FormControlLabel, FormHelperText, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { MESSAGES, SHIPPING_TYPES, SHIPPING_TYPE_LABELS } from '@portal/contracts';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { PasswordField } from '../../../components/form/PasswordField.tsx';
import { ShowcaseSection } from './ShowcaseSection.tsx';

type State = 'edit' | 'read' | 'disabled' | 'error';
const STATES: { state: State; title: string }[] = [
  { state: 'edit', title: 'Edit' },
  { state: 'read', title: 'Read' },
  { state: 'disabled', title: 'Disabled' },
  { state: 'error', title: 'Error' },
];

interface SampleValues {
  name: string;
  email: string;
  password: string;
}

function ControlsInState({ state, control }: { state: State; control: Control<SampleValues> }) {
  const readOnly = state === 'read';
  const disabled = state === 'disabled';
  const error = state === 'error';
  const suffix = ` (${state})`;
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name="name"
        label={`Company name${suffix}`}
        disabled={disabled}
        slotProps={{ input: { readOnly } }}
      />
      <FormTextField control={control} name="email" label={`Email${suffix}`} disabled={disabled} slotProps={{ input: { readOnly } }} />
      <PasswordField control={control} name="password" label={`Password${suffix}`} disabled={disabled} />
      <TextField
        select
        label={`Shipping method${suffix}`}
        defaultValue={error ? '' : SHIPPING_TYPES[0]}
        disabled={disabled}
        error={error}
        helperText={error ? MESSAGES.required : undefined}
        slotProps={{ input: { readOnly } }}
        fullWidth
      >
        {SHIPPING_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {SHIPPING_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <div>
        <FormControlLabel
          control={<Checkbox defaultChecked={!error} disabled={disabled || readOnly} />}
          label={`Send me updates${suffix}`}
        />
        <FormControlLabel control={<Switch defaultChecked={!error} disabled={disabled || readOnly} />} label={`Active${suffix}`} />
        {error && <FormHelperText error>{MESSAGES.required}</FormHelperText>}
      </div>
    </Stack>
  );
}

function useSampleForm(state: State) {
  const form = useForm<SampleValues>({
    defaultValues:
      state === 'error'
        ? { name: '', email: 'not-an-email', password: '' }
        : { name: 'Acme Supplies', email: 'orders@acme.example', password: 'sample' },
  });
  const { setError } = form;
  useEffect(() => {
    if (state !== 'error') return;
    setError('name', { type: 'required', message: MESSAGES.required });
    setError('email', { type: 'format', message: MESSAGES.invalidFormat });
    setError('password', { type: 'required', message: MESSAGES.required });
  }, [state, setError]);
  return form;
}

function StateColumn({ state, title }: { state: State; title: string }) {
  const { control } = useSampleForm(state);
  return (
    <div>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <ControlsInState state={state} control={control} />
    </div>
  );
}

export function FormControlsSection() {
  return (
    <ShowcaseSection
      title="Form controls"
      description="Text, password, select, checkbox and switch in the edit, read, disabled and error states."
    >
      {/* CSS grid, not MUI's Grid: the page shares no layout chunk with the dashboard (bundle budgets) */}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {STATES.map((s) => (
          <StateColumn key={s.state} {...s} />
        ))}
      </Box>
    </ShowcaseSection>
  );
}
