// The operator's "New order" form: a purchase order for a supplier, validated by the intake call's contract schema
// (orderIntakeRequest); the server's field errors land under their fields.
import { useState } from 'react';
import { useController, useFieldArray, useForm, type Control, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  INTAKE_SHIPPING_METHODS,
  orderIntakeRequest,
  SHIPPING_METHOD_LABELS,
  type OrderIntake,
  type OrderIntakeRequest,
  type OrderIntakeResponse,
} from '@portal/contracts';
import { FormErrorBanner } from '../../../components/form/FormErrorBanner.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { FormSelectField } from '../../../components/form/FormSelectField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { useOpsOptions } from './ops-calls.ts';

type Values = OrderIntakeRequest;
/**
 * A 24-column grid (the items row has 1.5-wide cells of the usual 12). Its 23 gaps are the grid's least width: 16 px
 * each made 368 px, wider than a phone's form (the page scrolled sideways at 390 px); 8 px below `sm`.
 */
const GRID = { display: 'grid', rowGap: 2, columnGap: { xs: 1, sm: 2 }, gridTemplateColumns: 'repeat(24, minmax(0, 1fr))' } as const;

const emptyItem = { productId: undefined as unknown as number, sku: '', productName: '', quantity: 1, pricePerUnit: '' };
export const NEW_ORDER_DEFAULTS: Values = {
  supplierId: undefined as unknown as number,
  purchaseOrderNumber: '',
  channel: '',
  shippingMethod: 'BisonFedex',
  promisedShippingDate: '',
  shippingCost: '0',
  customer: { firstName: '', lastName: '', company: '', phone: '' },
  address: { address1: '', address2: '', city: '', state: '', zip: '', country: 'US' },
  items: [emptyItem],
};

/** A number input bound to the form: '' is no value (the schema says it is required). */
function NumberField({
  control,
  name,
  label,
  select,
  children,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  select?: boolean;
  children?: React.ReactNode;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      label={label}
      required
      fullWidth
      select={select}
      type={select ? undefined : 'number'}
      name={field.name}
      inputRef={field.ref}
      value={(field.value as number | undefined) ?? ''}
      onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      onBlur={field.onBlur}
      error={!!fieldState.error}
      helperText={fieldState.error?.message}
    >
      {children}
    </TextField>
  );
}

const FIELD_NAMES = [
  'supplierId',
  'purchaseOrderNumber',
  'channel',
  'shippingMethod',
  'promisedShippingDate',
  'shippingCost',
  'customer.firstName',
  'customer.lastName',
  'customer.company',
  'customer.phone',
  'address.address1',
  'address.address2',
  'address.city',
  'address.state',
  'address.zip',
  'address.country',
  'items',
] as const;

export function NewOrderForm({
  create,
  onCreated,
}: {
  create: (body: OrderIntake) => Promise<OrderIntakeResponse>;
  onCreated: (order: OrderIntakeResponse) => void;
}) {
  const suppliers = useOpsOptions('suppliers');
  const form = useForm<Values>({
    resolver: zodResolver(orderIntakeRequest) as unknown as Resolver<Values>,
    defaultValues: NEW_ORDER_DEFAULTS,
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const c = form.control;
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const order = await create(values as unknown as OrderIntake);
      form.reset(NEW_ORDER_DEFAULTS);
      onCreated(order);
    } catch (error) {
      const names = [
        ...FIELD_NAMES,
        ...items.fields.flatMap((_, i) => ['productId', 'sku', 'productName', 'quantity', 'pricePerUnit'].map((k) => `items.${i}.${k}`)),
      ];
      setBanner(applyServerErrors(error, form.setError, names as FieldPath<Values>[]));
    }
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(e) => void submit(e)} aria-label="New order">
      {banner && <FormErrorBanner banner={banner} />}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Order
        </Typography>
        <Box sx={GRID}>
          <Box sx={{ gridColumn: { xs: 'span 24', md: 'span 8' } }}>
            <NumberField control={c} name="supplierId" label="Supplier" select>
              {(suppliers.data ?? []).map((s) => (
                <MenuItem key={s.value} value={s.value}>
                  {s.label}
                </MenuItem>
              ))}
            </NumberField>
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 24', md: 'span 8' } }}>
            <FormTextField control={c} name="purchaseOrderNumber" label="PO number" required />
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 24', md: 'span 8' } }}>
            <FormTextField control={c} name="channel" label="Channel" required helperText="Where the customer bought, e.g. Amazon" />
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 24', md: 'span 8' } }}>
            <FormSelectField control={c} name="shippingMethod" label="Shipping method" required>
              {INTAKE_SHIPPING_METHODS.map((m) => (
                <MenuItem key={m} value={m}>
                  {SHIPPING_METHOD_LABELS[m]}
                </MenuItem>
              ))}
            </FormSelectField>
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 24', md: 'span 8' } }}>
            <FormTextField
              control={c}
              name="promisedShippingDate"
              label="Promised shipping date"
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 24', md: 'span 8' } }}>
            <FormTextField control={c} name="shippingCost" label="Shipping cost" />
          </Box>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Customer and address
        </Typography>
        <Box sx={GRID}>
          <Box sx={{ gridColumn: { xs: 'span 24', md: 'span 6' } }}>
            <FormTextField control={c} name="customer.firstName" label="First name" required />
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 24', md: 'span 6' } }}>
            <FormTextField control={c} name="customer.lastName" label="Last name" required />
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 24', md: 'span 6' } }}>
            <FormTextField control={c} name="customer.company" label="Company" />
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 24', md: 'span 6' } }}>
            <FormTextField control={c} name="customer.phone" label="Phone" />
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 24', md: 'span 12' } }}>
            <FormTextField control={c} name="address.address1" label="Address" required />
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 24', md: 'span 12' } }}>
            <FormTextField control={c} name="address.address2" label="Address line 2" />
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 24', md: 'span 8' } }}>
            <FormTextField control={c} name="address.city" label="City" required />
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 12', md: 'span 6' } }}>
            <FormTextField control={c} name="address.state" label="State" required />
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 12', md: 'span 6' } }}>
            <FormTextField control={c} name="address.zip" label="ZIP" required />
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 24', md: 'span 4' } }}>
            <FormTextField control={c} name="address.country" label="Country" />
          </Box>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Items
        </Typography>
        <Stack spacing={2}>
          {items.fields.map((item, i) => (
            <Box sx={GRID} key={item.id} role="group" aria-label={`Item ${i + 1}`}>
              <Box sx={{ gridColumn: { xs: 'span 12', md: 'span 4' } }}>
                <NumberField control={c} name={`items.${i}.productId`} label="Product ID" />
              </Box>
              <Box sx={{ gridColumn: { xs: 'span 12', md: 'span 4' } }}>
                <FormTextField control={c} name={`items.${i}.sku`} label="SKU" required />
              </Box>
              <Box sx={{ gridColumn: { xs: 'span 24', md: 'span 8' } }}>
                <FormTextField control={c} name={`items.${i}.productName`} label="Product" required />
              </Box>
              <Box sx={{ gridColumn: { xs: 'span 10', md: 'span 3' } }}>
                <NumberField control={c} name={`items.${i}.quantity`} label="Quantity" />
              </Box>
              <Box sx={{ gridColumn: { xs: 'span 10', md: 'span 3' } }}>
                <FormTextField control={c} name={`items.${i}.pricePerUnit`} label="Price" required />
              </Box>
              <Box sx={{ gridColumn: { xs: 'span 4', md: 'span 2' } }}>
                <IconButton aria-label={`Remove item ${i + 1}`} disabled={items.fields.length === 1} onClick={() => items.remove(i)}>
                  <DeleteIcon />
                </IconButton>
              </Box>
            </Box>
          ))}
          {form.formState.errors.items?.root?.message || form.formState.errors.items?.message ? (
            <Typography color="error" variant="body2">
              {form.formState.errors.items?.root?.message ?? form.formState.errors.items?.message}
            </Typography>
          ) : null}
          <div>
            <Button onClick={() => items.append(emptyItem)}>Add item</Button>
          </div>
        </Stack>
      </Paper>
      <div>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          Create order
        </Button>
      </div>
    </Stack>
  );
}
