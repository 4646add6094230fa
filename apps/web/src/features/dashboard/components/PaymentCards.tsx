// The dashboard's payment cards (with the `payments` flag): the next payment (its day and expected amount) and the
// deductions to be held back (linked to the deductions grid filtered to exactly those), from the payments overview call. Loaded after the page's own module (lazy-panels.tsx), so the
// first signed-in download does not grow; each card links to its Payments screen.
import { Alert, Card, CardContent, Grid, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { deductionsToHoldBackPath, paymentsOverview, TO_HOLD_BACK_TITLE, toHoldBackWords } from '@portal/contracts';
import { http } from '../../../lib/http.ts';
import { formatCurrency, formatDate } from '../../../lib/format.ts';
import { dashboardKeys } from '../api.ts';
import { PANEL_ERRORS } from '../dashboard-texts.ts';

const CARD_HEIGHT = 120;
const CELL = { xs: 12, sm: 6 } as const;

const fetchPaymentsOverview = async () => paymentsOverview.parse(await http('/payments/overview'));

function PaymentCard({ label, value, to, linkText }: { label: string; value: string; to: string; linkText: string }) {
  return (
    <Card variant="outlined" sx={{ height: CARD_HEIGHT }} component="section" aria-label={label}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 0.5 }} noWrap>
          {value}
        </Typography>
        <Link component={RouterLink} to={to} variant="body2" underline="hover">
          {linkText}
        </Link>
      </CardContent>
    </Card>
  );
}

export function PaymentCards() {
  const overview = useQuery({ queryKey: dashboardKeys.paymentsOverview(), queryFn: fetchPaymentsOverview });
  if (overview.isError) return <Alert severity="error">{PANEL_ERRORS.payments}</Alert>;
  const data = overview.data;
  if (!data)
    return (
      <Grid container spacing={2} aria-busy="true">
        {[0, 1].map((i) => (
          <Grid key={i} size={CELL}>
            <Skeleton variant="rounded" height={CARD_HEIGHT} />
          </Grid>
        ))}
      </Grid>
    );
  const next = data.nextPayment;
  const count = data.openDeductions.count;
  return (
    <Grid container spacing={2}>
      <Grid size={CELL}>
        <PaymentCard
          label="Next payment"
          value={next ? formatCurrency(next.expectedAmount) : 'None scheduled'}
          to="/payments/overview"
          linkText={next ? `Expected on ${formatDate(`${next.date}T12:00:00`)}` : 'Payments overview'}
        />
      </Grid>
      <Grid size={CELL}>
        <PaymentCard
          label={TO_HOLD_BACK_TITLE}
          value={formatCurrency(data.openDeductions.amount)}
          to={deductionsToHoldBackPath()}
          linkText={toHoldBackWords(count)}
        />
      </Grid>
    </Grid>
  );
}
