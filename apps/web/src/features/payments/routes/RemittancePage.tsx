// /payments/remittances/:remittanceId (title "Remittance RMT-000123"): its payment date, method reference, totals and
// line count, the advice as a PDF and a spreadsheet (every line), its lines as a grid, one page at a time, and its cases
// with "Open a case" about it (docs/decisions/cases.md).
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Link as RouterLink, useParams } from 'react-router';
import { caseLinkText } from '@portal/contracts';
import { ObjectCasesSection } from '../../../components/cases/ObjectCasesSection.tsx';
import { formatDayOrInstant } from '../../../components/data-grid/value-columns.tsx';
import { NotFoundPage } from '../../../components/feedback/NotFoundPage.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatCurrency } from '../../../lib/format.ts';
import { useRemittance } from '../api.ts';
import { useAdviceDownload } from '../use-advice-download.ts';
import { RecordFacts } from '../components/RecordFacts.tsx';
import { REMITTANCE_LINES_LABEL, RemittanceLinesGrid } from '../components/RemittanceLinesGrid.tsx';
import { RECORD_NUMBER_SX } from '../components/payments-columns.tsx';

export const REMITTANCE_LOAD_ERROR = 'The remittance could not be loaded. Please try again later.';

export function RemittancePage() {
  const id = Number(useParams().remittanceId);
  const valid = Number.isInteger(id) && id > 0;
  const remittance = useRemittance(valid ? id : 0, valid);
  const data = remittance.data;
  useDocumentTitle(data ? `Remittance ${data.remittanceNumber}` : 'Remittance');
  const download = useAdviceDownload();

  if (!valid || (remittance.error as { status?: number } | null)?.status === 404) return <NotFoundPage backTo="/payments/remittances" />;
  if (remittance.isError) return <Alert severity="error">{REMITTANCE_LOAD_ERROR}</Alert>;
  if (!data) return <PageProgress />;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Typography variant="h1">
          Remittance{' '}
          <Box component="span" sx={RECORD_NUMBER_SX}>
            {data.remittanceNumber}
          </Box>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => download(data, 'pdf')}>
            Download advice (PDF)
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => download(data, 'xlsx')}>
            Download advice (spreadsheet)
          </Button>
        </Stack>
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <RecordFacts
            facts={[
              ['Payment date', formatDayOrInstant(data.paymentDate)],
              ['Method reference', data.methodReference],
              ['Gross', formatCurrency(data.gross)],
              ['Deductions', formatCurrency(data.deductions)],
              ['Net', formatCurrency(data.net)],
              ['Lines', data.lineCount.toLocaleString('en-US')],
            ]}
          />
        </CardContent>
      </Card>
      <Stack spacing={1} component="section" aria-labelledby="remittance-lines-heading">
        <Typography variant="h6" component="h2" id="remittance-lines-heading">
          {REMITTANCE_LINES_LABEL}
        </Typography>
        <RemittanceLinesGrid remittanceId={data.remittanceId} remittanceNumber={data.remittanceNumber} />
      </Stack>
      <ObjectCasesSection
        link={{ kind: 'remittance', id: data.remittanceId }}
        aboutLabel={caseLinkText('remittance', data.remittanceNumber)}
      />
      <Link component={RouterLink} to="/payments/remittances">
        All remittances
      </Link>
    </Stack>
  );
}

export const Component = RemittancePage;
