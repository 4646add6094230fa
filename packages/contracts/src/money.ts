// Decimal money arithmetic on strings: the one place where amounts are added or compared (never floats).
import { Decimal } from 'decimal.js';

export type MoneyInput = string | number | Decimal | null | undefined;

const MONEY_PATTERN = /^-?\d+(\.\d+)?$/;

/** Non-numeric, empty or missing values count as 0, as the spec's invoice total says. */
export function toDecimal(value: MoneyInput): Decimal {
  if (value instanceof Decimal) return value;
  if (value === null || value === undefined) return new Decimal(0);
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : new Decimal(0);
  const trimmed = value.trim();
  return MONEY_PATTERN.test(trimmed) ? new Decimal(trimmed) : new Decimal(0);
}

export const money = {
  add: (a: MoneyInput, b: MoneyInput): string => toDecimal(a).plus(toDecimal(b)).toFixed(2),
  sub: (a: MoneyInput, b: MoneyInput): string => toDecimal(a).minus(toDecimal(b)).toFixed(2),
  mul: (a: MoneyInput, b: MoneyInput): string => toDecimal(a).times(toDecimal(b)).toFixed(2),
  sum: (values: readonly MoneyInput[]): string => values.reduce<Decimal>((acc, v) => acc.plus(toDecimal(v)), new Decimal(0)).toFixed(2),
  /** -1, 0 or 1. */
  compare: (a: MoneyInput, b: MoneyInput): -1 | 0 | 1 => toDecimal(a).comparedTo(toDecimal(b)) as -1 | 0 | 1,
  /** Rounds half away from zero to 2 decimals: "1.005" -> "1.01". */
  toFixed: (a: MoneyInput): string => toDecimal(a).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
  isNumeric: (value: string): boolean => MONEY_PATTERN.test(value.trim()),
};

/**
 * The spec's money format (USD, en-US: "$66,932.91", "-$9.80"), exact from the decimal text: the one formatter of
 * every screen, PDF, spreadsheet text and mail (the web's formatCurrency adds only "--" for an empty value).
 */
export function formatUsd(value: MoneyInput): string {
  const fixed = money.toFixed(value);
  const negative = fixed.startsWith('-');
  const [whole, cents] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${cents}`;
}
