// /ops/cases/:caseId (title "Case CASE-000123"): a case of any supplier in the console: its facts (supplier, category,
// state, what it is about with a link to the console's order page, the time left to the target), the messages both
// ways with who wrote what when and their files, Assign to me, an answer with files, Resolve, and the decision the
// case is about (a deduction's waiting dispute). Refreshed live by the console's `ops-cases-changed`.
import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import {
  ADDRESS_CORRECTION_CATEGORY,
  disputeAcceptedNotice,
  isCaseOpen,
  type DisputeDecision,
  type OpsCaseDetail,
} from '@portal/contracts';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { downloadDocument } from '../../../lib/documents.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { opsOrderPath, useOperator } from '../../../lib/operator.ts';
import { CaseMessages } from '../components/CaseMessages.tsx';
import { CaseStateChip } from '../../../components/status/CaseStateChip.tsx';
import { caseAboutText } from '../components/case-about.ts';
import {
  OPS_CASES_PATH,
  uploadCaseFile,
  useAnswerCase,
  useAssignCase,
  useCorrectCaseAddress,
  useDecideDisputeFromCase,
  useOpsCase,
  useOpsCasesEvents,
  useResolveCase,
} from './api.ts';
import { AddressCorrectionForm } from './AddressCorrectionForm.tsx';
import { CaseAnswerForm } from './CaseAnswerForm.tsx';
import { CaseTimeLeft } from './CaseTimeLeft.tsx';
import { DisputeFromCase } from './DisputeFromCase.tsx';

export const OPS_CASE_LOAD_ERROR = 'The case could not be loaded. Please try again later.';
export const OPS_CASE_NOT_FOUND = 'Case not found.';
export const CASE_ANSWERED = 'Your answer was sent: the supplier reads it on the case and gets a mail.';
export const CASE_RESOLVED = 'The case is resolved: the supplier may reopen it for 14 days.';
export const CASE_ASSIGNED = 'The case is assigned to you.';
export const ADDRESS_CORRECTED = "The order's shipping address is corrected and the supplier has your answer.";
const SIDE_WORDS = { supplier: 'Supplier', marketplace: 'Marketplace' } as const;
const failed = (key: string) => (error: unknown) => {
  notifyError(key, error instanceof Error ? error.message : String(error));
  throw error;
};

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

function Fact({ label, children }: { label: string; children: ReactNode }) {
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

function OpsCaseView({ found }: { found: OpsCaseDetail }) {
  const operator = useOperator();
  const assign = useAssignCase(found.caseId);
  const answer = useAnswerCase(found.caseId);
  const resolve = useResolveCase(found.caseId);
  const decide = useDecideDisputeFromCase(found.caseId);
  const correctAddress = useCorrectCaseAddress(found.caseId);
  const addressCase = found.categoryName === ADDRESS_CORRECTION_CATEGORY && found.link?.kind === 'order';
  const open = isCaseOpen(found.state);
  const mine = found.assigneeName !== null && found.assigneeName === operator.data?.name;
  const orderId = found.link?.orderId ?? null;
  const decideDispute = (disputeId: number) => (decision: DisputeDecision, reason: string | null) =>
    decide
      .mutateAsync({ disputeId, decision, reason })
      .then((decided) =>
        notify(
          'case-dispute-decided',
          decision === 'Accepted'
            ? disputeAcceptedNotice(found.openDispute?.deductionNumber ?? '', decided.heldBack)
            : `The deduction ${found.openDispute?.deductionNumber ?? ''} stands; the supplier reads your reason.`,
        ),
      )
      .catch(failed('case-dispute-failed'))
      .catch(() => undefined);
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
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {found.subject}
          </Typography>
          <Stack component="dl" spacing={1} sx={{ m: 0 }}>
            <Fact label="Supplier">
              <Link component={RouterLink} to={`/ops/suppliers/${found.supplierId}`}>
                {found.supplierName}
              </Link>
            </Fact>
            <Fact label="Category">{found.categoryName}</Fact>
            <Fact label="About">
              {orderId ? (
                <Link component={RouterLink} to={opsOrderPath({ orderId })}>
                  {caseAboutText(found)}
                </Link>
              ) : (
                caseAboutText(found)
              )}
            </Fact>
            <Fact label="Opened">{`${formatDateTime(found.openedAt)}${found.authorName ? ` by ${found.authorName}` : ''}`}</Fact>
            <Fact label="Assigned to">{found.assigneeName ?? 'Nobody'}</Fact>
            {found.timeLeft && (
              <Fact label="Time left">
                <CaseTimeLeft timeLeft={found.timeLeft} />
              </Fact>
            )}
            {found.resolvedAt && <Fact label="Resolved">{formatDateTime(found.resolvedAt)}</Fact>}
          </Stack>
        </CardContent>
      </Card>
      {open && found.openDispute && (
        <DisputeFromCase dispute={found.openDispute} busy={decide.isPending} decide={decideDispute(found.openDispute.disputeId)} />
      )}
      {open && addressCase && found.link && (
        <AddressCorrectionForm
          purchaseOrderNumber={found.link.label}
          correct={(body) => correctAddress.mutateAsync(body).then(() => notify('case-address-corrected', ADDRESS_CORRECTED))}
        />
      )}
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          Messages
        </Typography>
        <CaseMessages
          messages={found.messages}
          sideWords={SIDE_WORDS}
          onDownload={(file) => void downloadDocument(file.storedName, file.fileName)}
        />
      </Stack>
      {open && (
        <CaseAnswerForm
          sending={answer.isPending}
          upload={(file, storedName) => uploadCaseFile(found.caseId, file, storedName).catch(failed('case-upload-failed'))}
          answer={(body) => answer.mutateAsync(body).then(() => notify('case-answered', CASE_ANSWERED), failed('case-answer-failed'))}
        />
      )}
    </Stack>
  );
}

export const Component = OpsCasePage;
