// /ops/payment-terms: a supplier's payment terms, Net N days from acceptance (0 to 120; Net 30 until set).
import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { MAX_NET_DAYS, MIN_NET_DAYS, PAYMENTS_MESSAGES } from '@portal/contracts';
import { notify } from '../../../components/feedback/notifications.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSaveTerms, useTerms } from './api.ts';
import { SupplierPicker, type SupplierChoice } from '../../../components/form/SupplierPicker.tsx';
import { PageTitle } from '../../../components/page/PageTitle.tsx';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

function TermsForm({ supplier }: { supplier: SupplierChoice }) {
  const terms = useTerms(supplier.id);
  const save = useSaveTerms(supplier.id);
  const [days, setDays] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (terms.data) setDays(String(terms.data.netDays));
  }, [terms.data]);
  if (terms.isError) return <Alert severity="error">{errorMessage(terms.error)}</Alert>;
  if (!terms.data) return null;
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const n = Number(days);
        if (!/^\d+$/.test(days.trim()) || n < MIN_NET_DAYS || n > MAX_NET_DAYS) return setProblem(PAYMENTS_MESSAGES.netDaysRange);
        setProblem(null);
        save.mutate({ netDays: n }, { onSuccess: () => notify('terms-saved', `${supplier.name} is paid Net ${n} from acceptance.`) });
      }}
    >
      <Typography variant="body2">
        {terms.data.isDefault
          ? `Net ${terms.data.netDays} (the default: no terms were set for this supplier).`
          : `Net ${terms.data.netDays}, set ${formatDateTime(terms.data.updatedOn)}.`}
      </Typography>
      <TextField
        label="Days from acceptance (Net)"
        required
        value={days}
        onChange={(e) => setDays(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={problem !== null}
        helperText={problem ?? `${MIN_NET_DAYS} to ${MAX_NET_DAYS} calendar days: an invoice is due this many days after its acceptance.`}
        sx={{ maxWidth: 360 }}
      />
      {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      <div>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Save terms
        </Button>
      </div>
    </Stack>
  );
}

export function PaymentTermsPage() {
  useDocumentTitle('Payment terms');
  const [supplier, setSupplier] = useState<SupplierChoice | null>(null);
  return (
    <Stack spacing={3}>
      <PageTitle>Payment terms</PageTitle>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={3}>
            <SupplierPicker value={supplier} onChange={setSupplier} />
            {supplier ? (
              <TermsForm key={supplier.id} supplier={supplier} />
            ) : (
              <Typography variant="body2">Choose a supplier to see its terms.</Typography>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

export { PaymentTermsPage as Component };
