// Answers of the payments calls for the screens' tests, typed by the contracts' schemas.
import type {
  DeductionDetailWithLinks,
  DeductionSummary,
  PaymentInvoiceRow,
  PaymentsOverview,
  RemittanceDetail,
  RemittanceLineRow,
} from '@portal/contracts';
import { jsonResponse } from '../../../test/render-app.tsx';

export const OVERVIEW: PaymentsOverview = {
  nextPayment: { date: '2026-12-15', expectedAmount: '1234.50' },
  upcomingRuns: [
    {
      runDate: '2026-12-15',
      expectedAmount: '1234.50',
      invoiceCount: 2,
      invoicesTotal: '1250.00',
      invoices: [
        { invoiceId: 1, invoiceNumber: 'INV-1', orderId: 101, purchaseOrderNumber: 'PO-1001', total: '1000.00', dueDate: '2026-12-10' },
        { invoiceId: 2, invoiceNumber: 'INV-2', orderId: 102, purchaseOrderNumber: 'PO-1002', total: '250.00', dueDate: '2026-12-15' },
      ],
    },
    {
      runDate: '2026-12-31',
      expectedAmount: null,
      invoiceCount: 1,
      invoicesTotal: '80.00',
      invoices: [
        { invoiceId: 3, invoiceNumber: 'INV-3', orderId: 103, purchaseOrderNumber: 'PO-1003', total: '80.00', dueDate: '2026-12-20' },
      ],
    },
    { runDate: '2027-01-15', expectedAmount: null, invoiceCount: 0, invoicesTotal: '0.00', invoices: [] },
  ],
  calendar: {
    runDays: [1, 15],
    holidays: ['2026-12-25', '2027-01-01'],
    explanation: [
      'The marketplace pays on the 1st and the 15th of each month.',
      'A run day that falls on a Saturday, a Sunday or a marketplace holiday is paid on the business day before it.',
      'Each run pays every accepted invoice due on or before its day, less the deductions held back from it.',
    ],
  },
  agingBuckets: [
    { bucket: 'current', count: 3, amount: '900.00' },
    { bucket: '1-30', count: 1, amount: '120.00' },
    { bucket: '31-60', count: 0, amount: '0.00' },
    { bucket: '61-90', count: 0, amount: '0.00' },
    { bucket: '90+', count: 2, amount: '75.25' },
  ],
  openDeductions: { count: 2, amount: '37.50' },
  disputesWaiting: 1,
};

const invoice = (n: number, patch: Partial<PaymentInvoiceRow>): PaymentInvoiceRow => ({
  invoiceId: n,
  orderId: 100 + n,
  purchaseOrderNumber: `PO-${1000 + n}`,
  invoiceNumber: `INV-${n}`,
  invoiceDate: '2026-10-01',
  total: '100.00',
  status: 'Submitted',
  statusReason: null,
  acceptedOn: null,
  acceptedBy: null,
  dueDate: null,
  paidOn: null,
  remittanceId: null,
  remittanceNumber: null,
  paidAmount: null,
  ...patch,
});
export const INVOICES: PaymentInvoiceRow[] = [
  invoice(1, { status: 'Rejected', statusReason: 'The quantity does not match the order.' }),
  invoice(2, { status: 'Scheduled', acceptedOn: '2026-10-02', acceptedBy: 'OnSubmission', dueDate: '2026-11-01' }),
  invoice(3, {
    status: 'Paid',
    acceptedOn: '2026-09-20',
    acceptedBy: 'OnReview',
    dueDate: '2026-10-20',
    paidOn: '2026-10-23',
    remittanceId: 7,
    remittanceNumber: 'RMT-000007',
    paidAmount: '100.00',
  }),
  invoice(4, {
    status: 'PaidLessDeductions',
    acceptedOn: '2026-09-20',
    acceptedBy: 'OnSubmission',
    dueDate: '2026-10-20',
    paidOn: '2026-10-23',
    remittanceId: 7,
    remittanceNumber: 'RMT-000007',
    paidAmount: '87.50',
  }),
];

export const REMITTANCE: RemittanceDetail = {
  remittanceId: 7,
  remittanceNumber: 'RMT-000007',
  paymentDate: '2026-10-23',
  methodReference: 'ACH 4471',
  gross: '212.50',
  deductions: '32.50',
  net: '180.00',
  lineCount: 3,
  supplierName: 'Acme',
};

/** The remittance's lines: one page of its lines call. */
export const REMITTANCE_LINES: RemittanceLineRow[] = [
  {
    lineId: 1,
    kind: 'Invoice',
    invoiceId: 3,
    invoiceNumber: 'INV-3',
    orderId: 103,
    purchaseOrderNumber: 'PO-1003',
    deductionId: null,
    deductionNumber: null,
    deductionType: null,
    creditMemoId: null,
    creditMemoNumber: null,
    gross: '200.00',
    deductions: '12.50',
    net: '187.50',
    heldBack: [{ deductionId: 7, deductionNumber: 'DED-000007', type: 'LateShipment', amount: '12.50' }],
  },
  {
    lineId: 2,
    kind: 'Deduction',
    invoiceId: null,
    invoiceNumber: null,
    orderId: 104,
    purchaseOrderNumber: 'PO-1004',
    deductionId: 5,
    deductionNumber: 'DED-000005',
    deductionType: 'InvalidTracking',
    creditMemoId: null,
    creditMemoNumber: null,
    gross: '0.00',
    deductions: '20.00',
    net: '-20.00',
    heldBack: [],
  },
  {
    lineId: 3,
    kind: 'Reversal',
    invoiceId: null,
    invoiceNumber: null,
    orderId: 105,
    purchaseOrderNumber: 'PO-1005',
    deductionId: 6,
    deductionNumber: 'DED-000006',
    deductionType: 'LateShipment',
    creditMemoId: null,
    creditMemoNumber: null,
    gross: '12.50',
    deductions: '0.00',
    net: '12.50',
    heldBack: [],
  },
];

export const DEDUCTION_ROW: DeductionSummary = {
  deductionId: 5,
  deductionNumber: 'DED-000005',
  orderId: 104,
  purchaseOrderNumber: 'PO-1004',
  type: 'LateShipment',
  amount: '12.50',
  status: 'Open',
  raisedByRule: true,
  reason: 'Shipped after the promised shipping date.',
  postedOn: '2026-11-20T14:00:00.000Z',
  appliedRemittanceNumber: null,
  reversalRemittanceNumber: null,
  disputeDaysLeft: 24,
};

export const DEDUCTION: DeductionDetailWithLinks = {
  ...DEDUCTION_ROW,
  evidence: { promisedShipDate: '2026-11-10', shipDate: '2026-11-13' },
  basis: { ruleId: 1, scope: 'Global', basis: 'Percent', value: '2.50', baseAmount: '500.00', amount: '12.50' },
  basisSentence: "The marketplace's late shipment rule took 2.5% of the order's items total of $500.00: $12.50.",
  evidenceSentences: ['Promised to ship by Nov 10, 2026; shipped on Nov 13, 2026: 3 days late.'],
  creditMemo: null,
  files: [
    {
      fileId: 1,
      fileName: 'carrier-scan.pdf',
      storedName: '20261120140000__carrier-scan.pdf',
      uploadedOn: '2026-11-20T14:00:00.000Z',
      disputeId: null,
      url: '/api/files/download?token=signed',
    },
  ],
  disputes: [],
  disputeProblem: null,
  disputeWindow: { open: true, daysLeft: 24, lastDay: '2026-12-20' },
};

/** A grid call's answer: the rows and their total in Content-Range. */
export function gridAnswer(rows: unknown[]) {
  const response = jsonResponse(200, rows);
  response.headers.set('Content-Range', rows.length ? `items 0-${rows.length - 1}/${rows.length}` : 'items */0');
  return response;
}
