// /ops/performance/standards: the standards every supplier is held to (global), and suppliers' own standards, which
// replace the global set for that supplier until put back (like the feature flags' global and per-supplier values).
// The suppliers with their own standards are a compact server grid (search, sort and page in the URL).
import { useState } from 'react';
import { Alert, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { PERFORMANCE_FIGURES, PERFORMANCE_FIGURE_INFO, PERFORMANCE_RANGE_LABELS, type PerformanceStandardsBody } from '@portal/contracts';
import { CompactServerGrid } from '../../../components/data-grid/compact/CompactServerGrid.tsx';
import type { CompactGridColumn } from '../../../components/data-grid/compact/CompactGridTable.tsx';
import type { CompactGridFilter } from '../../../components/data-grid/compact/compact-grid.ts';
import { notify } from '../../../components/feedback/notifications.tsx';
import { SupplierPicker, type SupplierChoice } from '../../../components/form/SupplierPicker.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { standardRanges } from '../../../lib/performance-texts.ts';
import { overridesQuery, useSaveStandards, useStandards, type StandardsOverrideGridRow } from './api.ts';
import { StandardsTable } from './StandardsTable.tsx';
import { PageTitle } from '../../../components/page/PageTitle.tsx';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

const OVERRIDE_FILTERS: readonly CompactGridFilter[] = [{ kind: 'text', column: 'supplierName', label: 'Supplier name' }];

function overrideColumns(change: (supplier: SupplierChoice) => void): CompactGridColumn<StandardsOverrideGridRow>[] {
  return [
    { id: 'supplierName', label: 'Supplier', sortable: true, render: (o) => o.supplierName },
    ...PERFORMANCE_FIGURES.map((f): CompactGridColumn<StandardsOverrideGridRow> => ({
      id: f,
      label: PERFORMANCE_FIGURE_INFO[f].label,
      render: (o) =>
        standardRanges(f, o.standards[f])
          .slice(0, 2)
          .map(([range, text]) => (
            <Typography key={range} variant="body2">
              {PERFORMANCE_RANGE_LABELS[range]}: {text}
            </Typography>
          )),
    })),
    {
      id: 'change',
      label: '',
      render: (o) => (
        <Button
          size="small"
          aria-label={`Change ${o.supplierName}'s standards`}
          onClick={() => change({ id: o.supplierId, name: o.supplierName })}
        >
          Change
        </Button>
      ),
    },
  ];
}

function SupplierStandards({
  supplier,
  global,
  own,
}: {
  supplier: SupplierChoice;
  global: PerformanceStandardsBody;
  own: PerformanceStandardsBody | null;
}) {
  const save = useSaveStandards();
  const scope = `${supplier.name}'s standards`;
  return (
    <Stack spacing={2}>
      {!own && <Alert severity="info">This supplier is held to the global standards; saving here gives it standards of its own.</Alert>}
      <StandardsTable
        label={scope}
        standards={own ?? global}
        busy={save.isPending}
        error={save.isError ? errorMessage(save.error) : null}
        onSave={(standards) =>
          save.mutate({ supplierId: supplier.id, standards }, { onSuccess: () => notify('standards-saved', `${scope} were saved.`) })
        }
        extraActions={
          own && (
            <Button
              onClick={() =>
                save.mutate(
                  { supplierId: supplier.id, standards: null },
                  { onSuccess: () => notify('standards-saved', `${supplier.name} is held to the global standards again.`) },
                )
              }
            >
              Back to global standards
            </Button>
          )
        }
      />
    </Stack>
  );
}

export function PerformanceStandardsPage() {
  useDocumentTitle('Standards');
  const standards = useStandards();
  const saveGlobal = useSaveStandards();
  const [supplier, setSupplier] = useState<SupplierChoice | null>(null);
  const data = standards.data;
  const own = (supplierId: number) => data?.overrides.find((o) => o.supplierId === supplierId)?.standards ?? null;
  return (
    <Stack spacing={3}>
      <PageTitle>Standards</PageTitle>
      {standards.isError && <Alert severity="error">{errorMessage(standards.error)}</Alert>}
      {data && (
        <>
          <Card variant="outlined" sx={{ overflowX: 'auto' }}>
            <CardHeader title="Global standards" subheader="Every supplier without standards of its own is held to these." />
            <CardContent>
              <StandardsTable
                key={standards.dataUpdatedAt}
                label="Global standards"
                standards={data.global}
                busy={saveGlobal.isPending}
                error={saveGlobal.isError ? errorMessage(saveGlobal.error) : null}
                onSave={(next) =>
                  saveGlobal.mutate(
                    { supplierId: null, standards: next },
                    { onSuccess: () => notify('standards-saved', 'The global standards were saved.') },
                  )
                }
              />
            </CardContent>
          </Card>
          <Card variant="outlined" sx={{ overflowX: 'auto' }}>
            <CardHeader title="A supplier's standards" subheader="A supplier's own standards replace the global ones for that supplier." />
            <CardContent>
              <Stack spacing={2}>
                <SupplierPicker value={supplier} onChange={setSupplier} />
                {supplier && (
                  <SupplierStandards
                    key={`${supplier.id}-${standards.dataUpdatedAt}`}
                    supplier={supplier}
                    global={data.global}
                    own={own(supplier.id)}
                  />
                )}
                <CompactServerGrid
                  label="Suppliers with their own standards"
                  filters={OVERRIDE_FILTERS}
                  query={overridesQuery}
                  columns={overrideColumns(setSupplier)}
                  emptyText="Every supplier is held to the global standards."
                  errorText="The suppliers with their own standards could not be loaded."
                />
              </Stack>
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}

export { PerformanceStandardsPage as Component };
