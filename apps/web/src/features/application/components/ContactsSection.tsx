// The Contact section: the primary contact and the four optional ones. "Copy primary contact" makes the optional
// contacts mirror the primary one and disables them; unchecking empties them and validates them again (spec 4).
import { useEffect } from 'react';
import { Checkbox, FormControlLabel } from '@mui/material';
import { useWatch, type Control, type UseFormSetValue, type UseFormTrigger } from 'react-hook-form';
import { APPLICATION_TEXTS, OPTIONAL_CONTACTS } from '@portal/contracts';
import { emptyContact, OPTIONAL_CONTACT_LABELS, type FormValues } from './application-form-values.ts';
import { ContactFields } from './ContactFields.tsx';
import { FieldGroup, FormSection } from './FormSection.tsx';

interface Props {
  control: Control<FormValues>;
  setValue: UseFormSetValue<FormValues>;
  trigger: UseFormTrigger<FormValues>;
}

export const COPY_PRIMARY_LABEL = 'Use the primary contact for all contacts';

export function ContactsSection({ control, setValue, trigger }: Props) {
  const copy = useWatch({ control, name: 'copyPrimaryContacts' });
  const primary = useWatch({ control, name: 'primaryContact' });

  // While copying, every optional contact follows the primary one as it is typed.
  useEffect(() => {
    if (!copy) return;
    for (const key of OPTIONAL_CONTACTS) setValue(key, { ...primary }, { shouldDirty: true });
  }, [copy, primary, setValue]);

  const onCopyChange = (checked: boolean) => {
    setValue('copyPrimaryContacts', checked, { shouldDirty: true });
    if (!checked) {
      for (const key of OPTIONAL_CONTACTS) setValue(key, emptyContact(), { shouldDirty: true });
      void trigger([...OPTIONAL_CONTACTS]);
    }
  };

  return (
    <FormSection title={APPLICATION_TEXTS.sections.contact}>
      <FieldGroup title="Primary contact">
        <ContactFields control={control} prefix="primaryContact" required />
      </FieldGroup>
      <FormControlLabel
        control={<Checkbox checked={copy} onChange={(event) => onCopyChange(event.target.checked)} />}
        label={COPY_PRIMARY_LABEL}
      />
      {OPTIONAL_CONTACTS.map((key) => (
        <FieldGroup key={key} title={OPTIONAL_CONTACT_LABELS[key]} hint="optional">
          <ContactFields control={control} prefix={key} disabled={copy} />
        </FieldGroup>
      ))}
    </FormSection>
  );
}
