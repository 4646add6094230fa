// The demo's supplier agreements: what the seeded orders' and invoices' allowances are made of (orders.ts inserts
// Acme's standing ones, order-scenarios.ts the early-pay discount of 2025 that has since ended).
export interface SeedAgreement {
  agreementType: string;
  startPeriodDate: string;
  endPeriodDate: string | null;
  agreedOnPercentage: string;
}

export const ACME_STANDING_AGREEMENTS: readonly SeedAgreement[] = [
  { agreementType: 'GeneralDiscount', startPeriodDate: '2020-01-01', endPeriodDate: null, agreedOnPercentage: '1.50' },
  { agreementType: 'Marketing', startPeriodDate: '2020-01-01', endPeriodDate: null, agreedOnPercentage: '0.50' },
];
export const ACME_ENDED_AGREEMENT: SeedAgreement = {
  agreementType: 'EarlyPayDiscount',
  startPeriodDate: '2025-01-01',
  endPeriodDate: '2025-12-31',
  agreedOnPercentage: '2.00',
};
/** Every agreement Acme has once the demo is seeded: the seeded orders' money is computed over these. */
export const ACME_AGREEMENTS = [...ACME_STANDING_AGREEMENTS, ACME_ENDED_AGREEMENT];
