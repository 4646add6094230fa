// 'Edit main contacts' (spec 2.7): an accordion per slot (primary expanded), Name, Email, Phone and the 'CC email'
// list; validates on submit and again on blur; server errors land on their field and mark their accordion.
import { useState } from 'react';
import { useFieldArray, useForm, type Control, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, IconButton, Stack, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  CONTACT_MESSAGES,
  MAIN_CONTACT_SLOTS,
  mainContactsForm,
  mainContactsFromForm,
  mainContactsToForm,
  type CompanyContacts,
  type MainContactKey,
  type MainContactsForm,
  type MainContactsRequest,
} from '@portal/contracts';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { useEditedVersion } from '../../../components/form/stale-write.ts';
import { notify } from '../../../components/feedback/notifications.tsx';
import { ContactAccordion } from './ContactAccordion.tsx';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';

export interface EditMainContactsDialogProps {
  contacts: CompanyContacts | undefined;
  save: (save: { body: MainContactsRequest; version: string | undefined }) => Promise<unknown>;
  onClose: () => void;
}

function CcEmails({ control, slot }: { control: Control<MainContactsForm>; slot: MainContactKey }) {
  const cc = useFieldArray({ control, name: `${slot}.cc` });
  return (
    <Stack spacing={1}>
      {cc.fields.map((field, index) => (
        <Box key={field.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <FormTextField control={control} name={`${slot}.cc.${index}.email`} label="CC email" type="email" size="small" />
          <Tooltip title="Delete CC email">
            <IconButton aria-label="Delete CC email" onClick={() => cc.remove(index)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => cc.append({ email: '' })}>
          Add CC email
        </Button>
      </Box>
    </Stack>
  );
}

/** Every field path of the form as it is now, for mapping the server's errors. */
const fieldPaths = (values: MainContactsForm) =>
  MAIN_CONTACT_SLOTS.flatMap((slot) => [
    `${slot.key}.name`,
    `${slot.key}.email`,
    `${slot.key}.phone`,
    ...values[slot.key].cc.map((_, i) => `${slot.key}.cc.${i}.email`),
  ]) as never[];

const slotsWithErrors = (errors: FieldErrors<MainContactsForm>) => MAIN_CONTACT_SLOTS.filter((s) => errors[s.key]).map((s) => s.key);

export function EditMainContactsDialog({ contacts, save, onClose }: EditMainContactsDialogProps) {
  const form = useForm<MainContactsForm>({
    resolver: zodResolver(mainContactsForm),
    defaultValues: mainContactsToForm(contacts),
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
  });
  const [expanded, setExpanded] = useState<Partial<Record<MainContactKey, boolean>>>({ primaryContact: true });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const edited = useEditedVersion(contacts, (fresh) => form.reset(mainContactsToForm(fresh)));
  const errors = form.formState.errors;
  const expand = (keys: MainContactKey[]) => setExpanded((now) => ({ ...now, ...Object.fromEntries(keys.map((k) => [k, true])) }));

  const submit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        await save({ body: mainContactsFromForm(values), version: edited.version });
        notify('contacts-updated', CONTACT_MESSAGES.updated);
        onClose();
      } catch (error) {
        edited.onSaveError(error);
        setBanner(applyServerErrors(error, form.setError, fieldPaths(form.getValues())));
        expand(slotsWithErrors(form.formState.errors));
      }
    },
    (invalid) => expand(slotsWithErrors(invalid)),
  );

  return (
    <FormDialog title="Edit main contacts" busy={form.formState.isSubmitting} banner={banner} onClose={onClose} onSubmit={submit}>
      <Box>
        {MAIN_CONTACT_SLOTS.map((slot) => (
          <ContactAccordion
            key={slot.key}
            title={slot.label}
            expanded={!!expanded[slot.key]}
            onToggle={(value) => setExpanded((now) => ({ ...now, [slot.key]: value }))}
            hasErrors={!!errors[slot.key]}
          >
            <FormTextField control={form.control} name={`${slot.key}.name`} label="Name" required={slot.key === 'primaryContact'} />
            <FormTextField
              control={form.control}
              name={`${slot.key}.email`}
              label="Email"
              type="email"
              required={slot.key === 'primaryContact'}
            />
            <FormTextField
              control={form.control}
              name={`${slot.key}.phone`}
              label="Phone"
              type="tel"
              required={slot.key === 'primaryContact'}
            />
            <CcEmails control={form.control} slot={slot.key} />
          </ContactAccordion>
        ))}
      </Box>
    </FormDialog>
  );
}
