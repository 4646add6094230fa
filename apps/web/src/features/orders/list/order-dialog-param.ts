// Which orders dialog is open, as the `dialog` search param (so a reload reopens it).
export const ORDER_DIALOGS = ['import-invoices', 'import-trackings', 'labels', 'export'] as const;
export type OrderDialog = (typeof ORDER_DIALOGS)[number];

export function readOrderDialog(params: URLSearchParams): OrderDialog | null {
  const value = params.get('dialog');
  return (ORDER_DIALOGS as readonly string[]).includes(value ?? '') ? (value as OrderDialog) : null;
}

export function writeOrderDialog(params: URLSearchParams, dialog: OrderDialog | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (dialog) next.set('dialog', dialog);
  else next.delete('dialog');
  return next;
}
