// /ops/deduction-rules: what each compliance rule holds back (percent of the order's items total or flat) and whether
// it runs: the marketplace's default, and a supplier's own agreement overriding it.
import { useState } from 'react';
import { Alert, Card, CardContent, CardHeader, Stack } from '@mui/material';
import { notify } from '../../../components/feedback/notifications.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useRules, useSaveRules } from './api.ts';
import { RulesTable, RulesTablePlaceholder } from './RulesTable.tsx';
import { SupplierPicker, type SupplierChoice } from '../../../components/form/SupplierPicker.tsx';
import { PageTitle } from '../../../components/page/PageTitle.tsx';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

function ScopeRules({ supplier }: { supplier: SupplierChoice | null }) {
  const supplierId = supplier?.id ?? null;
  const rules = useRules(supplierId);
  const save = useSaveRules();
  const scope = supplier ? `${supplier.name}'s rules` : 'Default rules';
  if (rules.isError) return <Alert severity="error">{errorMessage(rules.error)}</Alert>;
  if (!rules.data) return <RulesTablePlaceholder />;
  return (
    <RulesTable
      key={`${supplierId}-${rules.dataUpdatedAt}`}
      label={scope}
      rules={supplier ? rules.data.effective : rules.data.global}
      busy={save.isPending}
      error={save.isError ? errorMessage(save.error) : null}
      onSave={(next) => save.mutate({ supplierId, rules: next }, { onSuccess: () => notify('rules-saved', `${scope} were saved.`) })}
      note={
        supplier && rules.data.overrides.length === 0
          ? 'This supplier follows the default rules; saving here gives it rules of its own.'
          : null
      }
    />
  );
}

export function DeductionRulesPage() {
  useDocumentTitle('Deduction rules');
  const [supplier, setSupplier] = useState<SupplierChoice | null>(null);
  return (
    <Stack spacing={3}>
      <PageTitle>Deduction rules</PageTitle>
      <Card variant="outlined" sx={{ overflowX: 'auto' }}>
        <CardHeader
          title="Default rules"
          subheader="Every supplier without an agreement of its own. A rule raises at most one deduction per order."
        />
        <CardContent>
          <ScopeRules supplier={null} />
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ overflowX: 'auto' }}>
        <CardHeader title="A supplier's agreement" subheader="A supplier's own rules replace the default for that supplier." />
        <CardContent>
          <Stack spacing={2}>
            <SupplierPicker value={supplier} onChange={setSupplier} />
            {supplier && <ScopeRules key={supplier.id} supplier={supplier} />}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

export { DeductionRulesPage as Component };
