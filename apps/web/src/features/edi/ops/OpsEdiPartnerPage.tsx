// /ops/suppliers/:supplierId/edi (operators): the supplier's EDI trading partner set up or changed: its ISA qualifier
// and id (what each of its files must carry as sender), its GS id, the documents it exchanges, enabled, test mode. The
// rules and words are the contracts' (ediTradingPartnerRequest); the API's refusals land on their fields. Below it, the
// partner's SFTP sign-in (OpsEdiSftpAccount.tsx).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Button, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import {
  EDI_DOCUMENT_TYPES,
  EDI_DOCUMENTS,
  ediTradingPartnerRequest,
  type EdiTradingPartner,
  type EdiTradingPartnerRequest,
  type EdiTradingPartnerValues,
} from '@portal/contracts';
import { CheckboxGroupField } from '../../../components/form/CheckboxGroupField.tsx';
import { FormErrorBanner } from '../../../components/form/FormErrorBanner.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { notify } from '../../../components/feedback/notifications.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { PageTitle } from '../../../components/page/PageTitle.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useOpsEdiPartner, useSaveOpsEdiPartner } from '../api.ts';
import { documentWords } from '../edi-words.ts';
import { OpsEdiSftpAccount } from './OpsEdiSftpAccount.tsx';

const FIELDS = ['isaQualifier', 'isaId', 'gsId', 'documents', 'enabled', 'testMode'] as const;
const WAYS = { outbound: 'we send', inbound: 'the partner sends', both: 'both ways' } as const;
const DOCUMENT_OPTIONS = EDI_DOCUMENT_TYPES.map((t) => ({ value: t, label: `${documentWords(t)} (${WAYS[EDI_DOCUMENTS[t].direction]})` }));

const formValues = (p: EdiTradingPartner | null): EdiTradingPartnerRequest => ({
  isaQualifier: p?.isaQualifier ?? 'ZZ',
  isaId: p?.isaId ?? '',
  gsId: p?.gsId ?? '',
  documents: p?.documents ?? [...EDI_DOCUMENT_TYPES],
  enabled: p?.enabled ?? true,
  testMode: p?.testMode ?? true,
});

function PartnerForm({ supplierId, current }: { supplierId: number; current: EdiTradingPartner | null }) {
  const save = useSaveOpsEdiPartner();
  const form = useForm<EdiTradingPartnerRequest, unknown, EdiTradingPartnerValues>({
    resolver: zodResolver(ediTradingPartnerRequest),
    defaultValues: formValues(current),
  });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const saved = await save.mutateAsync({ supplierId, body: values });
      form.reset(formValues(saved));
      notify('edi-partner-saved', 'The trading partner is saved.');
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, FIELDS));
    }
  });
  const switchField = (name: 'enabled' | 'testMode', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={label} />
      )}
    />
  );
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Trading partner">
      <FormErrorBanner banner={banner} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField
          control={form.control}
          name="isaQualifier"
          label="ISA qualifier"
          required
          fullWidth
          helperText="ISA05: ZZ, 01, 12 ..."
        />
        <FormTextField control={form.control} name="isaId" label="ISA id" required fullWidth helperText="ISA06: the sender of its files" />
        <FormTextField control={form.control} name="gsId" label="GS id" fullWidth helperText="GS02 of its files; empty: the ISA id" />
      </Stack>
      <CheckboxGroupField control={form.control} name="documents" label="Documents" options={DOCUMENT_OPTIONS} />
      {switchField('enabled', 'Enabled: its files are taken and documents are sent to it')}
      {switchField('testMode', "Test mode: its files are checked and acknowledged, applied to nothing; ours are ISA15 'T'")}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          Save trading partner
        </Button>
      </Stack>
    </Stack>
  );
}

export function OpsEdiPartnerPage() {
  const supplierId = Number(useParams().supplierId);
  const partner = useOpsEdiPartner(supplierId);
  useDocumentTitle('EDI trading partner');
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <PageTitle>EDI trading partner</PageTitle>
        <Button component={RouterLink} to={`/ops/suppliers/${supplierId}`}>
          Back to the supplier
        </Button>
      </Stack>
      <Typography>
        The supplier&apos;s one trading partner: the ISA sender each of its files must carry, and the documents it exchanges with the
        marketplace.
      </Typography>
      <Card variant="outlined">
        <CardContent>
          {partner.isError && <Alert severity="error">The supplier was not found.</Alert>}
          {partner.isPending && <PageProgress />}
          {partner.isSuccess && <PartnerForm supplierId={supplierId} current={partner.data} />}
        </CardContent>
      </Card>
      {partner.isSuccess && (
        <Card variant="outlined" component="section" aria-labelledby="edi-sftp-heading">
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2" id="edi-sftp-heading">
                SFTP sign-in
              </Typography>
              {partner.data ? (
                <OpsEdiSftpAccount supplierId={supplierId} />
              ) : (
                <Typography>Save the trading partner first: the SFTP sign-in is the partner&apos;s.</Typography>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

export { OpsEdiPartnerPage as Component };
