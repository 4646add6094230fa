// Alerts in the four severities, the form error banner, the notifications and the success dialog the screens use.
import { useCallback, useState } from 'react';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { MESSAGES } from '@portal/contracts';
import { FormErrorBanner } from '../../../components/form/FormErrorBanner.tsx';
import { SuccessDialog } from '../../../components/feedback/SuccessDialog.tsx';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { ShowcaseSection } from './ShowcaseSection.tsx';

export function FeedbackSection() {
  const [success, setSuccess] = useState(false);
  const closeSuccess = useCallback(() => setSuccess(false), []);
  return (
    <ShowcaseSection title="Alerts and notifications" description="Alert variants, the form's error banner, toasts and the success dialog.">
      <Alert severity="success">The order was saved.</Alert>
      <Alert severity="info">Orders update live while this page is open.</Alert>
      <Alert severity="warning">
        <AlertTitle>Warning</AlertTitle>
        This action may take a while
      </Alert>
      <Alert severity="error">An error occurred with status code 500</Alert>
      <Alert severity="info" variant="outlined">
        An outlined information alert.
      </Alert>
      <Alert severity="success" variant="filled">
        A filled success alert.
      </Alert>
      <FormErrorBanner
        banner={{ title: MESSAGES.formHasFieldErrors, fieldMessages: [`Email: ${MESSAGES.invalidFormat}`, `Name: ${MESSAGES.required}`] }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => notify('showcase-success', 'Changes saved')}>
          Show a success notification
        </Button>
        <Button variant="outlined" color="error" onClick={() => notifyError('showcase-error', MESSAGES.formGeneric, [MESSAGES.required])}>
          Show an error notification
        </Button>
        <Button variant="outlined" color="success" onClick={() => setSuccess(true)}>
          Show the success dialog
        </Button>
      </Stack>
      <SuccessDialog open={success} label="Saved" onClose={closeSuccess} />
    </ShowcaseSection>
  );
}
