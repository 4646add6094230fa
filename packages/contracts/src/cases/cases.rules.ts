// The cases' one state machine and their clocks (docs/decisions/cases.md): who may do what in which state, when a
// resolved case closes, and the time left to the marketplace's target. Client and server call these same functions;
// `now` is always the caller's injected clock.
import { formatUsd } from '../money.ts';
import {
  CASE_CATEGORY_PURPOSE_LABELS,
  CASE_LINK_KIND_LABELS,
  CASE_STATE_LABELS,
  isCaseOpen,
  type CaseBreachState,
  type CaseCategoryPurpose,
  type CaseLinkKind,
  type CaseState,
  type CaseTarget,
} from './cases.enums.ts';

/** A resolved case may be reopened by the supplier for this many days; then it is Closed. */
export const CASE_REOPEN_DAYS = 14;
/** "About to breach": due within this many minutes (the console's filter and the supplier's warning). */
export const CASE_DUE_SOON_MINUTES = 4 * 60;

export const CASE_SUBJECT_MAX_LENGTH = 200;
export const CASE_MESSAGE_MAX_LENGTH = 5000;
export const CASE_CATEGORY_NAME_MAX_LENGTH = 80;
/** A target is at most a year of hours; at least one hour. */
export const CASE_TARGET_MAX_HOURS = 8760;
export const CASE_CATEGORIES_MAX = 50;
export const CASE_NUMBER_PATTERN = /^CASE-\d{6,}$/;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What someone does to a case. */
export type CaseAction = 'supplierMessage' | 'operatorAnswer' | 'resolve' | 'reopen';

export const CASE_MESSAGES = {
  notFound: 'Case not found.',
  categoryNotFound: 'Choose one of the categories.',
  linkNotFound: (kind: string) => `${kind} not found.`,
  oneLinkOnly: 'A case is about one order, invoice, deduction, remittance or credit request at most.',
  fileNotUploaded: (name: string) => `The file ${name} was not uploaded.`,
  refused: (action: CaseAction, state: CaseState) => `${ACTION_WORDS[action]} is not possible: the case is ${CASE_STATE_LABELS[state]}.`,
  reopenWindowClosed: `The case was resolved more than ${CASE_REOPEN_DAYS} days ago and is Closed: open a new case.`,
  alreadyAssigned: 'The case is already assigned to you.',
  categoryNamesUnique: 'Each category needs a name of its own.',
  categoryNameTaken: 'Another category has this name: send that category (with its id) instead.',
  resolutionBeforeFirstAnswer: 'The resolution target cannot be shorter than the first answer target.',
  notAboutThisDeduction: 'The case is not about this deduction.',
  notAboutThisOrder: 'The case is not about this order.',
  notAboutThisCreditRequest: 'The case is not about this credit request.',
  notAboutAnOrder: 'The case is not about an order: there is no address to correct.',
  notAnAddressCorrectionCase: `The case's category is not the ${CASE_CATEGORY_PURPOSE_LABELS['address-correction'].toLowerCase()} one: answer the case instead.`,
  onePurposeEach: (purpose: CaseCategoryPurpose) =>
    `Only one category can be the ${CASE_CATEGORY_PURPOSE_LABELS[purpose].toLowerCase()} one.`,
  /** The answer the console proposes with a corrected address (the operator may change it). */
  addressCorrected: (purchaseOrderNumber: string) =>
    `We corrected the shipping address of order ${purchaseOrderNumber} as you asked. A label bought before the correction still carries the old address: replace it on the order page.`,
  /** The operator's message a dispute decided from its case writes on the case (the case is resolved with it). */
  disputeDecided: (deductionNumber: string, accepted: boolean, reason: string | null) =>
    accepted
      ? `Your dispute of the deduction ${deductionNumber} was accepted: the deduction is reversed.${reason ? ` ${reason}` : ''}`
      : `Your dispute of the deduction ${deductionNumber} was upheld: the deduction stands. Reason: ${reason ?? ''}`,
  /** The operator's message a credit request decided from its case writes on the case (it is resolved with it). */
  creditRequestDecided: (what: string, withdrawn: boolean, reason: string) =>
    withdrawn
      ? `The marketplace withdrew the credit request ${what}: it is no longer in your open credit. ${reason}`
      : `The credit request ${what} stands: the marketplace keeps it. ${reason}`,
  /** The operator's message an order's cancellation decided from its case writes on the case (it is resolved with it). */
  cancellationDecided: (purchaseOrderNumber: string, approved: boolean) =>
    approved
      ? `The cancellation of order ${purchaseOrderNumber} was approved: the order stays Canceled.`
      : `The cancellation of order ${purchaseOrderNumber} was declined: the order is back in its status before the cancellation.`,
} as const;

const ACTION_WORDS: Record<CaseAction, string> = {
  supplierMessage: 'A new message',
  operatorAnswer: 'An answer',
  resolve: 'Resolving',
  reopen: 'Reopening',
};

/** The state a case is in at `now`: a Resolved case is Closed once CASE_REOPEN_DAYS have passed since it was resolved. */
export function caseStateAt(stored: CaseState, resolvedAt: Date | null, now: Date): CaseState {
  if (stored === 'Resolved' && resolvedAt && now.getTime() - resolvedAt.getTime() >= CASE_REOPEN_DAYS * DAY_MS) return 'Closed';
  return stored;
}

/** When a resolved case closes (the reopen window's end), or null when it is not resolved. */
export function caseClosesAt(resolvedAt: Date | null): Date | null {
  return resolvedAt ? new Date(resolvedAt.getTime() + CASE_REOPEN_DAYS * DAY_MS) : null;
}

export type CaseTransition = { ok: true; to: CaseState } | { ok: false; reason: string };

/**
 * The state machine: a supplier's message makes the case wait on the marketplace (a New case stays New until its first
 * answer), an operator's answer makes it wait on the supplier, an operator resolves an open case, the supplier reopens a
 * resolved case within CASE_REOPEN_DAYS (then it waits on the marketplace). Everything else is refused with the reason.
 */
export function caseTransition(stored: CaseState, resolvedAt: Date | null, action: CaseAction, now: Date): CaseTransition {
  const state = caseStateAt(stored, resolvedAt, now);
  switch (action) {
    case 'supplierMessage':
      if (!isCaseOpen(state)) return { ok: false, reason: CASE_MESSAGES.refused(action, state) };
      return { ok: true, to: state === 'New' ? 'New' : 'WaitingOnMarketplace' };
    case 'operatorAnswer':
      if (!isCaseOpen(state)) return { ok: false, reason: CASE_MESSAGES.refused(action, state) };
      return { ok: true, to: 'WaitingOnSupplier' };
    case 'resolve':
      if (!isCaseOpen(state)) return { ok: false, reason: CASE_MESSAGES.refused(action, state) };
      return { ok: true, to: 'Resolved' };
    case 'reopen':
      if (state === 'Closed') return { ok: false, reason: CASE_MESSAGES.reopenWindowClosed };
      if (state !== 'Resolved') return { ok: false, reason: CASE_MESSAGES.refused(action, state) };
      return { ok: true, to: 'WaitingOnMarketplace' };
  }
}

/** The targets of a case's category, in hours. */
export interface CaseTargets {
  firstAnswerHours: number;
  resolutionHours: number;
}

/** The due times a case gets when it is opened (and the resolution's again when it is reopened). */
export function caseDueTimes(openedAt: Date, targets: CaseTargets): { firstAnswerDueAt: Date; resolutionDueAt: Date } {
  return {
    firstAnswerDueAt: new Date(openedAt.getTime() + targets.firstAnswerHours * HOUR_MS),
    resolutionDueAt: new Date(openedAt.getTime() + targets.resolutionHours * HOUR_MS),
  };
}

export interface CaseClockFacts {
  state: CaseState;
  firstAnsweredAt: Date | null;
  firstAnswerDueAt: Date;
  resolutionDueAt: Date;
}

export interface CaseTimeLeft {
  target: CaseTarget;
  dueAt: string;
  /** Whole minutes to the target; negative once it passed. */
  minutesLeft: number;
  breach: CaseBreachState;
  /** "3 h 20 min left to the first answer", "Resolution overdue by 2 h 5 min". */
  words: string;
}

const TARGET_WORDS: Record<CaseTarget, { left: string; overdue: string }> = {
  firstAnswer: { left: 'to the first answer', overdue: 'First answer overdue by' },
  resolution: { left: 'to resolution', overdue: 'Resolution overdue by' },
};

/** "2 d 3 h", "3 h 20 min", "45 min": the largest two units of a duration in minutes (at least 0). */
export function formatCaseDuration(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m % 1440) / 60);
  const mins = m % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return mins > 0 ? `${hours} h ${mins} min` : `${hours} h`;
  return `${mins} min`;
}

/**
 * The one computation of a case's time left: the first answer's target until the first answer came (or the
 * resolution's when that is earlier), then the resolution's; null when the case is not open (nothing runs).
 */
export function caseTimeLeft(facts: CaseClockFacts, now: Date): CaseTimeLeft | null {
  if (!isCaseOpen(facts.state)) return null;
  const firstAnswerRuns = facts.firstAnsweredAt === null && facts.firstAnswerDueAt.getTime() <= facts.resolutionDueAt.getTime();
  const target: CaseTarget = firstAnswerRuns ? 'firstAnswer' : 'resolution';
  const due = firstAnswerRuns ? facts.firstAnswerDueAt : facts.resolutionDueAt;
  const minutesLeft = Math.floor((due.getTime() - now.getTime()) / 60_000);
  const breach: CaseBreachState = minutesLeft < 0 ? 'Breached' : minutesLeft <= CASE_DUE_SOON_MINUTES ? 'DueSoon' : 'OnTrack';
  const words =
    minutesLeft < 0
      ? `${TARGET_WORDS[target].overdue} ${formatCaseDuration(-minutesLeft)}`
      : `${formatCaseDuration(minutesLeft)} left ${TARGET_WORDS[target].left}`;
  return { target, dueAt: due.toISOString(), minutesLeft, breach, words };
}

/** The case's number as shown: CASE- and at least six digits. */
export const caseNumberOf = (sequence: number): string => `CASE-${String(sequence).padStart(6, '0')}`;

/**
 * The cases an object's page lists, as the filter of GET /cases (docs/decisions/cases.md, "On the object's page"): an
 * order's are the cases about the order, its invoices and its deductions (the same cases its activity names); an
 * invoice's, a deduction's or a remittance's are the cases about that object.
 */
export function objectCasesFilter(link: { kind: CaseLinkKind; id: number }): Record<string, unknown> {
  if (link.kind === 'order') return { orderId: { filterType: 'number', type: 'equals', filter: link.id } };
  return {
    linkKind: { filterType: 'set', values: [link.kind] },
    linkId: { filterType: 'number', type: 'equals', filter: link.id },
  };
}

/**
 * Why a case cannot be answered with a corrected shipping address, or null when it can (docs/decisions/cases.md,
 * "Address correction"): its category is the address correction one and it is about an order. The server refuses the
 * call with the reason (409) and the console shows the form exactly when this is null on an open case.
 */
export function addressCorrectionProblem(found: {
  categoryPurpose: CaseCategoryPurpose | null;
  link: { kind: CaseLinkKind; orderId?: number | null } | null;
}): string | null {
  if (found.categoryPurpose !== 'address-correction') return CASE_MESSAGES.notAnAddressCorrectionCase;
  if (found.link?.kind !== 'order') return CASE_MESSAGES.notAboutAnOrder;
  return null;
}

/** A credit request has no number of its own: a case names it by its order's PO number and its amount ("PO-4471 ($12.50)"). */
export const creditRequestCaseLabel = (purchaseOrderNumber: string, amount: string): string =>
  `${purchaseOrderNumber} (${formatUsd(amount)})`;

/** What a case is about as people read it: "Order PO-4471", "Deduction DED-000123" (the case's pages, the dialog). */
export const caseLinkText = (kind: CaseLinkKind, label: string): string => `${CASE_LINK_KIND_LABELS[kind]} ${label}`;
