// The items list: 96x96 image, name, SKU, UOM, carriers, trackings, quantity, prices (old ones struck through).
import type { ReactNode } from 'react';
import { Alert, Box, Divider, Link, Stack, Typography } from '@mui/material';
import type { OrderItem } from '@portal/contracts';
import { PART_ERROR_TEXT } from '../../../../components/feedback/PartErrorBoundary.tsx';
import { EMPTY_VALUE, formatCurrency } from '../../../../lib/format.ts';
import { Field, Section } from './Section.tsx';
import { ProductImage } from './ProductImage.tsx';

export const distinctCarriers = (item: OrderItem) => [...new Set(item.trackings.map((t) => t.carrierName))].join(', ') || EMPTY_VALUE;

function Price({ value, before }: { value: string; before: string | null }) {
  // the old value shows struck through only when an approved change replaced it
  return (
    <>
      {before && before !== value && (
        <Box component="s" sx={{ color: 'text.secondary', mr: 1 }} aria-label={`was ${formatCurrency(before)}`}>
          {formatCurrency(before)}
        </Box>
      )}
      {formatCurrency(value)}
    </>
  );
}

function Trackings({ item }: { item: OrderItem }) {
  if (item.trackings.length === 0) return <>{EMPTY_VALUE}</>;
  return (
    <>
      {item.trackings.map((t, index) => (
        <span key={`${t.trackingNumber}-${index}`}>
          {index > 0 && ', '}
          {t.trackUrl ? (
            <Link href={t.trackUrl} target="_blank" rel="noopener noreferrer">
              {t.trackingNumber}
            </Link>
          ) : (
            t.trackingNumber
          )}
        </span>
      ))}
    </>
  );
}

export interface OrderItemsListProps {
  items: OrderItem[] | undefined;
  failed: boolean;
  loading: boolean;
  action: ReactNode;
  /** The subtotal block under the items. */
  footer: ReactNode;
}

export function OrderItemsList({ items, failed, loading, action, footer }: OrderItemsListProps) {
  return (
    <Section title="Items" action={action}>
      {loading ? (
        <Typography color="text.secondary">Loading items…</Typography>
      ) : failed || !items || items.length === 0 ? (
        <Alert severity="error">{PART_ERROR_TEXT}</Alert>
      ) : (
        <Stack divider={<Divider flexItem />} spacing={2}>
          {items.map((item, index) => (
            <Stack key={item.id} direction={{ xs: 'column', sm: 'row' }} spacing={2} component="article" aria-label={item.productName}>
              <ProductImage src={item.imageUrl} alt={item.productName} size={96} priority={index === 0} />
              <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3">
                  {item.productName}
                </Typography>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: {
                      xs: 'repeat(2, minmax(0, 1fr))',
                      sm: 'repeat(3, minmax(0, 1fr))',
                      lg: 'repeat(4, minmax(0, 1fr))',
                    },
                  }}
                >
                  <Field label="Product SKU">{item.sku}</Field>
                  <Field label="UOM">{item.unitOfMeasure || EMPTY_VALUE}</Field>
                  <Field label="Carrier">{distinctCarriers(item)}</Field>
                  <Field label="Tracking">
                    <Trackings item={item} />
                  </Field>
                  <Field label="Quantity">{item.quantity}</Field>
                  <Field label="Price per unit">
                    <Price value={item.pricePerUnit} before={item.pricePerUnitBeforeChangeApproval} />
                  </Field>
                  <Field label="Total">
                    <Price value={item.total} before={item.totalBeforeChangeApproval} />
                  </Field>
                </Box>
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
      <Divider sx={{ my: 2 }} />
      {footer}
    </Section>
  );
}
