// The values of X12 as the portal's: dates (CCYYMMDD), times (HHMM), amounts with implied decimals (N2) or a decimal
// point (R), control numbers, carriers by SCAC, and the 820's reconciliation, all in exact decimals (money.ts).
import { money, toDecimal, type MoneyInput } from '../money.ts';
import { isValidDay } from '../calendar-days.ts';
import { OTHER_CARRIER_ID } from '../orders/orders.enums.ts';
import { lineNet, remittanceTotals, remittanceLine } from '../payments/payments.rules.ts';
import type { EdiRemittance, EdiRemittanceLine } from './edi.schemas.ts';
import { EDI_CARRIER_SCAC } from './edi.enums.ts';

/** '2026-12-02' -> '20261202'. */
export const x12Date = (day: string): string => day.replaceAll('-', '');
/** '20261202' -> '2026-12-02', or null when it is not a real day. */
export function dayOfX12Date(value: string): string | null {
  if (!/^\d{8}$/.test(value)) return null;
  const day = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  return isValidDay(day) ? day : null;
}
/** An HHMM time of 0000..2359. */
export const isX12Time = (value: string): boolean => /^([01]\d|2[0-3])[0-5]\d$/.test(value);

/** An amount with two implied decimals (X12 type N2): '12.50' -> '1250', '-3.00' -> '-300'. */
export const x12ImpliedCents = (value: MoneyInput): string => toDecimal(money.toFixed(value)).times(100).toFixed(0);
/** '1250' -> '12.50'; null when it is not an N2 number. */
export const amountOfImpliedCents = (value: string): string | null =>
  /^-?\d{1,18}$/.test(value) ? toDecimal(value).dividedBy(100).toFixed(2) : null;
/** An X12 decimal (type R): '12.50' stays '12.50'. */
export const x12Decimal = (value: MoneyInput): string => money.toFixed(value);
/** '12.5' -> '12.50'; null when it is not a decimal number or has more than two decimals. */
export const amountOfX12Decimal = (value: string): string | null =>
  /^-?(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(value) ? money.toFixed(value.replace(/^(-?)\./, '$10.').replace(/\.$/, '')) : null;

/** Control numbers: ISA13 of exactly 9 digits, GS06 of 1..9 digits, ST02 of 4..9 digits; never zero. */
export const EDI_CONTROL_NUMBER_MAX = 999_999_999;
export const isInterchangeControlNumber = (value: string): boolean => /^\d{9}$/.test(value) && Number(value) > 0;
export const isGroupControlNumber = (value: string): boolean => /^\d{1,9}$/.test(value) && Number(value) > 0;
export const isTransactionControlNumber = (value: string): boolean => /^\d{4,9}$/.test(value) && Number(value) > 0;
/** 1234 -> '000001234', as ISA13 and the order's activity write it ("via EDI 856, interchange 000001234"). */
export const interchangeControlNumber = (n: number): string => String(n).padStart(9, '0');
/** 1 -> '0001' (ST02). */
export const transactionControlNumber = (n: number): string => String(n).padStart(4, '0');

/** The SCAC of a carrier (TD503), null for 'Other' (named in TD505). */
export const scacOfCarrier = (carrierId: number): string | null => EDI_CARRIER_SCAC[carrierId] ?? null;
/** The carrier id of a SCAC, undefined when the portal knows no carrier by it. */
export function carrierOfScac(scac: string): number | undefined {
  const found = Object.entries(EDI_CARRIER_SCAC).find(([, code]) => code === scac.trim().toUpperCase());
  return found ? Number(found[0]) : undefined;
}
export const isOtherCarrier = (carrierId: number): boolean => carrierId === OTHER_CARRIER_ID;

/** The figures of an 820 line as the payment run's own rules compute them (payments.rules.ts). */
export function ediRemittanceLineFigures(line: Pick<EdiRemittanceLine, 'kind' | 'gross' | 'heldBack' | 'deductions'>) {
  switch (line.kind) {
    case 'Invoice':
      return remittanceLine.invoice(
        line.gross,
        line.heldBack.map((h) => h.amount),
      );
    case 'Reversal':
      return remittanceLine.reversal(line.gross);
    default:
      return remittanceLine.deduction(line.deductions);
  }
}

/** The 820's payment (BPR02): the remittance's net from its lines, as its advice totals it. */
export const ediRemittanceTotals = (remittance: Pick<EdiRemittance, 'lines'>) => remittanceTotals(remittance.lines);

/** Why an 820's figures do not reconcile to the cent, or null: each line's net and the total against its lines. */
export function ediRemittanceProblem(lines: readonly EdiRemittanceLine[], statedNet: MoneyInput): string | null {
  for (const [i, line] of lines.entries()) {
    if (money.compare(lineNet(line), line.net) !== 0) return `Line ${i + 1}: its net ${line.net} is not gross less deductions.`;
    const figures = ediRemittanceLineFigures(line);
    if (money.compare(figures.net, line.net) !== 0) return `Line ${i + 1}: its deductions do not add up to ${line.deductions}.`;
  }
  const { net } = remittanceTotals(lines);
  return money.compare(net, statedNet) === 0 ? null : `The payment ${money.toFixed(statedNet)} is not the lines' net ${net}.`;
}
