// /ops/cases/:caseId (title "Case CASE-000123"): a case of any supplier in the console: its facts (supplier, category,
// state, what it is about with a link to the console's order page, the time left to the target), the messages both
// ways with who wrote what when and their files, Assign to me, an answer with files, Resolve, and the decisions the
// case is about (CaseDecisions.tsx: a deduction's waiting dispute, an order's cancellation in review, an open credit
// request, the address correction). Refreshed live by the console's `ops-cases-changed`.
import { Alert, Button, Link, Stack } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { isCaseOpen, type OpsCaseDetail } from '@portal/contracts';
import { notify } from '../../../components/feedback/notifications.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { opsOrderPath, useOperator } from '../../../lib/operator.ts';
import { CaseAboutFact, CaseSheet, Fact } from '../components/CaseSheet.tsx';
import { OPS_CASES_PATH, uploadCaseFile, useAnswerCase, useAssignCase, useOpsCase, useOpsCasesEvents, useResolveCase } from './api.ts';
import { CaseAnswerForm } from './CaseAnswerForm.tsx';
import { CaseDecisions, failed } from './CaseDecisions.tsx';
import { CaseTimeLeft } from './CaseTimeLeft.tsx';

export const OPS_CASE_LOAD_ERROR = 'The case could not be loaded. Please try again later.';
export const OPS_CASE_NOT_FOUND = 'Case not found.';
export const CASE_ANSWERED = 'Your answer was sent: the supplier reads it on the case and gets a mail.';
export const CASE_RESOLVED = 'The case is resolved: the supplier may reopen it for 14 days.';
export const CASE_ASSIGNED = 'The case is assigned to you.';
const SIDE_WORDS = { supplier: 'Supplier', marketplace: 'Marketplace' } as const;

export function OpsCasePage() {
  const id = Number(useParams().caseId);
  const valid = Number.isInteger(id) && id > 0;
  const found = useOpsCase(valid ? id : 0, valid);
  useOpsCasesEvents();
  useDocumentTitle(found.data ? `Case ${found.data.caseNumber}` : 'Case');
  if (!valid || (found.error as { status?: number } | null)?.status === 404) return <Alert severity="error">{OPS_CASE_NOT_FOUND}</Alert>;
  if (found.isError) return <Alert severity="error">{OPS_CASE_LOAD_ERROR}</Alert>;
  if (!found.data) return <PageProgress />;
  return <OpsCaseView found={found.data} />;
}

function OpsCaseView({ found }: { found: OpsCaseDetail }) {
  const operator = useOperator();
  const assign = useAssignCase(found.caseId);
  const answer = useAnswerCase(found.caseId);
  const resolve = useResolveCase(found.caseId);
  const open = isCaseOpen(found.state);
  const mine = found.assigneeName !== null && found.assigneeName === operator.data?.name;
  const actions = (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {open && !mine && (
        <Button
          variant="outlined"
          disabled={assign.isPending}
          onClick={() =>
            void assign
              .mutateAsync()
              .then(() => notify('case-assigned', CASE_ASSIGNED), failed('case-assign-failed'))
              .catch(() => undefined)
          }
        >
          Assign to me
        </Button>
      )}
      {open && (
        <Button
          variant="contained"
          disabled={resolve.isPending}
          onClick={() =>
            void resolve
              .mutateAsync()
              .then(() => notify('case-resolved', CASE_RESOLVED), failed('case-resolve-failed'))
              .catch(() => undefined)
          }
        >
          Resolve
        </Button>
      )}
      <Button component={RouterLink} to={OPS_CASES_PATH}>
        All cases
      </Button>
    </Stack>
  );
  const facts = (
    <>
      <Fact label="Supplier">
        <Link component={RouterLink} to={`/ops/suppliers/${found.supplierId}`}>
          {found.supplierName}
        </Link>
      </Fact>
      <Fact label="Category">{found.categoryName}</Fact>
      <CaseAboutFact found={found} orderPath={(orderId) => opsOrderPath({ orderId })} />
      <Fact label="Opened">{`${formatDateTime(found.openedAt)}${found.authorName ? ` by ${found.authorName}` : ''}`}</Fact>
      <Fact label="Assigned to">{found.assigneeName ?? 'Nobody'}</Fact>
      {found.timeLeft && (
        <Fact label="Time left">
          <CaseTimeLeft timeLeft={found.timeLeft} />
        </Fact>
      )}
      {found.resolvedAt && <Fact label="Resolved">{formatDateTime(found.resolvedAt)}</Fact>}
    </>
  );
  return (
    <CaseSheet found={found} actions={actions} facts={facts} sideWords={SIDE_WORDS} decisions={<CaseDecisions found={found} />}>
      {open && (
        <CaseAnswerForm
          sending={answer.isPending}
          upload={(file, storedName) => uploadCaseFile(found.caseId, file, storedName).catch(failed('case-upload-failed'))}
          answer={(body) => answer.mutateAsync(body).then(() => notify('case-answered', CASE_ANSWERED), failed('case-answer-failed'))}
        />
      )}
    </CaseSheet>
  );
}

export const Component = OpsCasePage;
