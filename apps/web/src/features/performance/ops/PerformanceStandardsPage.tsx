// /ops/performance/standards: the standards every supplier is held to (global), and suppliers' own standards, which
// replace the global set for that supplier until put back (like the feature flags' global and per-supplier values).
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { PERFORMANCE_FIGURES, PERFORMANCE_FIGURE_INFO, PERFORMANCE_RANGE_LABELS, type PerformanceStandardsBody } from '@portal/contracts';
import { notify } from '../../../components/feedback/notifications.tsx';
import { SearchPicker } from '../../../components/form/SearchPicker.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { standardRanges } from '../../../lib/performance-texts.ts';
import { useSaveStandards, useStandards, useSupplierChoices } from './api.ts';
import { StandardsTable } from './StandardsTable.tsx';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface Supplier {
  supplierId: number;
  supplierName: string;
}

const nameOf = (s: Supplier) => s.supplierName;
const sameSupplier = (a: Supplier, b: Supplier) => a.supplierId === b.supplierId;

function SupplierStandards({
  supplier,
  global,
  own,
}: {
  supplier: Supplier;
  global: PerformanceStandardsBody;
  own: PerformanceStandardsBody | null;
}) {
  const save = useSaveStandards();
  const scope = `${supplier.supplierName}'s standards`;
  return (
    <Stack spacing={2}>
      {!own && <Alert severity="info">This supplier is held to the global standards; saving here gives it standards of its own.</Alert>}
      <StandardsTable
        label={scope}
        standards={own ?? global}
        busy={save.isPending}
        error={save.isError ? errorMessage(save.error) : null}
        onSave={(standards) =>
          save.mutate(
            { supplierId: supplier.supplierId, standards },
            { onSuccess: () => notify('standards-saved', `${scope} were saved.`) },
          )
        }
        extraActions={
          own && (
            <Button
              onClick={() =>
                save.mutate(
                  { supplierId: supplier.supplierId, standards: null },
                  { onSuccess: () => notify('standards-saved', `${supplier.supplierName} is held to the global standards again.`) },
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
  const [supplier, setSupplier] = useState<Supplier | null>(null);
  const data = standards.data;
  const own = (supplierId: number) => data?.overrides.find((o) => o.supplierId === supplierId)?.standards ?? null;
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Standards
      </Typography>
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
                <SearchPicker
                  label="Supplier"
                  value={supplier}
                  onChange={setSupplier}
                  useOptions={useSupplierChoices}
                  optionLabel={nameOf}
                  sameOption={sameSupplier}
                />
                {supplier && (
                  <SupplierStandards
                    key={`${supplier.supplierId}-${standards.dataUpdatedAt}`}
                    supplier={supplier}
                    global={data.global}
                    own={own(supplier.supplierId)}
                  />
                )}
                {data.overrides.length === 0 ? (
                  <Typography variant="body2">Every supplier is held to the global standards.</Typography>
                ) : (
                  <Table size="small" aria-label="Suppliers with their own standards">
                    <TableHead>
                      <TableRow>
                        <TableCell>Supplier</TableCell>
                        {PERFORMANCE_FIGURES.map((f) => (
                          <TableCell key={f}>{PERFORMANCE_FIGURE_INFO[f].label}</TableCell>
                        ))}
                        <TableCell />
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.overrides.map((o) => (
                        <TableRow key={o.supplierId}>
                          <TableCell component="th" scope="row">
                            {o.supplierName}
                          </TableCell>
                          {PERFORMANCE_FIGURES.map((f) => (
                            <TableCell key={f}>
                              {standardRanges(f, o.standards[f])
                                .slice(0, 2)
                                .map(([range, text]) => (
                                  <Typography key={range} variant="body2">
                                    {PERFORMANCE_RANGE_LABELS[range]}: {text}
                                  </Typography>
                                ))}
                            </TableCell>
                          ))}
                          <TableCell>
                            <Button
                              size="small"
                              aria-label={`Change ${o.supplierName}'s standards`}
                              onClick={() => setSupplier({ supplierId: o.supplierId, supplierName: o.supplierName })}
                            >
                              Change
                            </Button>
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </Stack>
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}

export { PerformanceStandardsPage as Component };
