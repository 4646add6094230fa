// Request LTL shipment: facility, ship date, pickup window and packages per item (spec 5 "LTL shipment", 7).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, IconButton, LinearProgress, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  addCalendarDays,
  ltlRequestShippingDate,
  ltlShipmentRequest,
  ltlShippingDateProblem,
  nextBusinessDay,
  ORDER_WORKFLOW_MESSAGES,
  PACKAGE_TYPES,
  totalLtlPackages,
  type Facility,
  type LtlDetails,
  type LtlItem,
  type LtlShipmentRequest,
  type PackageType,
} from '@portal/contracts';
import { PART_ERROR_TEXT } from '../../../components/feedback/PartErrorBoundary.tsx';
import { FormErrorBanner } from '../../../components/form/FormErrorBanner.tsx';
import type { FormBanner } from '../../../components/form/server-errors.ts';
import { facilitiesQueryOptions, ltlPackagesQueryOptions } from '../api.ts';
import { activeFacilities, issuesByPath, numberOf, pickupTimeOf, PICKUP_TIMES, preselectedFacility, textOf } from '../package-rows.ts';
import { todayIso } from '../today.ts';
import { DialogFrame } from './DialogFrame.tsx';
import { FacilitySelect } from './FacilitySelect.tsx';
import { StepActions } from './StepActions.tsx';

interface LtlPackageRow {
  key: number;
  packageType: PackageType;
  width: string;
  height: string;
  depth: string;
  weight: string;
  quantity: string;
  freightClass: string | null;
}
interface LtlItemRow {
  item: LtlItem;
  packages: LtlPackageRow[];
}
let nextKey = 1;
const rowsOf = (item: LtlItem): LtlItemRow => ({
  item,
  packages: item.packages.map((p) => ({
    key: nextKey++,
    packageType: p.packageType,
    width: textOf(p.width),
    height: textOf(p.height),
    depth: textOf(p.depth),
    weight: textOf(p.weight),
    quantity: textOf(p.quantity),
    freightClass: p.freightClass,
  })),
});
const blankPackage = (): LtlPackageRow => ({ key: nextKey++, packageType: 'Pallet', width: '0', height: '0', depth: '0', weight: '0', quantity: '1', freightClass: null });

export interface LtlShipmentDialogProps {
  orderId: number;
  submit: (body: LtlShipmentRequest) => Promise<unknown>;
  onRequested: () => void;
  onClose: () => void;
}

export function LtlShipmentDialog(props: LtlShipmentDialogProps) {
  const facilities = useQuery(facilitiesQueryOptions());
  const details = useQuery(ltlPackagesQueryOptions(props.orderId));
  const [busy, setBusy] = useState(false);
  return (
    <DialogFrame open title="Request LTL shipment" width="xxl" onClose={props.onClose} busy={busy}>
      {facilities.isError || details.isError ? (
        <Alert severity="error">{PART_ERROR_TEXT}</Alert>
      ) : facilities.data && details.data ? (
        <LtlForm {...props} facilities={activeFacilities(facilities.data)} details={details.data} onBusy={setBusy} />
      ) : (
        <LinearProgress aria-label="Loading" />
      )}
    </DialogFrame>
  );
}

interface LtlFormProps extends LtlShipmentDialogProps {
  facilities: Facility[];
  details: LtlDetails;
  onBusy: (busy: boolean) => void;
}

function LtlForm({ submit, onRequested, onClose, facilities, details, onBusy }: LtlFormProps) {
  const today = todayIso();
  const promised = details.promisedShippingDate;
  const [facilityId, setFacilityId] = useState<number | ''>(() => preselectedFacility(facilities, (f) => f.firstForLTL || f.isPrimaryLocationLtl));
  const facility = facilities.find((f) => f.id === facilityId);
  const [shippingDate, setShippingDate] = useState(() => nextBusinessDay(today));
  const [earliest, setEarliest] = useState(() => pickupTimeOf(facility?.earliestPickup, '08:00'));
  const [latest, setLatest] = useState(() => pickupTimeOf(facility?.latestPickup, '17:00'));
  const [rows, setRows] = useState<LtlItemRow[]>(() => details.items.map(rowsOf));
  const [addChoice, setAddChoice] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const [busy, setBusy] = useState(false);
  const dateProblem = ltlShippingDateProblem(shippingDate, today, promised);
  const missing = details.items.filter((i) => !rows.some((r) => r.item.orderItemId === i.orderItemId));

  const updateItem = (index: number, packages: LtlPackageRow[]) => setRows((all) => all.map((r, i) => (i === index ? { ...r, packages } : r)));
  const updatePackage = (index: number, key: number, change: Partial<LtlPackageRow>) =>
    updateItem(index, rows[index]!.packages.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const addItem = (orderItemId: string) => {
    setAddChoice('');
    const item = missing.find((i) => String(i.orderItemId) === orderItemId);
    if (!item) return setAddError(ORDER_WORKFLOW_MESSAGES.itemNotAvailable);
    setAddError(null);
    setRows((all) => [...all, rowsOf(item)]);
  };

  const send = async () => {
    setBanner(null);
    const parsed = ltlShipmentRequest.safeParse({
      supplierFacilityId: facilityId === '' ? undefined : facilityId,
      earliestPickup: earliest,
      latestPickup: latest,
      shippingDate: ltlRequestShippingDate(shippingDate, promised),
      items: rows.map((r) => ({
        productId: r.item.productId,
        sku: r.item.sku,
        packages: r.packages.map((p) => ({
          packageType: p.packageType,
          width: numberOf(p.width),
          height: numberOf(p.height),
          depth: numberOf(p.depth),
          weight: numberOf(p.weight),
          quantity: numberOf(p.quantity),
        })),
      })),
    });
    const found = parsed.success ? {} : issuesByPath(parsed.error.issues);
    setErrors(found);
    if (!parsed.success || dateProblem) return;
    setBusy(true);
    onBusy(true);
    try {
      await submit(parsed.data);
      onRequested();
    } catch (error) {
      setBanner({ title: error instanceof Error ? error.message : String(error), fieldMessages: [] });
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  const numberField = (itemIndex: number, row: LtlPackageRow, at: number, field: 'width' | 'height' | 'depth' | 'weight' | 'quantity', label: string) => {
    const error = errors[`items.${itemIndex}.packages.${at}.${field}`];
    return (
      <TextField
        size="small"
        type="number"
        label={label}
        value={row[field]}
        onChange={(e) => updatePackage(itemIndex, row.key, { [field]: e.target.value })}
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { min: field === 'quantity' ? 1 : 0, step: field === 'quantity' ? 1 : 'any' } }}
      />
    );
  };

  return (
    <Stack spacing={2}>
      <FormErrorBanner banner={banner} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr 1fr' } }}>
        <FacilitySelect facilities={facilities} value={facilityId} onChange={setFacilityId} error={errors.supplierFacilityId} />
        <TextField
          type="date"
          label="Shipping date"
          required
          value={shippingDate}
          onChange={(e) => setShippingDate(e.target.value)}
          error={!!dateProblem}
          helperText={dateProblem}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: addCalendarDays(today, 1), max: promised ?? undefined } }}
        />
        <TextField select label="Earliest pickup" value={earliest} onChange={(e) => setEarliest(e.target.value)}>
          {PICKUP_TIMES.map((t) => (
            <MenuItem key={t.value} value={t.value}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Latest pickup" value={latest} onChange={(e) => setLatest(e.target.value)}>
          {PICKUP_TIMES.map((t) => (
            <MenuItem key={t.value} value={t.value}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {errors.items && <Alert severity="error">{errors.items}</Alert>}
      {rows.map((row, index) => (
        <Stack key={row.item.orderItemId} spacing={2} component="section" aria-label={row.item.productName} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box component="img" src={row.item.imageUrl ?? undefined} alt="" sx={{ width: 56, height: 56, objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover' }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" noWrap>
                {row.item.productName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {row.item.sku}
              </Typography>
            </Box>
            <Tooltip title="Remove item">
              <IconButton aria-label={`Remove ${row.item.productName}`} onClick={() => setRows((all) => all.filter((_, i) => i !== index))}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          {row.packages.map((p, at) => (
            <Box
              key={p.key}
              role="group"
              aria-label={`Package ${at + 1} of ${row.item.sku}`}
              sx={{ display: 'grid', gap: 1, alignItems: 'start', gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', md: 'minmax(96px, 1.2fr) repeat(6, minmax(0, 1fr)) auto' } }}
            >
              <TextField select size="small" label="Type" value={p.packageType} onChange={(e) => updatePackage(index, p.key, { packageType: e.target.value as PackageType })}>
                {PACKAGE_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {t}
                  </MenuItem>
                ))}
              </TextField>
              {numberField(index, p, at, 'width', 'Width (in)')}
              {numberField(index, p, at, 'height', 'Height (in)')}
              {numberField(index, p, at, 'depth', 'Depth (in)')}
              {numberField(index, p, at, 'weight', 'Weight (lb)')}
              {numberField(index, p, at, 'quantity', 'Quantity')}
              <TextField size="small" label="Freight class" value={p.freightClass ?? '--'} slotProps={{ input: { readOnly: true } }} />
              <IconButton aria-label={`Remove package ${at + 1} of ${row.item.sku}`} onClick={() => updateItem(index, row.packages.filter((x) => x.key !== p.key))}>
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          {errors[`items.${index}.packages`] && <Alert severity="error">{errors[`items.${index}.packages`]}</Alert>}
          <Box>
            <Button size="small" startIcon={<AddIcon />} onClick={() => updateItem(index, [...row.packages, blankPackage()])}>
              Add package
            </Button>
          </Box>
        </Stack>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <TextField
          select
          size="small"
          label="Add item"
          value={addChoice}
          onChange={(e) => addItem(e.target.value)}
          disabled={missing.length === 0}
          error={!!addError}
          helperText={addError}
          sx={{ minWidth: 240 }}
        >
          {missing.map((i) => (
            <MenuItem key={i.orderItemId} value={String(i.orderItemId)}>
              {i.productName} ({i.sku})
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2">Total packages: {totalLtlPackages(rows.map((r) => ({ packages: r.packages.map((p) => ({ quantity: Number(p.quantity) || 0 })) })))}</Typography>
      </Stack>
      <StepActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          Request LTL shipment
        </Button>
      </StepActions>
    </Stack>
  );
}
