// Request LTL shipment: facility, ship date, pickup window and packages per item (spec 5 "LTL shipment", 7).
import { useState } from 'react';
import { Alert, Box, Button, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  addCalendarDays,
  localDay,
  ltlRequestShippingDate,
  ltlShipmentRequest,
  ltlShippingDateProblem,
  nextBusinessDay,
  ORDER_WORKFLOW_MESSAGES,
  totalLtlPackages,
  type LtlDetails,
  type LtlItem,
  type LtlShipmentRequest,
} from '@portal/contracts';
import { FormErrorBanner } from '../../../../components/form/FormErrorBanner.tsx';
import type { FormBanner } from '../../../../components/form/server-errors.ts';
import { ltlPackagesQueryOptions } from '../../api/order-detail-calls.ts';
import { issuesByPath, measureNumbers, measureTexts, numberOf, pickupTimeOf, PICKUP_TIMES, preselectedFacility, textOf, type PackageMeasureRow } from '../package-rows.ts';
import { DayInput } from './DayInput.tsx';
import { FacilityFormDialog, type FacilityFormProps } from './FacilityFormDialog.tsx';
import { FacilitySelect } from './FacilitySelect.tsx';
import { PackageTypeSelect } from './PackageTypeSelect.tsx';
import { CancelAndSubmit } from './StepActions.tsx';
import { ProductImage } from './ProductImage.tsx';

interface LtlPackageRow extends PackageMeasureRow {
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
    ...measureTexts(p),
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
  return (
    <FacilityFormDialog title="Request LTL shipment" width="xxl" onClose={props.onClose} detailsQuery={ltlPackagesQueryOptions(props.orderId)} form={(form) => <LtlForm {...props} {...form} />} />
  );
}

function LtlForm({ submit, onRequested, onClose, facilities, details, busy, whileBusy }: LtlShipmentDialogProps & FacilityFormProps<LtlDetails>) {
  const today = localDay();
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
          ...measureNumbers(p),
          quantity: numberOf(p.quantity),
        })),
      })),
    });
    const found = parsed.success ? {} : issuesByPath(parsed.error.issues);
    setErrors(found);
    if (!parsed.success || dateProblem) return;
    await whileBusy(async () => {
      try {
        await submit(parsed.data);
        onRequested();
      } catch (error) {
        setBanner({ title: error instanceof Error ? error.message : String(error), fieldMessages: [] });
      }
    });
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

  const pickupSelect = (label: string, value: string, onChange: (time: string) => void) => (
    <TextField select label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {PICKUP_TIMES.map((t) => (
        <MenuItem key={t.value} value={t.value}>
          {t.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      <FormErrorBanner banner={banner} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr 1fr' } }}>
        <FacilitySelect facilities={facilities} value={facilityId} onChange={setFacilityId} error={errors.supplierFacilityId} />
        <DayInput label="Shipping date" value={shippingDate} onChange={setShippingDate} problem={dateProblem} min={addCalendarDays(today, 1)} max={promised ?? undefined} />
        {pickupSelect('Earliest pickup', earliest, setEarliest)}
        {pickupSelect('Latest pickup', latest, setLatest)}
      </Box>
      {errors.items && <Alert severity="error">{errors.items}</Alert>}
      {rows.map((row, index) => (
        <Stack key={row.item.orderItemId} spacing={2} component="section" aria-label={row.item.productName} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <ProductImage src={row.item.imageUrl} alt="" size={56} />
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
              <PackageTypeSelect value={p.packageType} onChange={(packageType) => updatePackage(index, p.key, { packageType })} />
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
      <CancelAndSubmit busy={busy} onCancel={onClose} submitLabel="Request LTL shipment" onSubmit={() => void send()} />
    </Stack>
  );
}
