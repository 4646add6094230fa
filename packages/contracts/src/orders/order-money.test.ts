import { describe, expect, it } from 'vitest';
import { invoiceStepMoney, orderMoney, orderMoneyDay } from './order-money.ts';
import { money } from '../money.ts';

const ACME_AGREEMENTS = [
  { agreementType: 'GeneralDiscount', startPeriodDate: '2020-01-01', endPeriodDate: null, agreedOnPercentage: '1.50' },
  { agreementType: 'Marketing', startPeriodDate: '2020-01-01', endPeriodDate: null, agreedOnPercentage: '0.50' },
];

describe('orderMoney', () => {
  it("rounds each agreement's allowance half-up to the cent, then sums them (PO-1000448: 199.00 items, 2.50 handling)", () => {
    const m = orderMoney({
      items: [{ pricePerUnit: '199.00', quantity: 1 }],
      handlingFee: '2.50',
      agreements: ACME_AGREEMENTS,
      day: '2026-03-10',
    });
    // 199.00 × 1.5 % = 2.985 -> 2.99 and 199.00 × 0.5 % = 0.995 -> 1.00 (a flat 2 % would be 3.98)
    expect(m.agreements.map((a) => a.allowanceAmount)).toEqual(['2.99', '1.00']);
    expect(m).toMatchObject({
      itemsTotal: '199.00',
      shippingCost: '0.00',
      handlingFee: '2.50',
      allowance: '3.99',
      discount: '0.00',
      tax: '0.00',
      total: '197.51',
    });
  });

  it('answers every line of the invoice total and lines that add up to it', () => {
    const m = orderMoney({
      items: [
        { pricePerUnit: '19.99', quantity: 3 },
        { pricePerUnit: '0.10', quantity: 2 },
      ],
      shippingCost: '10.10',
      handlingFee: '2',
      discount: '5',
      tax: '8.25',
      agreements: ACME_AGREEMENTS,
      day: '2026-03-10',
    });
    // 60.17 × 1.5 % = 0.90255 -> 0.90, × 0.5 % = 0.30085 -> 0.30
    expect(m).toMatchObject({ itemsTotal: '60.17', allowance: '1.20', total: '74.32' });
    const added = money.sub(money.sum([m.itemsTotal, m.shippingCost, m.handlingFee, m.tax]), money.sum([m.discount, m.allowance]));
    expect(added).toBe(m.total);
  });

  it('takes only the agreements active on the day and counts non-numeric amounts as 0', () => {
    const agreements = [
      ...ACME_AGREEMENTS,
      { agreementType: 'EarlyPayDiscount', startPeriodDate: '2025-01-01', endPeriodDate: '2025-12-31', agreedOnPercentage: '2.00' },
    ];
    const input = { items: [{ pricePerUnit: '100', quantity: 1 }], tax: 'x', shippingCost: '', agreements };
    expect(orderMoney({ ...input, day: '2025-12-31' })).toMatchObject({
      allowance: '4.00',
      tax: '0.00',
      shippingCost: '0.00',
      total: '96.00',
    });
    expect(orderMoney({ ...input, day: '2026-01-01' })).toMatchObject({ allowance: '2.00', total: '98.00' });
    expect(orderMoney({ ...input, agreements: [], day: '2026-01-01' })).toMatchObject({
      allowance: '0.00',
      agreements: [],
      total: '100.00',
    });
  });

  it("reads an order's agreements on its creation day (the earliest US day, the first day an invoice may carry)", () => {
    expect(orderMoneyDay(new Date('2026-03-02T05:00:00Z'))).toBe('2026-03-01');
    expect(orderMoneyDay('2026-03-02T15:00:00.000Z')).toBe('2026-03-02');
  });
});

describe('invoiceStepMoney', () => {
  it("gives orderMoney's lines with the allowance the server answered for the invoice date", () => {
    const input = { items: [{ pricePerUnit: '199.00', quantity: 1 }], handlingFee: '2.50', tax: '1.00', discount: '0.50' };
    const server = orderMoney({ ...input, agreements: ACME_AGREEMENTS, day: '2026-03-10' });
    const step = invoiceStepMoney({ ...input, allowance: { amount: server.allowance, agreements: server.agreements } });
    expect(step).toEqual(server);
    expect(step).toMatchObject({ allowance: '3.99', total: '198.01' });
  });
});
