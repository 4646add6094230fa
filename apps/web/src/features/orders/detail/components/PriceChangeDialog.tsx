// Request price change: per item the current unit price, an arrow and an optional new price (spec 2.4, 5 "Price change").
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import {
  ORDER_WORKFLOW_MESSAGES,
  priceChangeRequestItem,
  resolveNewPrice,
  type OrderItem,
  type PriceChangeRequest,
  type PriceChangeRequestStatus,
} from '@portal/contracts';
import { FormErrorBanner } from '../../../../components/form/FormErrorBanner.tsx';
import type { FormBanner } from '../../../../components/form/server-errors.ts';
import { formatCurrency } from '../../../../lib/format.ts';
import { DialogShell } from '../../../../components/dialogs/DialogShell.tsx';
import { CancelAndSubmit, StepActions } from './StepActions.tsx';
import { ProductImage } from './ProductImage.tsx';

/** Each line's error (schema first, then the contracts' price resolution), keyed by item id. */
export function priceChangeErrors(items: readonly OrderItem[], prices: Record<number, string>): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const item of items) {
    const text = prices[item.id]?.trim() ?? '';
    const parsed = priceChangeRequestItem.safeParse({ orderItemId: item.id, newPrice: text === '' ? null : text });
    if (!parsed.success) {
      errors[item.id] = parsed.error.issues[0]!.message;
      continue;
    }
    const resolved = resolveNewPrice(text === '' ? null : text, item.pricePerUnit);
    if ('error' in resolved) errors[item.id] = resolved.error;
  }
  return errors;
}

/** The new prices as typed, one per item in the items' order, checked by priceChangeErrors. */
const priceChangeForm = (items: readonly OrderItem[]) =>
  z.object({ prices: z.array(z.string()) }).superRefine(({ prices }, ctx) => {
    const errors = priceChangeErrors(items, Object.fromEntries(items.map((item, index) => [item.id, prices[index] ?? ''])));
    items.forEach((item, index) => {
      if (errors[item.id]) ctx.addIssue({ code: 'custom', path: ['prices', index], message: errors[item.id]! });
    });
  });
type PriceChangeForm = z.infer<ReturnType<typeof priceChangeForm>>;

export const priceChangeResultText = (status: PriceChangeRequestStatus | null) =>
  status === 'Approved' ? ORDER_WORKFLOW_MESSAGES.priceChangeApproved : ORDER_WORKFLOW_MESSAGES.priceChangeInReview;

export interface PriceChangeDialogProps {
  items: OrderItem[];
  /** The order's status of its request; read once the request is sent and the order refreshed. */
  status: PriceChangeRequestStatus | null;
  submit: (body: PriceChangeRequest) => Promise<unknown>;
  onClose: () => void;
}

export function PriceChangeDialog({ items, status, submit, onClose }: PriceChangeDialogProps) {
  const form = useForm<PriceChangeForm>({ resolver: zodResolver(priceChangeForm(items)), defaultValues: { prices: items.map(() => '') } });
  const busy = form.formState.isSubmitting;
  const [sent, setSent] = useState(false);
  const [banner, setBanner] = useState<FormBanner | null>(null);

  const send = form.handleSubmit(async ({ prices }) => {
    setBanner(null);
    try {
      // an empty field keeps the item's current price (the server resolves it the same way)
      await submit(items.map((item, index) => ({ orderItemId: item.id, newPrice: prices[index]?.trim() ? prices[index].trim() : null })));
      setSent(true);
    } catch (error) {
      setBanner({ title: error instanceof Error ? error.message : String(error), fieldMessages: [] });
    }
  });

  return (
    <DialogShell longActionHint title="Request price change" width="lg" onClose={onClose} busy={busy}>
      {sent ? (
        <Stack spacing={2}>
          <Alert severity={status === 'Approved' ? 'success' : 'info'}>{priceChangeResultText(status)}</Alert>
          <StepActions>
            <Button variant="contained" onClick={onClose}>
              Close
            </Button>
          </StepActions>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <FormErrorBanner banner={banner} />
          {items.map((item, index) => (
            <Stack key={item.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <ProductImage src={item.imageUrl} alt="" size={56} />
              <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap title={item.productName}>
                  {item.productName}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2" sx={{ minWidth: 72 }} aria-label={`Current price of ${item.productName}`}>
                    {formatCurrency(item.pricePerUnit)}
                  </Typography>
                  <ArrowForwardIcon fontSize="small" color="action" aria-hidden />
                  <Controller
                    control={form.control}
                    name={`prices.${index}`}
                    render={({ field, fieldState }) => (
                      <TextField
                        size="small"
                        label="New price"
                        {...field}
                        inputRef={field.ref}
                        error={!!fieldState.error}
                        helperText={fieldState.error?.message}
                        slotProps={{
                          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                          htmlInput: { inputMode: 'decimal', 'aria-label': `New price of ${item.productName}` },
                        }}
                        sx={{ flex: 1 }}
                      />
                    )}
                  />
                </Stack>
              </Stack>
            </Stack>
          ))}
          <CancelAndSubmit busy={busy} onCancel={onClose} submitLabel="Request price change" onSubmit={() => void send()} />
        </Stack>
      )}
    </DialogShell>
  );
}
