// /support/cases/:caseId (title "Case CASE-000123", behind the Support flag; the answer mail links here): the case's
// state, category, what it is about, the time left to the marketplace's target, its messages both ways with files, a
// reply while it is open and Reopen while the rules allow it (docs/decisions/cases.md). Refreshed live.
import { Alert, Button, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { isCaseOpen, type CaseDetail } from '@portal/contracts';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { NotFoundPage } from '../../../components/feedback/NotFoundPage.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { SUPPORT_PATH, uploadCaseFile } from '../../../lib/cases-calls.ts';
import { useCase, usePostCaseMessage, useReopenCase } from '../api.ts';
import { CaseReplyForm } from '../components/CaseReplyForm.tsx';
import { CaseAboutFact, CaseSheet, Fact } from '../components/CaseSheet.tsx';

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

function CaseView({ found }: { found: CaseDetail }) {
  const post = usePostCaseMessage(found.caseId);
  const reopen = useReopenCase(found.caseId);
  const open = isCaseOpen(found.state);
  return (
    <CaseSheet
      found={found}
      actions={
        found.reopenProblem === null && (
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
        )
      }
      facts={
        <>
          <Fact label="Category">{found.categoryName}</Fact>
          <CaseAboutFact found={found} orderPath={(orderId) => `/orders/${orderId}`} />
          <Fact label="Opened">{`${formatDateTime(found.openedAt)}${found.authorName ? ` by ${found.authorName}` : ''}`}</Fact>
          {found.timeLeft && <Fact label="Time left">{found.timeLeft.words}</Fact>}
          {found.closesAt && found.state === 'Resolved' && <Fact label="Reopen until">{formatDateTime(found.closesAt)}</Fact>}
        </>
      }
    >
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
    </CaseSheet>
  );
}

export const Component = CasePage;
