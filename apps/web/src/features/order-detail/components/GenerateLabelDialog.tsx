// Generate label: facility, shipment date (today .. +3 days), estimated value and packages (spec 5 "Print label", 7).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, IconButton, InputAdornment, LinearProgress, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  addCalendarDays,
  LABEL_DATE_WINDOW_DAYS,
  labelDayProblem,
  labelRequest,
  ORDER_WORKFLOW_MESSAGES,
  PACKAGE_TYPES,
  type Facility,
  type LabelRequest,
  type OrderDetail,
  type PackageDetails,
  type PackageType,
} from '@portal/contracts';
import { PART_ERROR_TEXT } from '../../../components/feedback/PartErrorBoundary.tsx';
import { notifyError } from '../../../components/feedback/notifications.tsx';
import { facilitiesQueryOptions, packagesQueryOptions } from '../api.ts';
import { activeFacilities, issuesByPath, numberOf, preselectedFacility, textOf } from '../package-rows.ts';
import { todayIso } from '../today.ts';
import { DialogFrame } from './DialogFrame.tsx';
import { FacilitySelect } from './FacilitySelect.tsx';
import { StepActions } from './StepActions.tsx';

interface PackageRow {
  key: number;
  packageType: PackageType;
  width: string;
  height: string;
  depth: string;
  weight: string;
  boxes: string;
}
let nextKey = 1;
/** The spec's default package: a Box, dimensions and weight 0, one box. */
export const defaultPackageRow = (): PackageRow => ({ key: nextKey++, packageType: 'Box', width: '0', height: '0', depth: '0', weight: '0', boxes: '1' });

export interface GenerateLabelDialogProps {
  order: Pick<OrderDetail, 'id' | 'shipFromFacilityId'>;
  /** Prints the label, then answers the label's URL. */
  submit: (body: LabelRequest) => Promise<string>;
  onGenerated: (url: string) => void;
  onClose: () => void;
}

export function GenerateLabelDialog(props: GenerateLabelDialogProps) {
  const facilities = useQuery(facilitiesQueryOptions());
  const packages = useQuery(packagesQueryOptions(props.order.id));
  const failed = facilities.isError || packages.isError;
  const [busy, setBusy] = useState(false);
  return (
    <DialogFrame open title="Generate label" width="xl" onClose={props.onClose} busy={busy}>
      {failed ? (
        <Alert severity="error">{PART_ERROR_TEXT}</Alert>
      ) : facilities.data && packages.data ? (
        <LabelForm {...props} onBusy={setBusy} facilities={activeFacilities(facilities.data)} details={packages.data} />
      ) : (
        <LinearProgress aria-label="Loading" />
      )}
    </DialogFrame>
  );
}

interface LabelFormProps extends GenerateLabelDialogProps {
  facilities: Facility[];
  details: PackageDetails;
  onBusy: (busy: boolean) => void;
}

function LabelForm({ order, submit, onGenerated, onClose, facilities, details, onBusy }: LabelFormProps) {
  const today = todayIso();
  const [facilityId, setFacilityId] = useState<number | ''>(() =>
    preselectedFacility(facilities, (f) => f.id === order.shipFromFacilityId || (!order.shipFromFacilityId && f.isPrimaryLocation)),
  );
  const [date, setDate] = useState(today);
  const [estimatedValue, setEstimatedValue] = useState(details.estimatedValue);
  const [rows, setRows] = useState<PackageRow[]>(() =>
    details.packages.length
      ? details.packages.map((p) => ({ key: nextKey++, packageType: p.packageType, width: textOf(p.width), height: textOf(p.height), depth: textOf(p.depth), weight: textOf(p.weight), boxes: textOf(p.boxes) }))
      : [defaultPackageRow()],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const dateProblem = labelDayProblem(date, today);

  const update = (key: number, change: Partial<PackageRow>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const send = async () => {
    const parsed = labelRequest.safeParse({
      supplierFacilityId: facilityId === '' ? undefined : facilityId,
      date,
      estimatedValue: estimatedValue.trim(),
      packages: rows.map((r) => ({
        packageType: r.packageType,
        width: numberOf(r.width),
        height: numberOf(r.height),
        depth: numberOf(r.depth),
        weight: numberOf(r.weight),
        boxes: numberOf(r.boxes),
      })),
    });
    const found = parsed.success ? {} : issuesByPath(parsed.error.issues);
    if (dateProblem) found.date = dateProblem;
    setErrors(found);
    if (!parsed.success || dateProblem) return;
    setBusy(true);
    onBusy(true);
    try {
      onGenerated(await submit(parsed.data));
    } catch (error) {
      // label failures go to the generic notification handler (spec 8); the form stays for another try
      notifyError('order-label', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  const numberField = (row: PackageRow, index: number, field: 'width' | 'height' | 'depth' | 'weight' | 'boxes', label: string) => (
    <TextField
      size="small"
      label={label}
      type="number"
      value={row[field]}
      onChange={(e) => update(row.key, { [field]: e.target.value })}
      error={!!errors[`packages.${index}.${field}`]}
      helperText={errors[`packages.${index}.${field}`]}
      slotProps={{
        htmlInput: { min: field === 'boxes' ? 1 : 0, step: field === 'boxes' ? 1 : 'any', 'aria-label': `${label} of package ${index + 1}` },
      }}
    />
  );

  return (
    <Stack spacing={2}>
      <FacilitySelect facilities={facilities} value={facilityId} onChange={setFacilityId} error={errors.supplierFacilityId} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          type="date"
          label="Shipment date"
          required
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={!!errors.date || !!dateProblem}
          helperText={errors.date ?? dateProblem}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: addCalendarDays(today, LABEL_DATE_WINDOW_DAYS) } }}
        />
        <TextField
          label="Estimated value"
          required
          value={estimatedValue}
          onChange={(e) => setEstimatedValue(e.target.value)}
          error={!!errors.estimatedValue}
          helperText={errors.estimatedValue}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
      <Typography variant="subtitle2">Packages</Typography>
      {rows.map((row, index) => (
        <Box
          key={row.key}
          aria-label={`Package ${index + 1}`}
          role="group"
          sx={{ display: 'grid', gap: 1, alignItems: 'start', gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'minmax(88px, 1.2fr) repeat(5, minmax(0, 1fr)) auto' } }}
        >
          <TextField
            select
            size="small"
            label="Type"
            value={row.packageType}
            onChange={(e) => update(row.key, { packageType: e.target.value as PackageType })}
          >
            {PACKAGE_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          {numberField(row, index, 'width', 'Width (in)')}
          {numberField(row, index, 'height', 'Height (in)')}
          {numberField(row, index, 'depth', 'Depth (in)')}
          {numberField(row, index, 'weight', 'Weight (lb)')}
          {numberField(row, index, 'boxes', 'Boxes')}
          <Tooltip title={rows.length <= 1 ? ORDER_WORKFLOW_MESSAGES.atLeastOneBox : 'Remove package'}>
            {/* the span lets the tooltip explain a disabled button */}
            <span>
              <IconButton aria-label={`Remove package ${index + 1}`} disabled={rows.length <= 1} onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}>
                <DeleteIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      ))}
      {errors.packages && <Alert severity="error">{errors.packages}</Alert>}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setRows((all) => [...all, defaultPackageRow()])}>
          Add package
        </Button>
      </Box>
      <StepActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          Generate label
        </Button>
      </StepActions>
    </Stack>
  );
}
