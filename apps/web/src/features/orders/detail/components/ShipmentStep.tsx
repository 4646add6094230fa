// Process order step 1: a carrier and tracking numbers per item awaiting shipment (spec 4, 5 "Shipment").
import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  OTHER_CARRIER_ID,
  orderShipmentsRequest,
  type CarrierOption,
  type OrderDetail,
  type OrderItem,
  type OrderShipmentsRequest,
} from '@portal/contracts';
import { FormErrorBanner } from '../../../../components/form/FormErrorBanner.tsx';
import type { FormBanner } from '../../../../components/form/server-errors.ts';
import { itemCarriersQueryOptions } from '../../api/order-detail-calls.ts';
import { StepActions } from './StepActions.tsx';

const CLOSED_STATUSES = ['Invoicing', 'Complete', 'Canceled', 'ProductNotAvailable'];
/** The items still to ship: not yet invoicing, complete, cancelled or unavailable. */
export const itemsToShip = (items: readonly OrderItem[]) => items.filter((i) => !CLOSED_STATUSES.includes(i.fulfillmentStatus));

interface Row {
  orderLineId: number;
  carrierId: number | '';
  otherCarrierName: string;
  trackingNumbers: string[];
}

const rowOf = (item: OrderItem): Row => ({
  orderLineId: item.id,
  carrierId: item.trackings[0]?.carrierId ?? '',
  otherCarrierName: item.trackings[0]?.carrierId === OTHER_CARRIER_ID ? item.trackings[0].carrierName : '',
  trackingNumbers: item.trackings.length ? item.trackings.map((t) => t.trackingNumber) : [''],
});

/** The request of the rows; with the same carrier for all, every row takes the first row's carrier. */
export function shipmentsRequestOf(rows: readonly Row[], carriersOf: (index: number) => readonly CarrierOption[], sameCarrier: boolean) {
  const carrierOf = (row: Row, index: number) => {
    if (row.carrierId !== '') return row.carrierId;
    const options = carriersOf(index);
    return options.length === 1 ? options[0]!.value : undefined;
  };
  const first = rows[0];
  return rows.map((row, index) => {
    const source = sameCarrier && first ? first : row;
    const carrierId = carrierOf(source, sameCarrier ? 0 : index);
    return {
      orderLineId: row.orderLineId,
      carrierId,
      otherCarrierName: carrierId === OTHER_CARRIER_ID ? source.otherCarrierName.trim() : null,
      trackingNumbers: row.trackingNumbers.map((t) => t.trim()),
    };
  });
}

export interface ShipmentStepProps {
  order: OrderDetail;
  items: OrderItem[];
  save: (body: OrderShipmentsRequest) => Promise<unknown>;
  onBusy: (busy: boolean) => void;
  onSaved: (how: 'continue' | 'exit') => void;
}

export function ShipmentStep({ order, items, save, onBusy, onSaved }: ShipmentStepProps) {
  const shipItems = itemsToShip(items);
  const [rows, setRows] = useState<Row[]>(() => shipItems.map(rowOf));
  const [sameCarrier, setSameCarrier] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const [saving, setSaving] = useState(false);
  const carrierQueries = useQueries({ queries: shipItems.map((i) => itemCarriersQueryOptions(order.id, i.id)) });
  const carriersOf = (index: number) => carrierQueries[index]?.data ?? [];
  const showSameCarrier = order.shippingMethod.length === 1 && shipItems.length > 1;
  const useSame = showSameCarrier && sameCarrier;

  const update = (index: number, change: Partial<Row>) => setRows((all) => all.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const setTracking = (index: number, at: number, value: string) =>
    update(index, { trackingNumbers: rows[index]!.trackingNumbers.map((t, j) => (j === at ? value : t)) });

  const submit = async (how: 'continue' | 'exit') => {
    setBanner(null);
    const request = shipmentsRequestOf(rows, carriersOf, useSame);
    const parsed = orderShipmentsRequest.safeParse(request);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      if (found['']) setBanner({ title: found[''], fieldMessages: [] });
      return;
    }
    setErrors({});
    setSaving(true);
    onBusy(true);
    try {
      await save(parsed.data);
      onSaved(how);
    } catch (error) {
      setBanner({ title: error instanceof Error ? error.message : String(error), fieldMessages: [] });
    } finally {
      setSaving(false);
      onBusy(false);
    }
  };

  if (shipItems.length === 0) {
    return <Typography color="text.secondary">Every item has been shipped.</Typography>;
  }

  return (
    <Stack spacing={3}>
      <FormErrorBanner banner={banner} />
      {showSameCarrier && (
        <FormControlLabel
          control={<Checkbox checked={sameCarrier} onChange={(e) => setSameCarrier(e.target.checked)} />}
          label="Use same carrier for all items"
        />
      )}
      {shipItems.map((item, index) => {
        const row = rows[index]!;
        const options = carriersOf(index);
        const follower = useSame && index > 0;
        const shown = follower ? rows[0]! : row;
        const carrierValue = shown.carrierId !== '' ? shown.carrierId : options.length === 1 ? options[0]!.value : '';
        return (
          <Stack key={item.id} spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2">
              {item.productName} ({item.sku})
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                select
                label="Carrier"
                required
                value={options.some((o) => o.value === carrierValue) ? carrierValue : ''}
                onChange={(e) => update(index, { carrierId: Number(e.target.value) })}
                disabled={follower || (shipItems.length === 1 && options.length === 1)}
                error={!!errors[`${index}.carrierId`]}
                helperText={errors[`${index}.carrierId`]}
              >
                {options.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
              {carrierValue === OTHER_CARRIER_ID && (
                <TextField
                  label="Carrier name"
                  required
                  value={shown.otherCarrierName}
                  disabled={follower}
                  onChange={(e) => update(index, { otherCarrierName: e.target.value })}
                  error={!!errors[`${index}.otherCarrierName`]}
                  helperText={errors[`${index}.otherCarrierName`]}
                />
              )}
            </Box>
            {row.trackingNumbers.map((tracking, at) => (
              <Stack key={at} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  fullWidth
                  required={at === 0}
                  label={`Tracking number${row.trackingNumbers.length > 1 ? ` ${at + 1}` : ''}`}
                  value={tracking}
                  onChange={(e) => setTracking(index, at, e.target.value)}
                  error={!!errors[`${index}.trackingNumbers.${at}`] || (at === 0 && !!errors[`${index}.trackingNumbers`])}
                  helperText={errors[`${index}.trackingNumbers.${at}`] ?? (at === 0 ? errors[`${index}.trackingNumbers`] : undefined)}
                />
                {at > 0 && (
                  <Tooltip title="Remove tracking number">
                    <IconButton
                      aria-label={`Remove tracking number ${at + 1}`}
                      onClick={() => update(index, { trackingNumbers: row.trackingNumbers.filter((_, j) => j !== at) })}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
            ))}
            <Box>
              <Button size="small" startIcon={<AddIcon />} onClick={() => update(index, { trackingNumbers: [...row.trackingNumbers, ''] })}>
                Add tracking number
              </Button>
            </Box>
          </Stack>
        );
      })}
      <StepActions>
        <Button onClick={() => void submit('exit')} disabled={saving}>
          Save and exit
        </Button>
        <Button variant="contained" onClick={() => void submit('continue')} disabled={saving}>
          Continue to invoice
        </Button>
      </StepActions>
    </Stack>
  );
}
