// /payments/deductions/:deductionId (title "Deduction DED-000123"): what was held back and why (type, amount, the rule
// or the operator, the order), its evidence and files, its disputes with the marketplace's answers, and "Dispute" while
// the rules allow one (docs/decisions/payments.md), and its cases with "Open a case" about it (docs/decisions/cases.md).
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import {
  caseLinkText,
  DEDUCTION_STATUS_MEANINGS,
  DEDUCTION_TYPE_LABELS,
  deductionMoneyWords,
  disputeWindowWords,
  stripTimestampPrefix,
  type DeductionDetailWithLinks,
  type DeductionFileWithLink,
} from '@portal/contracts';
import { ObjectCasesSection } from '../../../components/cases/ObjectCasesSection.tsx';
import { formatDayOrInstant } from '../../../components/data-grid/value-columns.tsx';
import { notify } from '../../../components/feedback/notifications.tsx';
import { NotFoundPage } from '../../../components/feedback/NotFoundPage.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { downloadDocument, saveAs, uploadDocument } from '../../../lib/documents.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { capitalizeFirst, EMPTY_VALUE, formatCurrency } from '../../../lib/format.ts';
import { useCreateDispute, useDeduction } from '../api.ts';
import { DeductionEvidence } from '../components/DeductionEvidence.tsx';
import { remittanceSearchPath } from '../payments-links.ts';
import { RECORD_NUMBER_SX } from '../components/payments-columns.tsx';
import { DeductionStatusChip } from '../components/DeductionStatusChip.tsx';
import { DisputeDialog } from '../components/DisputeDialog.tsx';
import { DisputeHistory } from '../components/DisputeHistory.tsx';
import { RecordFacts } from '../components/RecordFacts.tsx';
import { raisedByText } from '../deduction-texts.ts';
import { DeductionWhy } from '../components/DeductionWhy.tsx';

export const DEDUCTION_LOAD_ERROR = 'The deduction could not be loaded. Please try again later.';
export const DISPUTE_SENT = 'Your dispute was sent. The marketplace answers it here and by mail.';

/** A file's signed address comes with the deduction (15 minutes); past that the portal asks for a fresh one by name. */
const download = (file: DeductionFileWithLink) =>
  downloadDocument(file.storedName, file.fileName || stripTimestampPrefix(file.storedName)).catch(() => saveAs(file.url, file.fileName));

export function DeductionPage() {
  const id = Number(useParams().deductionId);
  const valid = Number.isInteger(id) && id > 0;
  const deduction = useDeduction(valid ? id : 0, valid);
  const data = deduction.data;
  useDocumentTitle(data ? `Deduction ${data.deductionNumber}` : 'Deduction');

  if (!valid || (deduction.error as { status?: number } | null)?.status === 404) return <NotFoundPage backTo="/payments/deductions" />;
  if (deduction.isError) return <Alert severity="error">{DEDUCTION_LOAD_ERROR}</Alert>;
  if (!data) return <PageProgress />;
  return <DeductionView deduction={data} />;
}

function DeductionView({ deduction }: { deduction: DeductionDetailWithLinks }) {
  const [disputing, setDisputing] = useState(false);
  const dispute = useCreateDispute(deduction.deductionId);
  const blocked = deduction.disputeProblem;
  const disputeButton = (
    <Button variant="contained" disabled={blocked !== null} onClick={() => setDisputing(true)}>
      Dispute
    </Button>
  );
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h1">
            Deduction{' '}
            <Box component="span" sx={RECORD_NUMBER_SX}>
              {deduction.deductionNumber}
            </Box>
          </Typography>
          <DeductionStatusChip status={deduction.status} />
        </Stack>
        {blocked ? (
          <Tooltip title={blocked}>
            <span>{disputeButton}</span>
          </Tooltip>
        ) : (
          disputeButton
        )}
      </Stack>
      {blocked && deduction.status !== 'Reversed' && (
        <Typography variant="body2" color="text.secondary">
          {blocked}
        </Typography>
      )}
      <Card variant="outlined">
        <CardContent>
          <RecordFacts
            facts={[
              ['Type', capitalizeFirst(DEDUCTION_TYPE_LABELS[deduction.type])],
              ['Amount', formatCurrency(deduction.amount)],
              [
                'PO number',
                <Link component={RouterLink} to={`/orders/${deduction.orderId}`} sx={RECORD_NUMBER_SX}>
                  {deduction.purchaseOrderNumber}
                </Link>,
              ],
              ['Raised by', raisedByText(deduction)],
              ['Reason', deduction.reason || EMPTY_VALUE],
              ['Posted on', formatDayOrInstant(deduction.postedOn)],
              ['Status', DEDUCTION_STATUS_MEANINGS[deduction.status]],
              ['Dispute window', disputeWindowWords(deduction.status, deduction.disputeWindow)],
              ['Held back', <MoneyWords key="money" deduction={deduction} />],
            ]}
          />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Why
          </Typography>
          <DeductionWhy deduction={deduction} />
          <DeductionEvidence deduction={deduction} onDownload={(file) => void download(file)} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Disputes
          </Typography>
          <DisputeHistory disputes={deduction.disputes} files={deduction.files} onDownload={(file) => void download(file)} />
        </CardContent>
      </Card>
      <ObjectCasesSection
        link={{ kind: 'deduction', id: deduction.deductionId }}
        aboutLabel={caseLinkText('deduction', deduction.deductionNumber)}
      />
      {disputing && (
        <DisputeDialog
          deductionLabel={`${deduction.deductionNumber}, ${DEDUCTION_TYPE_LABELS[deduction.type]}, ${formatCurrency(deduction.amount)}`}
          deductionType={deduction.type}
          upload={(file, storedName) => uploadDocument(file, storedName, () => undefined)}
          submit={(body) => dispute.mutateAsync(body)}
          onDone={() => {
            setDisputing(false);
            notify('dispute-sent', DISPUTE_SENT);
          }}
          onClose={() => setDisputing(false)}
        />
      )}
    </Stack>
  );
}

/** Where the money is (contracts' deductionMoneyWords), each remittance number a link to its row. */
function MoneyWords({ deduction }: { deduction: DeductionDetailWithLinks }) {
  const text = deductionMoneyWords(deduction);
  const numbers = [deduction.appliedRemittanceNumber, deduction.reversalRemittanceNumber].filter((n): n is string => !!n);
  const parts = text.split(/(RMT-\d+)/);
  return (
    <>
      {parts.map((part, i) =>
        numbers.includes(part) ? (
          <Link key={i} component={RouterLink} to={remittanceSearchPath(part)} sx={RECORD_NUMBER_SX}>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}

export const Component = DeductionPage;
