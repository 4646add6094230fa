// /ops/suppliers/:supplierId: order processing, the supplier's feature flags, its representative, its people (with
// every supplier each of them belongs to) and its EDI trading partner (its own page: /ops/suppliers/:supplierId/edi).
import { useParams, Link as RouterLink } from 'react-router';
import { Alert, Button, Card, CardContent, CardHeader, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { consoleWords, OPS_SUPPLIER_MESSAGES } from '@portal/contracts';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import {
  useRemoveRepresentative,
  useRepresentative,
  useSetProcessOrders,
  useSetRepresentative,
  useSetSupplierFlag,
  useSupplier,
  useSupplierFlags,
  useSupplierPeople,
} from './api.ts';
import { SupplierPeopleTable } from './SupplierPeopleTable.tsx';
import { RepresentativeForm } from './RepresentativeForm.tsx';
import { SupplierFlagsTable } from './SupplierFlagsTable.tsx';
import { PageTitle } from '../../../components/page/PageTitle.tsx';

const failed = (key: string) => (error: unknown) => notifyError(key, error instanceof Error ? error.message : String(error));

export function SupplierPage() {
  const id = Number(useParams().supplierId);
  const supplier = useSupplier(id);
  const flags = useSupplierFlags(id);
  const representative = useRepresentative(id);
  const people = useSupplierPeople(id);
  const setProcessOrders = useSetProcessOrders(id);
  const setFlag = useSetSupplierFlag(id);
  const setRepresentative = useSetRepresentative(id);
  const removeRepresentative = useRemoveRepresentative(id);

  if (supplier.isError) return <Alert severity="error">{OPS_SUPPLIER_MESSAGES.supplierNotFound}</Alert>;
  if (!supplier.data) return <PageProgress />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <PageTitle>{supplier.data.name}</PageTitle>
        <Button component={RouterLink} to="/ops/suppliers">
          All suppliers
        </Button>
      </Stack>
      <Card variant="outlined">
        <CardHeader title="Order processing" />
        <CardContent>
          <FormControlLabel
            control={
              <Switch
                checked={supplier.data.supplierCanProcessOrders}
                disabled={setProcessOrders.isPending}
                onChange={(e) =>
                  setProcessOrders
                    .mutateAsync(e.target.checked)
                    .then(() => notify('process-orders', OPS_SUPPLIER_MESSAGES.processOrdersSaved), failed('process-orders-failed'))
                }
              />
            }
            label={`${consoleWords('supplierCanProcessOrders')}: the supplier processes its orders in the portal`}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Off: the marketplace&apos;s integration processes the orders. A change is mailed to the supplier&apos;s Admins.
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader
          title="Feature flags"
          subheader="The supplier's portal reads its flags when it loads and every 10 minutes. Not mailed."
        />
        <CardContent>
          {flags.data ? (
            <SupplierFlagsTable
              flags={flags.data}
              busy={setFlag.isPending}
              onChange={(feature, isEnabled) =>
                setFlag
                  .mutateAsync({ feature, isEnabled })
                  .then(() => notify('flag-saved', OPS_SUPPLIER_MESSAGES.flagSaved), failed('flag-failed'))
              }
            />
          ) : (
            <PageProgress />
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader
          title="EDI trading partner"
          subheader="The supplier's X12 files: its ISA and GS ids, the documents it exchanges, test mode."
        />
        <CardContent>
          <Button variant="outlined" component={RouterLink} to={`/ops/suppliers/${id}/edi`}>
            Set up EDI
          </Button>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title="Representative" subheader="Shown on the supplier's Representatives page; a change is mailed to its Admins." />
        <CardContent>
          {representative.isSuccess ? (
            <RepresentativeForm
              current={representative.data}
              save={(body) => setRepresentative.mutateAsync(body)}
              remove={() => removeRepresentative.mutateAsync(undefined)}
            />
          ) : (
            <PageProgress />
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader
          title="People"
          subheader="Everyone with a membership of this supplier, and the other suppliers each of them belongs to."
        />
        <CardContent>{people.data ? <SupplierPeopleTable people={people.data} /> : <PageProgress />}</CardContent>
      </Card>
    </Stack>
  );
}

export { SupplierPage as Component };
