import { describe, expect, it } from 'vitest';
import { LABEL_DATE_MESSAGES } from '@portal/contracts';
import { checkLabelFormat, checkLabelShippingDate } from './label-form-checks.ts';

const today = new Date(2026, 2, 10, 15, 30);

describe('label shipping date window', () => {
  it('accepts today through three days ahead', () => {
    expect(checkLabelShippingDate('2026-03-10', today)).toBeNull();
    expect(checkLabelShippingDate('2026-03-13', today)).toBeNull();
  });
  it('refuses the past and beyond three days with the spec messages', () => {
    expect(checkLabelShippingDate('2026-03-09', today)).toBe(LABEL_DATE_MESSAGES.past);
    expect(checkLabelShippingDate('2026-03-14', today)).toBe('Shipment date cannot be more than 3 days in the future.');
  });
  it('requires a date and a known format', () => {
    expect(checkLabelShippingDate('', today)).toBe('Field is required');
    expect(checkLabelFormat('Stock4X6')).toBeNull();
    expect(checkLabelFormat('A4')).toBe('Field is required');
  });
});
