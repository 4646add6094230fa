import { describe, expect, it } from 'vitest';
import {
  amountOfImpliedCents,
  amountOfX12Decimal,
  carrierOfScac,
  dayOfX12Date,
  ediRemittanceProblem,
  ediRemittanceTotals,
  interchangeControlNumber,
  isGroupControlNumber,
  isInterchangeControlNumber,
  isTransactionControlNumber,
  isX12Time,
  scacOfCarrier,
  transactionControlNumber,
  x12Date,
  x12Decimal,
  x12ImpliedCents,
} from './edi.rules.ts';
import { EDI_CARRIER_SCAC, EDI_DEDUCTION_REASONS } from './edi.enums.ts';
import { CARRIERS, OTHER_CARRIER_ID } from '../orders/orders.enums.ts';
import { DEDUCTION_TYPES } from '../payments/payments.enums.ts';
import type { EdiRemittanceLine } from './edi.schemas.ts';

describe('X12 values', () => {
  it('dates and times', () => {
    expect(x12Date('2026-12-02')).toBe('20261202');
    expect(dayOfX12Date('20261202')).toBe('2026-12-02');
    expect(dayOfX12Date('20260230')).toBeNull();
    expect(dayOfX12Date('2026122')).toBeNull();
    expect(isX12Time('2359')).toBe(true);
    expect(isX12Time('2400')).toBe(false);
    expect(isX12Time('1260')).toBe(false);
  });

  it('N2 amounts with implied decimals, exact both ways', () => {
    expect(x12ImpliedCents('12.50')).toBe('1250');
    expect(x12ImpliedCents('0.1')).toBe('10');
    expect(x12ImpliedCents('-3.00')).toBe('-300');
    expect(x12ImpliedCents('9999999999.99')).toBe('999999999999');
    expect(amountOfImpliedCents('1250')).toBe('12.50');
    expect(amountOfImpliedCents('-5')).toBe('-0.05');
    expect(amountOfImpliedCents('12.50')).toBeNull();
  });

  it('R amounts with their point', () => {
    expect(x12Decimal('0.1')).toBe('0.10');
    expect(amountOfX12Decimal('12.5')).toBe('12.50');
    expect(amountOfX12Decimal('.5')).toBe('0.50');
    expect(amountOfX12Decimal('1.005')).toBeNull();
    expect(amountOfX12Decimal('1e3')).toBeNull();
  });

  it('control numbers', () => {
    expect(interchangeControlNumber(1234)).toBe('000001234');
    expect(transactionControlNumber(1)).toBe('0001');
    expect(isInterchangeControlNumber('000001234')).toBe(true);
    expect(isInterchangeControlNumber('1234')).toBe(false);
    expect(isInterchangeControlNumber('000000000')).toBe(false);
    expect(isGroupControlNumber('1234')).toBe(true);
    expect(isGroupControlNumber('1234567890')).toBe(false);
    expect(isTransactionControlNumber('001')).toBe(false);
    expect(isTransactionControlNumber('0001')).toBe(true);
  });

  it('every carrier but Other has a SCAC, and a SCAC names its carrier back', () => {
    for (const carrier of CARRIERS) {
      const scac = scacOfCarrier(carrier.id);
      if (carrier.id === OTHER_CARRIER_ID) expect(scac).toBeNull();
      else expect(carrierOfScac(scac!)).toBe(carrier.id);
    }
    expect(carrierOfScac('upsn')).toBe(2);
    expect(carrierOfScac('ZZZZ')).toBeUndefined();
    expect(new Set(Object.values(EDI_CARRIER_SCAC)).size).toBe(Object.keys(EDI_CARRIER_SCAC).length);
  });

  it('every deduction type has its own reason code', () => {
    expect(Object.keys(EDI_DEDUCTION_REASONS).sort()).toEqual([...DEDUCTION_TYPES].sort());
    expect(new Set(Object.values(EDI_DEDUCTION_REASONS)).size).toBe(DEDUCTION_TYPES.length);
  });
});

describe("the 820's reconciliation", () => {
  const line = (l: Partial<EdiRemittanceLine>): EdiRemittanceLine => ({
    kind: 'Invoice',
    invoiceNumber: 'INV-1',
    purchaseOrderNumber: 'PO-1',
    deductionNumber: null,
    creditMemoNumber: null,
    gross: '0.10',
    deductions: '0.00',
    net: '0.10',
    heldBack: [],
    ...l,
  });

  it('sums in exact decimals (0.1 + 0.2 is 0.30)', () => {
    const lines = [line({}), line({ gross: '0.20', net: '0.20' })];
    expect(ediRemittanceTotals({ lines })).toEqual({ gross: '0.30', deductions: '0.00', net: '0.30' });
    expect(ediRemittanceProblem(lines, '0.30')).toBeNull();
    expect(ediRemittanceProblem(lines, '0.31')).toBe("The payment 0.31 is not the lines' net 0.30.");
  });

  it("refuses a line whose net is not gross less deductions, or whose held-back deductions don't add up", () => {
    expect(ediRemittanceProblem([line({ net: '0.09' })], '0.09')).toMatch(/^Line 1: its net/);
    const held = line({
      gross: '10.00',
      deductions: '3.00',
      net: '7.00',
      heldBack: [{ deductionNumber: 'DED-1', type: 'Freight', amount: '2.00' }],
    });
    expect(ediRemittanceProblem([held], '7.00')).toMatch(/^Line 1: its deductions/);
  });
});
