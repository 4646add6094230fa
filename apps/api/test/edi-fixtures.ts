// The EDI tests' documents: one of each type, as the golden files (apps/api/src/modules/edi/golden/) carry them.
import type {
  EdiFunctionalAck,
  EdiInvoice,
  EdiOrderChange,
  EdiParty,
  EdiPurchaseOrder,
  EdiRemittance,
  EdiShipNotice,
} from '@portal/contracts';
import type { Edi855Input } from '../src/modules/edi/edi-855.ts';

export const MARKETPLACE: EdiParty = { qualifier: 'ZZ', id: 'PORTALMKT' };
export const PARTNER: EdiParty = { qualifier: 'ZZ', id: 'ACMEHOME' };
export const AT = new Date('2026-12-02T08:30:00Z');

const po850: EdiPurchaseOrder = {
  purchaseOrderNumber: 'PO-100234',
  orderDate: '2026-11-30',
  shippingMethod: 'SupplierGround',
  promisedShippingDate: '2026-12-03',
  shippingCost: '12.50',
  shipTo: {
    name: 'Jane Doe',
    company: null,
    address1: '12 Main St',
    address2: 'Apt 4',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    country: 'US',
  },
  lines: [
    { lineId: 501, sku: 'CH-OAK-2', productName: 'Oak chair, set of 2', quantity: 2, unitPrice: '149.99' },
    { lineId: 502, sku: 'TB-OAK-6', productName: 'Oak table', quantity: 1, unitPrice: '499.00' },
  ],
};

const priceChange860: EdiOrderChange = {
  purchaseOrderNumber: 'PO-100234',
  changeDate: '2026-12-01',
  kind: 'PriceChange',
  lines: [{ lineId: 501, sku: 'CH-OAK-2', quantity: 2, unitPrice: '139.99' }],
};
const cancellation860: EdiOrderChange = {
  purchaseOrderNumber: 'PO-100234',
  changeDate: '2026-12-01',
  kind: 'Cancellation',
  lines: [
    { lineId: 501, sku: 'CH-OAK-2', quantity: 2, unitPrice: '149.99' },
    { lineId: 502, sku: 'TB-OAK-6', quantity: 1, unitPrice: '499.00' },
  ],
};

const none = { invoiceNumber: null, purchaseOrderNumber: null, deductionNumber: null, creditMemoNumber: null };
const remittance820: EdiRemittance = {
  remittanceNumber: 'RMT-000123',
  paymentDate: '2026-12-15',
  methodReference: 'ACH-778812',
  payeeName: 'Acme Home Goods',
  lines: [
    {
      ...none,
      kind: 'Invoice',
      invoiceNumber: 'INV-1001',
      purchaseOrderNumber: 'PO-100234',
      gross: '811.48',
      deductions: '25.00',
      net: '786.48',
      heldBack: [{ deductionNumber: 'DED-000045', type: 'LateShipment', amount: '25.00' }],
    },
    {
      ...none,
      kind: 'Invoice',
      invoiceNumber: 'INV-1002',
      purchaseOrderNumber: 'PO-100240',
      gross: '340.00',
      deductions: '0.00',
      net: '340.00',
      heldBack: [],
    },
    {
      ...none,
      kind: 'Deduction',
      purchaseOrderNumber: 'PO-100199',
      deductionNumber: 'DED-000040',
      gross: '0.00',
      deductions: '40.00',
      net: '-40.00',
      heldBack: [],
    },
    {
      ...none,
      kind: 'Reversal',
      purchaseOrderNumber: 'PO-100150',
      deductionNumber: 'DED-000031',
      gross: '15.00',
      deductions: '0.00',
      net: '15.00',
      heldBack: [],
    },
    { ...none, kind: 'CreditMemo', creditMemoNumber: 'CM-000012', gross: '0.00', deductions: '25.00', net: '-25.00', heldBack: [] },
  ],
};

const ack855: Edi855Input = { purchaseOrderNumber: 'PO-100234', orderDate: '2026-11-30', supplierOrderNumber: 'SO-88817' };

const notice856: EdiShipNotice = {
  shipmentId: 'SHP-20261202-1',
  shipDate: '2026-12-02',
  orders: [
    {
      purchaseOrderNumber: 'PO-100234',
      command: [
        { orderLineId: 501, carrierId: 2, otherCarrierName: null, trackingNumbers: ['1Z999AA10123456784'] },
        { orderLineId: 502, carrierId: 4, otherCarrierName: 'Roadie', trackingNumbers: ['RD12345', 'RD12346'] },
      ],
    },
  ],
};

const invoice810: EdiInvoice = {
  purchaseOrderNumber: 'PO-100234',
  statedTotal: '811.48',
  command: {
    invoiceNumber: 'INV-1001',
    invoiceDate: '2026-12-02',
    tax: '22.50',
    discount: '0.00',
    shippingCost: '12.50',
    handlingFee: null,
  },
};

const ack997: EdiFunctionalAck = {
  functionalId: 'SH',
  groupControlNumber: '1240',
  transactions: [
    { transactionSetId: '856', controlNumber: '0001', status: 'A', codes: [], segments: [] },
    {
      transactionSetId: '856',
      controlNumber: '0002',
      status: 'R',
      codes: ['5'],
      segments: [
        { segmentId: 'REF', position: 9, code: '8', elements: [{ position: 2, elementRef: '127', code: '6', badValue: 'bad one' }] },
      ],
    },
  ],
  status: 'P',
  included: 2,
  received: 2,
  accepted: 1,
  codes: [],
};

export const FIXTURES = { po850, priceChange860, cancellation860, remittance820, ack855, notice856, invoice810, ack997 };
