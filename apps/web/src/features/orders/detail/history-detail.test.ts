import { describe, expect, it } from 'vitest';
import { historyDetailText } from './history-detail.ts';

describe('historyDetailText', () => {
  it('names the EDI document and interchange a change came by (docs/decisions/edi.md)', () => {
    expect(
      historyDetailText({
        to: 'AwaitingShipment',
        via: 'EDI 855, interchange 000001234',
        from: 'NeedsProcessing',
        supplierOrderNumber: 'SO-5501',
        previousSupplierOrderNumber: null,
      }),
    ).toBe('Needs processing → Awaiting shipment · Via: EDI 855, interchange 000001234 · Supplier Order Number: SO-5501');
  });

  it("shows a price change's items with their old and new prices, money formatted, and no internal ids", () => {
    expect(
      historyDetailText({
        requestId: 3,
        total: '206.24',
        lines: [
          { sku: 'SKU-1', orderItemId: 11, oldPrice: '10.00', newPrice: '12.50' },
          { sku: null, orderItemId: 12, oldPrice: '5', newPrice: '4.75' },
        ],
        totalCost: '207.90',
        allowance: '1.66',
      }),
    ).toBe('Prices: SKU-1 $10.00 → $12.50, $5.00 → $4.75 · Total Cost: $207.90 · Allowance: $1.66 · Total: $206.24');
  });

  it('says the status change first, by the statuses’ names, then the facts and the amounts with the total last', () => {
    // keys as PostgreSQL's jsonb hands them back: shortest first
    expect(
      historyDetailText({
        to: 'Complete',
        from: 'Invoicing',
        total: '251.11',
        invoiceId: 7,
        invoiceDate: '2026-11-20',
        invoiceNumber: 'INV-1000005',
        tax: '0',
        shippingCost: '33.99',
      }),
    ).toBe(
      'Invoicing → Complete · Invoice Date: Nov 20, 2026 · Invoice Number: INV-1000005 · Shipping Cost: $33.99 · Tax: $0.00 · Total: $251.11',
    );
    expect(
      historyDetailText({
        to: 'AwaitingShipment',
        from: 'NeedsProcessing',
        supplierOrderNumber: 'PO-1000005',
        previousSupplierOrderNumber: null,
      }),
    ).toBe('Needs processing → Awaiting shipment · Supplier Order Number: PO-1000005');
  });

  it("says a price change's new amounts as money, the lines before the total", () => {
    expect(historyDetailText({ total: '29.40', allowance: '0.60', requestId: 3, totalCost: '30.00' })).toBe(
      'Total Cost: $30.00 · Allowance: $0.60 · Total: $29.40',
    );
  });

  it('lists a shipment’s tracking numbers and a cancellation’s reason by its label', () => {
    expect(
      historyDetailText({
        shipments: [
          { orderLineId: 3, carrierId: 2, trackingNumbers: ['1Z1', '1Z2'] },
          { orderLineId: 4, carrierId: 1, trackingNumbers: ['7712'] },
        ],
      }),
    ).toBe('Tracking Numbers: 1Z1, 1Z2, 7712');
    expect(historyDetailText({ to: 'Canceled', from: 'NeedsProcessing', reason: 'OutOfStockWithRestock', restockDate: '2026-12-01' })).toBe(
      'Needs processing → Canceled · Reason: Out of stock, will be restocked · Restock Date: Dec 01, 2026',
    );
  });

  it('says an invoice paid by a remittance: its number, the payment day and the net paid as money', () => {
    expect(
      historyDetailText({ invoiceId: 7, invoiceNumber: 'INV-7', remittanceNumber: 'RMT-000012', paymentDate: '2026-03-15', net: '35.00' }),
    ).toBe('Invoice Number: INV-7 · Remittance Number: RMT-000012 · Payment Date: Mar 15, 2026 · Net: $35.00');
  });

  it("says an invoice's acceptance by whom in words, and its day and its scheduling's due date in the spec's date format", () => {
    expect(historyDetailText({ invoiceId: 7, invoiceNumber: 'INV-7', acceptedOn: '2026-11-01', acceptance: 'OnSubmission' })).toBe(
      'Invoice Number: INV-7 · Accepted On: Nov 01, 2026 · Acceptance: On submission, checked against the order',
    );
    expect(historyDetailText({ invoiceId: 8, invoiceNumber: 'INV-8-F', acceptedOn: '2026-11-02', acceptance: 'OnReview' })).toBe(
      "Invoice Number: INV-8-F · Accepted On: Nov 02, 2026 · Acceptance: By the marketplace's review",
    );
    expect(historyDetailText({ invoiceId: 7, invoiceNumber: 'INV-7', dueDate: '2026-12-01' })).toBe(
      'Invoice Number: INV-7 · Due Date: Dec 01, 2026',
    );
  });

  it("says each payments entry's money as money, its labels by the contracts' words and no internal ids", () => {
    // the details as the calls write them (docs/decisions/payments.md), keys as jsonb hands them back
    expect(historyDetailText({ dueDate: '2026-12-20', invoiceId: 7, invoiceNumber: 'INV-7' })).toBe(
      'Due Date: Dec 20, 2026 · Invoice Number: INV-7',
    );
    expect(historyDetailText({ type: 'LateShipment', amount: '12.5', deductionId: 41, deductionNumber: 'DED-000041' })).toBe(
      'Type: Late shipment · Deduction Number: DED-000041 · Amount: $12.50',
    );
    expect(
      historyDetailText({
        reason: 'CancellationRequestedByMarketplace',
        attempt: 1,
        disputeId: 9,
        deductionId: 41,
        deductionNumber: 'DED-000041',
      }),
    ).toBe('Reason: Cancellation requested by the marketplace · Attempt: 1 · Deduction Number: DED-000041');
    expect(
      historyDetailText({
        amount: '1234.5',
        reason: 'Agreed: reversed in full.',
        attempt: 1,
        decision: 'Accepted',
        disputeId: 9,
        deductionId: 41,
        deductionNumber: 'DED-000041',
      }),
    ).toBe('Reason: Agreed: reversed in full. · Attempt: 1 · Decision: Accepted · Deduction Number: DED-000041 · Amount: $1,234.50');
    expect(historyDetailText({ amount: '9.80', reason: null, attempt: 2, decision: 'Upheld', disputeId: 9, deductionId: 41 })).toBe(
      'Attempt: 2 · Decision: Upheld · Amount: $9.80',
    );
    expect(historyDetailText({ reason: 'constructor' })).toBe('Reason: constructor');
  });

  it('leaves out empty values, every internal id and nested objects', () => {
    expect(historyDetailText({ invoiceId: 4, note: null, review: 'InReview', extra: { a: 1 }, done: true })).toBe(
      'Review: In review · Done: Yes',
    );
    expect(historyDetailText({ shipmentRequestId: 7, cancellationId: 3, facilityId: 2, carrier: 'FedEx' })).toBe('Carrier: FedEx');
    expect(historyDetailText({})).toBe('');
  });

  it("writes code-named values in people's words on every page (the portal's one map), and leaves other values as they are", () => {
    expect(historyDetailText({ review: 'InReview', type: 'AdditionalInvoice', invoiceNumber: 'InvOne' })).toBe(
      'Review: In review · Type: Additional invoice · Invoice Number: InvOne',
    );
  });
});
