// The console's EDI partner page, its SFTP part (docs/decisions/edi.md, "SFTP"): the partner's sign-in on the portal's
// SFTP server. A user name, a password (set or replaced, never shown back: the field says whether one is set) and/or
// OpenSSH public keys (one a line, each listed with its fingerprint), and removing the sign-in. The rules and words
// are the contracts' (ediSftpAccountForm); the API's refusals land on their fields.
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, FormControlLabel, List, ListItem, ListItemText, Stack, Switch, Typography } from '@mui/material';
import {
  asApiErrorBody,
  ediSftpAccountForm,
  normalizeFieldErrors,
  ediSftpAccountFormValues,
  ediSftpAccountRequestOf,
  type EdiSftpAccount,
  type EdiSftpAccountFormValues,
} from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog.tsx';
import { FormErrorBanner } from '../../../components/form/FormErrorBanner.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { PasswordField } from '../../../components/form/PasswordField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { notify } from '../../../components/feedback/notifications.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { useOpsEdiSftpAccount, useRemoveOpsEdiSftpAccount, useSaveOpsEdiSftpAccount } from '../api.ts';

const FIELDS = ['userName', 'password', 'publicKeys'] as const;

/** The refusals of single keys (`$.publicKeys[1]`), for the text area that holds them all: "Key 2: ...". */
function keyRefusals(error: unknown): string[] {
  const body = asApiErrorBody(typeof error === 'object' && error !== null && 'body' in error ? error.body : undefined);
  return Object.entries(normalizeFieldErrors(body?.errors))
    .filter(([path]) => /^publicKeys\.\d+$/.test(path))
    .flatMap(([path, messages]) => messages.map((m) => `Key ${Number(path.split('.')[1]) + 1}: ${m}`));
}

function SftpAccountForm({ supplierId, current }: { supplierId: number; current: EdiSftpAccount | null }) {
  const save = useSaveOpsEdiSftpAccount();
  const remove = useRemoveOpsEdiSftpAccount();
  const form = useForm<EdiSftpAccountFormValues>({
    resolver: zodResolver(ediSftpAccountForm),
    defaultValues: ediSftpAccountFormValues(current),
  });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const [removing, setRemoving] = useState(false);
  const removePassword = useWatch({ control: form.control, name: 'removePassword' });
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const saved = await save.mutateAsync({ supplierId, body: ediSftpAccountRequestOf(values) });
      form.reset(ediSftpAccountFormValues(saved));
      notify('edi-sftp-saved', 'The SFTP sign-in is saved.');
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, FIELDS));
      const keys = keyRefusals(error);
      if (keys.length) form.setError('publicKeys', { type: 'server', message: keys.join(' ') });
    }
  });
  const passwordHelp = current?.passwordSet
    ? 'A password is set (never shown): leave empty to keep it, or type a new one'
    : 'None set: type one (12 to 128 characters), or leave empty to sign in with keys only';
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="SFTP sign-in">
      <FormErrorBanner banner={banner} />
      <Typography>
        {current
          ? `The partner signs in as ${current.userName}${current.passwordSet ? ' with its password' : ''}${
              current.publicKeys.length ? `${current.passwordSet ? ' or' : ' with'} one of its ${current.publicKeys.length} keys` : ''
            }.`
          : 'The partner has no sign-in yet: give it a user name and a password or a public key.'}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField
          control={form.control}
          name="userName"
          label="User name"
          required
          fullWidth
          autoComplete="off"
          helperText="3 to 32 lower-case letters, digits, dots, dashes or underscores"
        />
        <PasswordField
          control={form.control}
          name="password"
          label={current?.passwordSet ? 'New password' : 'Password'}
          fullWidth
          autoComplete="new-password"
          disabled={removePassword}
          helperText={passwordHelp}
        />
      </Stack>
      {current?.passwordSet && (
        <Controller
          control={form.control}
          name="removePassword"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label="Remove the password: the partner signs in with its keys only"
            />
          )}
        />
      )}
      <FormTextField
        control={form.control}
        name="publicKeys"
        label="Public keys"
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
        helperText="OpenSSH lines (ssh-ed25519 AAAA... comment), one a line, up to 5"
      />
      {current && current.publicKeys.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3" id="sftp-keys-heading">
            Keys set
          </Typography>
          <List dense aria-labelledby="sftp-keys-heading">
            {current.publicKeys.map((k) => (
              <ListItem key={k.fingerprint} disableGutters>
                <ListItemText
                  primary={`${k.type} ${k.fingerprint}`}
                  secondary={k.comment ?? 'no comment'}
                  slotProps={{ primary: { sx: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          Save SFTP sign-in
        </Button>
        {current && (
          <Button color="error" onClick={() => setRemoving(true)}>
            Remove SFTP sign-in
          </Button>
        )}
      </Stack>
      {removing && current && (
        <ConfirmDialog
          title="Remove SFTP sign-in"
          confirmLabel="Remove"
          confirm={async () => {
            await remove.mutateAsync(supplierId);
            notify('edi-sftp-removed', 'The SFTP sign-in is removed.');
          }}
          onClose={() => setRemoving(false)}
        >
          Remove the sign-in {current.userName}? The partner can no longer connect to the SFTP server; its interchanges stay.
        </ConfirmDialog>
      )}
    </Stack>
  );
}

/** The partner's SFTP sign-in, once the partner exists (the sign-in belongs to it). */
export function OpsEdiSftpAccount({ supplierId }: { supplierId: number }) {
  const account = useOpsEdiSftpAccount(supplierId);
  if (account.isPending) return <PageProgress />;
  if (account.isError) return <Alert severity="error">The SFTP sign-in could not be read.</Alert>;
  // keyed by the sign-in as set: a save or a removal shows the form of what the server holds
  return <SftpAccountForm key={account.data?.updatedOn ?? 'none'} supplierId={supplierId} current={account.data} />;
}
