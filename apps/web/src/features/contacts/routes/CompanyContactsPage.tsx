// The 'Company contacts' tab: progress bar while loading, the error alert, the contacts table and its two dialogs.
import { useState } from 'react';
import { Alert, AlertTitle, LinearProgress } from '@mui/material';
import { CONTACT_MESSAGES, errorText } from '@portal/contracts';
import { ApiError } from '../../../lib/http.ts';
import { useCompanyContacts, useSaveMainContacts, useSaveOtherContacts } from '../api.ts';
import { ContactsTable } from '../components/ContactsTable.tsx';
import { EditAdditionalContactsDialog } from '../components/EditAdditionalContactsDialog.tsx';
import { EditMainContactsDialog } from '../components/EditMainContactsDialog.tsx';

/** The server's error under the alert title, when there is one. */
export function serverErrorText(error: unknown): string | undefined {
  if (error instanceof ApiError) return errorText({ status: error.status, body: error.body });
  return error instanceof Error ? error.message : undefined;
}

export function CompanyContactsPage() {
  const contacts = useCompanyContacts();
  const saveMain = useSaveMainContacts();
  const saveOther = useSaveOtherContacts();
  const [dialog, setDialog] = useState<'main' | 'additional' | null>(null);
  const close = () => setDialog(null);

  if (contacts.isPending) return <LinearProgress aria-label="Loading company contacts" />;
  if (contacts.isError)
    return (
      <Alert severity="error">
        <AlertTitle>{CONTACT_MESSAGES.loadFailed}</AlertTitle>
        {serverErrorText(contacts.error)}
      </Alert>
    );
  return (
    <>
      <ContactsTable contacts={contacts.data} onEditMain={() => setDialog('main')} onEditAdditional={() => setDialog('additional')} />
      {dialog === 'main' && <EditMainContactsDialog contacts={contacts.data} save={saveMain.mutateAsync} onClose={close} />}
      {dialog === 'additional' && <EditAdditionalContactsDialog contacts={contacts.data} save={saveOther.mutateAsync} onClose={close} />}
    </>
  );
}

export const Component = CompanyContactsPage;
