// A support case's states, sides and linked objects, with the words the portal shows (docs/decisions/cases.md).

/** The stored and answered states (API enum). Closed is never stored: a Resolved case is Closed 14 days after it was resolved (caseStateAt). */
export const CASE_STATES = ['New', 'WaitingOnMarketplace', 'WaitingOnSupplier', 'Resolved', 'Closed'] as const;
export type CaseState = (typeof CASE_STATES)[number];

/** The words the supplier sees (the names); the console shows the same words. */
export const CASE_STATE_LABELS: Record<CaseState, string> = {
  New: 'New',
  WaitingOnMarketplace: 'Waiting on the marketplace',
  WaitingOnSupplier: 'Waiting on you',
  Resolved: 'Resolved',
  Closed: 'Closed',
};

/** The states a case is open in: the marketplace's targets run, messages may be posted. */
export const OPEN_CASE_STATES = ['New', 'WaitingOnMarketplace', 'WaitingOnSupplier'] as const satisfies readonly CaseState[];

/** Is the case open (a message or an answer may be written)? */
export const isCaseOpen = (state: CaseState): boolean => (OPEN_CASE_STATES as readonly CaseState[]).includes(state);

/** Who wrote a message: the supplier's user or the marketplace's operator. */
export const CASE_SIDES = ['supplier', 'marketplace'] as const;
export type CaseSide = (typeof CASE_SIDES)[number];

/** What a case may be about: at most one of these, or nothing. */
export const CASE_LINK_KINDS = ['order', 'invoice', 'deduction', 'remittance', 'creditRequest'] as const;
export type CaseLinkKind = (typeof CASE_LINK_KINDS)[number];

export const CASE_LINK_KIND_LABELS: Record<CaseLinkKind, string> = {
  order: 'Order',
  invoice: 'Invoice',
  deduction: 'Deduction',
  remittance: 'Remittance',
  creditRequest: 'Credit request',
};

/**
 * What a category is for, besides being a topic (docs/decisions/cases.md, "Address correction"): the one category
 * whose cases about an order the console answers with the order's corrected address. Set in the categories editor.
 */
export const CASE_CATEGORY_PURPOSES = ['address-correction'] as const;
export type CaseCategoryPurpose = (typeof CASE_CATEGORY_PURPOSES)[number];
export const CASE_CATEGORY_PURPOSE_LABELS: Record<CaseCategoryPurpose, string> = {
  'address-correction': 'Address correction',
};

/** The case's target that runs now (the first answer until it came, then the resolution). */
export const CASE_TARGETS = ['firstAnswer', 'resolution'] as const;
export type CaseTarget = (typeof CASE_TARGETS)[number];

/** The console overview's counter of the cases: open ones past their target or about to breach (CASE_DUE_SOON_MINUTES). */
export const CASES_QUEUE_KEYS = { breaching: 'cases-breaching' } as const;

/** The console's "breaching" filter: past its target, due within the warning window, or neither. */
export const CASE_BREACH_STATES = ['Breached', 'DueSoon', 'OnTrack'] as const;
export type CaseBreachState = (typeof CASE_BREACH_STATES)[number];
export const CASE_BREACH_STATE_LABELS: Record<CaseBreachState, string> = {
  Breached: 'Past its target',
  DueSoon: 'About to breach',
  OnTrack: 'On track',
};
