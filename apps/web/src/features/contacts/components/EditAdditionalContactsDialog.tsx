// 'Edit additional contacts' (spec 2.7): accordions 'Additional contact (n)' with a delete icon, Contact type (without
// the five main types), Name, Email, Phone; 'Add additional contact' adds a blank Other, expanded. Saved as the full
// replacement list without the client-only isExisting flag.
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  ADDITIONAL_CONTACT_TYPES,
  CONTACT_MESSAGES,
  CONTACT_TYPE_LABELS,
  newOtherContact,
  otherContactsForm,
  otherContactsFromForm,
  type AdditionalContactType,
  type CompanyContacts,
  type OtherContactsForm,
  type OtherContactsRequest,
} from '@portal/contracts';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { useEditedVersion } from '../../../components/form/stale-write.ts';
import { notify } from '../../../components/feedback/notifications.tsx';
import { ContactAccordion } from './ContactAccordion.tsx';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';

export interface EditAdditionalContactsDialogProps {
  contacts: CompanyContacts | undefined;
  save: (save: { body: OtherContactsRequest; version: string | undefined }) => Promise<unknown>;
  onClose: () => void;
}

const isAdditionalType = (type: string): type is AdditionalContactType => (ADDITIONAL_CONTACT_TYPES as readonly string[]).includes(type);

function initialValues(contacts: CompanyContacts | undefined): OtherContactsForm {
  return {
    otherContacts: (contacts?.otherContacts ?? []).map((c) => ({
      name: c.name,
      email: c.email,
      phone: c.phone,
      contactType: isAdditionalType(c.contactType) ? c.contactType : 'Other',
      isExisting: true,
    })),
  };
}

export function EditAdditionalContactsDialog({ contacts, save, onClose }: EditAdditionalContactsDialogProps) {
  const form = useForm<OtherContactsForm>({
    resolver: zodResolver(otherContactsForm),
    defaultValues: initialValues(contacts),
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
  });
  const list = useFieldArray({ control: form.control, name: 'otherContacts' });
  // the first accordion and every newly added one start expanded; expansion follows the item, not its index
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(list.fields[0] ? [list.fields[0].id] : []));
  const [expandIndexes, setExpandIndexes] = useState<number[]>([]);
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const edited = useEditedVersion(contacts, (fresh) => form.reset(initialValues(fresh)));
  const errors = form.formState.errors.otherContacts;

  // ids of appended items are known after render: expand them (and the ones holding errors) by index then
  if (expandIndexes.length) {
    const ids = expandIndexes.map((i) => list.fields[i]?.id).filter((id): id is string => !!id);
    if (ids.length) {
      setExpandIndexes([]);
      setExpanded((now) => new Set([...now, ...ids]));
    }
  }
  const toggle = (id: string, value: boolean) =>
    setExpanded((now) => {
      const next = new Set(now);
      if (value) next.add(id);
      else next.delete(id);
      return next;
    });
  const withErrors = () => list.fields.map((_, i) => i).filter((i) => form.formState.errors.otherContacts?.[i]);

  const submit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        await save({ body: otherContactsFromForm(values), version: edited.version });
        notify('additional-contacts-updated', CONTACT_MESSAGES.additionalUpdated);
        onClose();
      } catch (error) {
        const paths = values.otherContacts.flatMap((_, i) =>
          ['name', 'email', 'phone', 'contactType'].map((f) => `otherContacts.${i}.${f}`),
        );
        edited.onSaveError(error);
        setBanner(applyServerErrors(error, form.setError, paths as never[]));
        setExpandIndexes(withErrors());
      }
    },
    () => setExpandIndexes(withErrors()),
  );

  const add = () => {
    list.append(newOtherContact());
    setExpandIndexes([list.fields.length]);
  };

  return (
    <FormDialog
      title="Edit additional contacts"
      busy={form.formState.isSubmitting}
      banner={banner}
      onClose={onClose}
      onSubmit={submit}
      extraActions={
        <Button startIcon={<AddIcon />} onClick={add} sx={{ mr: 'auto' }}>
          Add additional contact
        </Button>
      }
    >
      {list.fields.length === 0 && <Typography sx={{ color: 'text.secondary' }}>No additional contacts.</Typography>}
      <Box>
        {list.fields.map((field, index) => {
          const title = `Additional contact (${index + 1})`;
          return (
            <ContactAccordion
              key={field.id}
              title={title}
              expanded={expanded.has(field.id)}
              onToggle={(value) => toggle(field.id, value)}
              hasErrors={!!errors?.[index]}
              onDelete={() => list.remove(index)}
            >
              <Controller
                control={form.control}
                name={`otherContacts.${index}.contactType`}
                render={({ field: select, fieldState }) => (
                  <TextField
                    select
                    label="Contact type"
                    required
                    name={select.name}
                    value={select.value}
                    inputRef={select.ref}
                    onBlur={select.onBlur}
                    onChange={(e) => select.onChange(e.target.value)}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                    fullWidth
                  >
                    {ADDITIONAL_CONTACT_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {CONTACT_TYPE_LABELS[type]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <FormTextField control={form.control} name={`otherContacts.${index}.name`} label="Name" required />
              <FormTextField control={form.control} name={`otherContacts.${index}.email`} label="Email" type="email" required />
              <FormTextField control={form.control} name={`otherContacts.${index}.phone`} label="Phone" type="tel" required />
            </ContactAccordion>
          );
        })}
      </Box>
    </FormDialog>
  );
}
