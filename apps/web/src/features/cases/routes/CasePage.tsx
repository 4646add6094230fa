// /support/cases/:caseId (title "Case CASE-000123", behind the Support flag; the answer mail links here): the case's
// state, category, what it is about, the time left to the marketplace's target, its messages both ways with files, a
// reply while it is open and Reopen while the rules allow it (docs/decisions/cases.md). Refreshed live.
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { isCaseOpen, type CaseDetail } from '@portal/contracts';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { NotFoundPage } from '../../../components/feedback/NotFoundPage.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { downloadDocument } from '../../../lib/documents.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { CaseStateChip } from '../../../components/status/CaseStateChip.tsx';
import { SUPPORT_PATH, uploadCaseFile } from '../../../lib/cases-calls.ts';
import { useCase, usePostCaseMessage, useReopenCase } from '../api.ts';
import { CaseMessages } from '../components/CaseMessages.tsx';
import { CaseReplyForm } from '../components/CaseReplyForm.tsx';
import { caseAboutText } from './CasesPage.tsx';

export const CASE_LOAD_ERROR = 'The case could not be loaded. Please try again later.';
export const MESSAGE_SENT = 'Your message was sent to the marketplace.';
export const CASE_REOPENED = 'The case is open again: the marketplace answers it here and by mail.';

export function CasePage() {
  const id = Number(useParams().caseId);
  const valid = Number.isInteger(id) && id > 0;
  const { isEnabled, isPending } = useFeatureFlags();
  const on = !isPending && isEnabled('Support');
  const found = useCase(valid ? id : 0, valid && on);
  const data = found.data;
  useDocumentTitle(data ? `Case ${data.caseNumber}` : 'Case');
  if (isPending) return <PageProgress />;
  if (!on || !valid || (found.error as { status?: number } | null)?.status === 404) return <NotFoundPage backTo={SUPPORT_PATH} />;
  if (found.isError) return <Alert severity="error">{CASE_LOAD_ERROR}</Alert>;
  if (!data) return <PageProgress />;
  return <CaseView found={data} />;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

function CaseView({ found }: { found: CaseDetail }) {
  const post = usePostCaseMessage(found.caseId);
  const reopen = useReopenCase(found.caseId);
  const open = isCaseOpen(found.state);
  const orderId = found.link?.orderId ?? null;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h1">
            Case{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {found.caseNumber}
            </Box>
          </Typography>
          <CaseStateChip state={found.state} />
        </Stack>
        {found.reopenProblem === null && (
          <Button
            variant="contained"
            disabled={reopen.isPending}
            onClick={() =>
              reopen.mutateAsync().then(
                () => notify('case-reopened', CASE_REOPENED),
                (error: Error) => notifyError('case-reopen-failed', error.message),
              )
            }
          >
            Reopen
          </Button>
        )}
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {found.subject}
          </Typography>
          <Stack component="dl" spacing={1} sx={{ m: 0 }}>
            <Fact label="Category">{found.categoryName}</Fact>
            <Fact label="About">
              {orderId && found.link ? (
                <Link component={RouterLink} to={`/orders/${orderId}`}>
                  {caseAboutText(found)}
                </Link>
              ) : (
                caseAboutText(found)
              )}
            </Fact>
            <Fact label="Opened">{`${formatDateTime(found.openedAt)}${found.authorName ? ` by ${found.authorName}` : ''}`}</Fact>
            {found.timeLeft && <Fact label="Time left">{found.timeLeft.words}</Fact>}
            {found.closesAt && found.state === 'Resolved' && <Fact label="Reopen until">{formatDateTime(found.closesAt)}</Fact>}
          </Stack>
        </CardContent>
      </Card>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          Messages
        </Typography>
        <CaseMessages messages={found.messages} onDownload={(file) => void downloadDocument(file.storedName, file.fileName)} />
      </Stack>
      {open ? (
        <CaseReplyForm
          sending={post.isPending}
          upload={uploadCaseFile}
          send={(body, files) =>
            post.mutateAsync({ body, files }).then(
              () => notify('case-message-sent', MESSAGE_SENT),
              (error: Error) => {
                notifyError('case-message-failed', error.message);
                throw error;
              },
            )
          }
        />
      ) : (
        found.reopenProblem && found.state === 'Closed' && <Typography color="text.secondary">{found.reopenProblem}</Typography>
      )}
    </Stack>
  );
}

export const Component = CasePage;
