// /supplier-application?token= (spec 2.5; the route's guard sends a missing token to root). The invitation is read
// first: not found or a failed lookup shows the not-found page; expired and used invitations their messages;
// otherwise the form, and after a submit the success message.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { APPLICATION_TEXTS } from '@portal/contracts';
import { BrandLogo } from '../../../components/brand/BrandLogo.tsx';
import { NotFoundPage } from '../../../components/feedback/NotFoundPage.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useInvitation, useSubmitApplication } from '../api.ts';
import { ApplicationForm } from '../components/ApplicationForm.tsx';
import { StatusMessage } from '../components/StatusMessage.tsx';

export function SupplierApplicationPage() {
  useDocumentTitle('Supplier application');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);
  const submitApplication = useSubmitApplication();
  const [submitted, setSubmitted] = useState(false);

  if (invitation.isPending) return <PageProgress />;
  if (invitation.isError) return <NotFoundPage backTo="/" />;

  let content;
  if (submitted) content = <StatusMessage title={APPLICATION_TEXTS.successTitle} text={APPLICATION_TEXTS.successText} focus />;
  else if (invitation.data.state === 'Applied')
    // focus: it also replaces the form when a submit finds the invitation already spent
    content = <StatusMessage title={APPLICATION_TEXTS.appliedTitle} text={APPLICATION_TEXTS.appliedText} focus />;
  else if (invitation.data.state === 'Expired')
    content = (
      <StatusMessage
        title={APPLICATION_TEXTS.expiredTitle}
        text={APPLICATION_TEXTS.expiredText}
        extra={
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Write to <Link href={`mailto:${invitation.data.contactEmail}`}>{invitation.data.contactEmail}</Link>.
          </Typography>
        }
      />
    );
  else
    content = (
      <ApplicationForm
        invitationToken={token}
        onSubmit={async (request) => {
          await submitApplication.mutateAsync(request);
          // the success message takes the focus (and so the view) from the submit button
          setSubmitted(true);
        }}
      />
    );

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, sm: 4 } }}>
      <Container maxWidth="md" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
          <BrandLogo />
          <Typography variant="h6" component="p">
            Supplier Portal
          </Typography>
        </Stack>
        {content}
      </Container>
    </Box>
  );
}

export const Component = SupplierApplicationPage;
