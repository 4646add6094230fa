// /payments (title "Payments"): when the next payment comes and how much (the next calendar run that pays the
// supplier), the coming runs with their invoices and how the calendar works, open invoices by age, the deductions to be
// held back and disputes waiting for the marketplace's answer.
import { Alert, Card, CardContent, Grid, Link, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { deductionsToHoldBackPath, TO_HOLD_BACK_TITLE, toHoldBackWords } from '@portal/contracts';
import { formatDayOrInstant } from '../../../components/data-grid/value-columns.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatCurrency } from '../../../lib/format.ts';
import { usePaymentsOverview } from '../api.ts';
import { AgingTable } from '../components/AgingTable.tsx';
import { SummaryCard } from '../components/SummaryCard.tsx';
import { UpcomingRuns } from '../components/UpcomingRuns.tsx';

export const OVERVIEW_LOAD_ERROR = 'The payments overview could not be loaded. Please try again later.';
const CELL = { xs: 12, sm: 6, md: 4 } as const;

export function PaymentsOverviewPage() {
  useDocumentTitle('Payments');
  const overview = usePaymentsOverview();
  const data = overview.data;
  return (
    <Stack spacing={3}>
      <Typography variant="h1">Payments</Typography>
      {overview.isError && <Alert severity="error">{OVERVIEW_LOAD_ERROR}</Alert>}
      {overview.isPending && (
        <Grid container spacing={2} role="status" aria-busy="true" aria-label="Loading the payments overview">
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={CELL}>
              <Skeleton variant="rounded" height={120} />
            </Grid>
          ))}
        </Grid>
      )}
      {data && (
        <>
          <Grid container spacing={2}>
            <Grid size={CELL}>
              <SummaryCard
                label="Next payment"
                value={data.nextPayment ? formatCurrency(data.nextPayment.expectedAmount) : 'None scheduled'}
                extra={
                  data.nextPayment
                    ? `Expected on ${formatDayOrInstant(data.nextPayment.date)}`
                    : 'None of the next three payment runs pays you.'
                }
              />
            </Grid>
            <Grid size={CELL}>
              <SummaryCard
                label={TO_HOLD_BACK_TITLE}
                value={formatCurrency(data.openDeductions.amount)}
                extra={
                  <Link component={RouterLink} to={deductionsToHoldBackPath()}>
                    {toHoldBackWords(data.openDeductions.count)}
                  </Link>
                }
              />
            </Grid>
            <Grid size={CELL}>
              <SummaryCard label="Disputes waiting" value={data.disputesWaiting} extra="Waiting for the marketplace's answer" />
            </Grid>
          </Grid>
          <UpcomingRuns runs={data.upcomingRuns} calendar={data.calendar} />
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                Open invoices by age
              </Typography>
              <AgingTable buckets={data.agingBuckets} />
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}

export const Component = PaymentsOverviewPage;
