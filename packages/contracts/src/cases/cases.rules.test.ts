import { describe, expect, it } from 'vitest';
import { CASE_STATE_LABELS } from './cases.enums.ts';
import {
  CASE_MESSAGES,
  caseClosesAt,
  caseDueTimes,
  caseNumberOf,
  caseStateAt,
  caseTimeLeft,
  caseLinkText,
  caseTransition,
  formatCaseDuration,
  objectCasesFilter,
} from './cases.rules.ts';
import { caseCategoriesRequest, caseMessageRequest, openCaseRequest } from './cases.schemas.ts';

const at = (iso: string) => new Date(iso);
const RESOLVED = at('2030-06-01T12:00:00Z');

describe('the cases state machine', () => {
  it('moves a case by who acts: the supplier writes, the operator answers, resolves, the supplier reopens', () => {
    const now = at('2030-06-02T00:00:00Z');
    expect(caseTransition('New', null, 'supplierMessage', now)).toEqual({ ok: true, to: 'New' });
    expect(caseTransition('WaitingOnSupplier', null, 'supplierMessage', now)).toEqual({ ok: true, to: 'WaitingOnMarketplace' });
    expect(caseTransition('New', null, 'operatorAnswer', now)).toEqual({ ok: true, to: 'WaitingOnSupplier' });
    expect(caseTransition('WaitingOnMarketplace', null, 'operatorAnswer', now)).toEqual({ ok: true, to: 'WaitingOnSupplier' });
    expect(caseTransition('WaitingOnSupplier', null, 'resolve', now)).toEqual({ ok: true, to: 'Resolved' });
    expect(caseTransition('Resolved', RESOLVED, 'reopen', now)).toEqual({ ok: true, to: 'WaitingOnMarketplace' });
  });

  it('refuses what the state does not allow, naming the state in words', () => {
    const now = at('2030-06-02T00:00:00Z');
    expect(caseTransition('Resolved', RESOLVED, 'resolve', now)).toEqual({
      ok: false,
      reason: CASE_MESSAGES.refused('resolve', 'Resolved'),
    });
    expect(caseTransition('Resolved', RESOLVED, 'supplierMessage', now)).toEqual({
      ok: false,
      reason: 'A new message is not possible: the case is Resolved.',
    });
    expect(caseTransition('Resolved', RESOLVED, 'operatorAnswer', now).ok).toBe(false);
    expect(caseTransition('WaitingOnMarketplace', null, 'reopen', now)).toEqual({
      ok: false,
      reason: `Reopening is not possible: the case is ${CASE_STATE_LABELS.WaitingOnMarketplace}.`,
    });
  });

  it('closes a resolved case 14 days after its resolution, to the millisecond, and then refuses to reopen it', () => {
    const lastMoment = at('2030-06-15T11:59:59.999Z');
    const closed = at('2030-06-15T12:00:00Z');
    expect(caseStateAt('Resolved', RESOLVED, lastMoment)).toBe('Resolved');
    expect(caseStateAt('Resolved', RESOLVED, closed)).toBe('Closed');
    expect(caseClosesAt(RESOLVED)?.toISOString()).toBe('2030-06-15T12:00:00.000Z');
    expect(caseClosesAt(null)).toBeNull();
    expect(caseTransition('Resolved', RESOLVED, 'reopen', lastMoment).ok).toBe(true);
    expect(caseTransition('Resolved', RESOLVED, 'reopen', closed)).toEqual({ ok: false, reason: CASE_MESSAGES.reopenWindowClosed });
    expect(caseTransition('Resolved', RESOLVED, 'operatorAnswer', closed)).toEqual({
      ok: false,
      reason: 'An answer is not possible: the case is Closed.',
    });
    expect(caseStateAt('WaitingOnSupplier', null, closed)).toBe('WaitingOnSupplier');
  });
});

describe("a case's time left", () => {
  const opened = at('2030-06-01T08:00:00Z');
  const due = caseDueTimes(opened, { firstAnswerHours: 4, resolutionHours: 24 });

  it('counts down to the first answer, then to resolution, and says when it is overdue', () => {
    expect(due.firstAnswerDueAt.toISOString()).toBe('2030-06-01T12:00:00.000Z');
    expect(due.resolutionDueAt.toISOString()).toBe('2030-06-02T08:00:00.000Z');
    const facts = { state: 'New' as const, firstAnsweredAt: null, ...due };
    expect(caseTimeLeft(facts, at('2030-06-01T08:40:00Z'))).toEqual({
      target: 'firstAnswer',
      dueAt: '2030-06-01T12:00:00.000Z',
      minutesLeft: 200,
      breach: 'DueSoon',
      words: '3 h 20 min left to the first answer',
    });
    expect(caseTimeLeft(facts, at('2030-06-01T14:05:00Z'))).toMatchObject({
      minutesLeft: -125,
      breach: 'Breached',
      words: 'First answer overdue by 2 h 5 min',
    });
    const answered = { ...facts, state: 'WaitingOnSupplier' as const, firstAnsweredAt: at('2030-06-01T09:00:00Z') };
    expect(caseTimeLeft(answered, at('2030-06-01T09:00:00Z'))).toMatchObject({
      target: 'resolution',
      minutesLeft: 23 * 60,
      breach: 'OnTrack',
      words: '23 h left to resolution',
    });
  });

  it('runs nothing on a resolved or closed case', () => {
    expect(caseTimeLeft({ state: 'Resolved', firstAnsweredAt: null, ...due }, at('2030-06-03T00:00:00Z'))).toBeNull();
    expect(caseTimeLeft({ state: 'Closed', firstAnsweredAt: null, ...due }, at('2030-06-03T00:00:00Z'))).toBeNull();
  });

  it('writes durations with their two largest units', () => {
    expect(formatCaseDuration(0)).toBe('0 min');
    expect(formatCaseDuration(59)).toBe('59 min');
    expect(formatCaseDuration(60)).toBe('1 h');
    expect(formatCaseDuration(3 * 1440 + 125)).toBe('3 d 2 h');
    expect(formatCaseDuration(2 * 1440)).toBe('2 d');
  });

  it('numbers cases with six digits at least', () => {
    expect(caseNumberOf(123)).toBe('CASE-000123');
    expect(caseNumberOf(1234567)).toBe('CASE-1234567');
  });
});

describe('the cases schemas', () => {
  const open = { categoryId: 1, subject: 'Wrong address', message: 'Please correct the street.' };

  it('takes a case about nothing or about one object, with its bounds', () => {
    expect(openCaseRequest.parse(open)).toEqual({ ...open, link: null, files: [] });
    expect(openCaseRequest.parse({ ...open, link: { kind: 'order', id: 7 } }).link).toEqual({ kind: 'order', id: 7 });
    expect(openCaseRequest.safeParse({ ...open, link: { kind: 'shipment', id: 7 } }).success).toBe(false);
    expect(openCaseRequest.safeParse({ ...open, link: [{ kind: 'order', id: 7 }] }).success).toBe(false);
    expect(openCaseRequest.safeParse({ ...open, subject: ' ' }).success).toBe(false);
    expect(openCaseRequest.safeParse({ ...open, subject: 'x'.repeat(201) }).success).toBe(false);
    expect(openCaseRequest.safeParse({ ...open, message: 'x'.repeat(5001) }).success).toBe(false);
    expect(openCaseRequest.safeParse({ ...open, categoryId: 0 }).success).toBe(false);
    expect(openCaseRequest.safeParse({ ...open, extra: 1 }).success).toBe(false);
    expect(openCaseRequest.safeParse({ ...open, files: Array.from({ length: 11 }, (_, i) => `f${i}.pdf`) }).success).toBe(false);
    expect(caseMessageRequest.safeParse({ body: '' }).success).toBe(false);
    expect(caseMessageRequest.safeParse({ body: 'ok', files: ['../x.pdf'] }).success).toBe(false);
  });

  it('takes categories with targets of 1 to 8760 hours, resolution not before the first answer, names unique', () => {
    const category = { name: 'Returns', firstAnswerHours: 24, resolutionHours: 96 };
    expect(caseCategoriesRequest.parse({ categories: [category] }).categories[0]).toEqual({ ...category, active: true, purpose: null });
    expect(caseCategoriesRequest.safeParse({ categories: [] }).success).toBe(false);
    expect(caseCategoriesRequest.safeParse({ categories: [{ ...category, firstAnswerHours: 0 }] }).success).toBe(false);
    expect(caseCategoriesRequest.safeParse({ categories: [{ ...category, resolutionHours: 8761 }] }).success).toBe(false);
    const shorter = caseCategoriesRequest.safeParse({ categories: [{ ...category, resolutionHours: 12 }] });
    expect(shorter.error?.issues[0]).toMatchObject({
      message: CASE_MESSAGES.resolutionBeforeFirstAnswer,
      path: ['categories', 0, 'resolutionHours'],
    });
    const twice = caseCategoriesRequest.safeParse({ categories: [category, { ...category, name: ' returns ' }] });
    expect(twice.error?.issues[0]?.message).toBe(CASE_MESSAGES.categoryNamesUnique);
  });
});

describe("an object's cases", () => {
  it("filters an order's page by the order a case belongs to, and another object's page by the object itself", () => {
    expect(objectCasesFilter({ kind: 'order', id: 31 })).toEqual({ orderId: { filterType: 'number', type: 'equals', filter: 31 } });
    expect(objectCasesFilter({ kind: 'deduction', id: 5 })).toEqual({
      linkKind: { filterType: 'set', values: ['deduction'] },
      linkId: { filterType: 'number', type: 'equals', filter: 5 },
    });
    expect(objectCasesFilter({ kind: 'remittance', id: 9 })).toMatchObject({ linkKind: { values: ['remittance'] } });
  });

  it('names the object as people read it', () => {
    expect(caseLinkText('order', 'PO-4471')).toBe('Order PO-4471');
    expect(caseLinkText('deduction', 'DED-000123')).toBe('Deduction DED-000123');
  });
});
