// Accounting enumerations (order-workflows document, sections 3 and 4): credit request sources and note types.

/** Process: raised when the marketplace processes a returned order; Agreement: raised by a supplier agreement. */
export const CREDIT_REQUEST_SOURCES = ['Process', 'Agreement'] as const;
export type CreditRequestSource = (typeof CREDIT_REQUEST_SOURCES)[number];

export const NOTE_TYPES = ['Bison', 'Supplier', 'CustomerSupport'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

/** Who wrote a note, as the notes dialog names its owner. */
export const NOTE_OWNER_LABELS: Record<NoteType, string> = {
  Bison: 'Bison',
  Supplier: 'Supplier',
  CustomerSupport: 'Customer support',
};

/** Agreement types whose cases raise a credit request of source Agreement (GenerateCreditRequestForAgreement). */
export const CREDIT_AGREEMENT_TYPES = ['Damage', 'Defect', 'Return'] as const;
