// Links into the Payments area that more than one screen writes.

/** The remittances grid filtered to one number (the grid's URL state): the remittance's row, one click from its page. */
export const remittanceSearchPath = (remittanceNumber: string) =>
  `/payments/remittances?${new URLSearchParams({
    filter: JSON.stringify({ remittanceNumber: { filterType: 'text', type: 'contains', filter: remittanceNumber } }),
  })}`;

/** The invoices grid filtered to one invoice number (the grid's URL state): its status, due day and remittance. */
export const invoiceSearchPath = (invoiceNumber: string) =>
  `/payments/invoices?${new URLSearchParams({
    filter: JSON.stringify({ invoiceNumber: { filterType: 'text', type: 'equals', filter: invoiceNumber } }),
  })}`;
