// Generate label: facility, shipment date (today .. +3 days), estimated value and packages (spec 5 "Print label", 7).
import { Alert, Box, Button, IconButton, InputAdornment, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { labelDateBounds, ORDER_WORKFLOW_MESSAGES, type LabelRequest, type OrderDetail, type PackageDetails } from '@portal/contracts';
import { notifyError } from '../../../../components/feedback/notifications.tsx';
import { packagesQueryOptions } from '../../api/order-detail-calls.ts';
import { DayInput } from './DayInput.tsx';
import { FacilityFormDialog, type FacilityFormProps } from './FacilityFormDialog.tsx';
import { FacilitySelect } from './FacilitySelect.tsx';
import { PackageTypeSelect } from './PackageTypeSelect.tsx';
import { CancelAndSubmit } from './StepActions.tsx';
import { defaultPackageRow, useLabelForm, type LabelPackageRow } from './use-label-form.ts';

export { defaultPackageRow };

export interface GenerateLabelDialogProps {
  order: Pick<OrderDetail, 'id' | 'shipFromFacilityId'>;
  /** Prints the label, then answers the label's URL. */
  submit: (body: LabelRequest) => Promise<string>;
  onGenerated: (url: string) => void;
  onClose: () => void;
}

export function GenerateLabelDialog(props: GenerateLabelDialogProps) {
  return (
    <FacilityFormDialog
      title="Generate label"
      width="xl"
      onClose={props.onClose}
      detailsQuery={packagesQueryOptions(props.order.id)}
      form={(form) => <LabelForm {...props} {...form} />}
    />
  );
}

function LabelForm({
  order,
  submit,
  onGenerated,
  onClose,
  facilities,
  details,
  busy,
  whileBusy,
}: GenerateLabelDialogProps & FacilityFormProps<PackageDetails>) {
  const fields = useLabelForm(order, facilities, details);
  const { form, today, date, rows, dateProblem, update, setRows, error } = fields;

  const send = form.handleSubmit(async (request) => {
    if (dateProblem) return form.setError('date', { message: dateProblem });
    await whileBusy(async () => {
      try {
        onGenerated(await submit(request));
      } catch (error) {
        // label failures go to the generic notification handler (spec 8); the form stays for another try
        notifyError('order-label', error instanceof Error ? error.message : String(error));
      }
    });
  });

  const numberField = (row: LabelPackageRow, index: number, field: 'width' | 'height' | 'depth' | 'weight' | 'boxes', label: string) => (
    <TextField
      size="small"
      label={label}
      type="number"
      value={row[field]}
      onChange={(e) => update(row.key, { [field]: e.target.value })}
      error={!!error(`packages.${index}.${field}`)}
      helperText={error(`packages.${index}.${field}`)}
      slotProps={{
        htmlInput: {
          min: field === 'boxes' ? 1 : 0,
          step: field === 'boxes' ? 1 : 'any',
          'aria-label': `${label} of package ${index + 1}`,
        },
      }}
    />
  );

  return (
    <Stack spacing={2}>
      <FacilitySelect
        facilities={facilities}
        value={fields.supplierFacilityId}
        onChange={(id) => form.setValue('supplierFacilityId', id)}
        error={error('supplierFacilityId')}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DayInput
          label="Shipment date"
          value={date}
          onChange={(day) => form.setValue('date', day)}
          problem={error('date') ?? dateProblem}
          min={labelDateBounds(today).min}
          max={labelDateBounds(today).max}
        />
        <TextField
          label="Estimated value"
          required
          value={fields.estimatedValue}
          onChange={(e) => form.setValue('estimatedValue', e.target.value)}
          error={!!error('estimatedValue')}
          helperText={error('estimatedValue')}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
      </Box>
      <Typography variant="subtitle2">Packages</Typography>
      {rows.map((row, index) => (
        <Box
          key={row.key}
          aria-label={`Package ${index + 1}`}
          role="group"
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'minmax(88px, 1.2fr) repeat(5, minmax(0, 1fr)) auto' },
          }}
        >
          <PackageTypeSelect value={row.packageType} onChange={(packageType) => update(row.key, { packageType })} />
          {numberField(row, index, 'width', 'Width (in)')}
          {numberField(row, index, 'height', 'Height (in)')}
          {numberField(row, index, 'depth', 'Depth (in)')}
          {numberField(row, index, 'weight', 'Weight (lb)')}
          {numberField(row, index, 'boxes', 'Boxes')}
          <Tooltip title={rows.length <= 1 ? ORDER_WORKFLOW_MESSAGES.atLeastOneBox : 'Remove package'}>
            {/* the span lets the tooltip explain a disabled button */}
            <span>
              <IconButton
                aria-label={`Remove package ${index + 1}`}
                disabled={rows.length <= 1}
                onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
              >
                <DeleteIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      ))}
      {error('packages') && <Alert severity="error">{error('packages')}</Alert>}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setRows([...rows, defaultPackageRow()])}>
          Add package
        </Button>
      </Box>
      <CancelAndSubmit busy={busy} onCancel={onClose} submitLabel="Generate label" onSubmit={() => void send()} />
    </Stack>
  );
}
