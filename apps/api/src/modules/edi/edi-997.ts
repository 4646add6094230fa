// 997 functional acknowledgment, both ways (docs/edi/997.md): the portal answers every functional group a partner
// sends with one (AK1, per set AK2 / AK3 / AK4 / AK5, AK9), and reads the partner's 997 of what the portal sent.
import {
  ediFunctionalAck,
  type EdiFunctionalAck,
  type EdiSegmentError,
  type EdiTransactionAck,
  type X12TransactionError,
} from '@portal/contracts';
import type { InboundGroup, X12SegmentData } from './x12-envelope.ts';
import { el, type TransactionGuide } from './x12-guide.ts';
import { readDocument, type DocumentRead } from './x12-document.ts';

const STATUS = ['A', 'E', 'P', 'R'];

export const GUIDE_997: TransactionGuide = {
  setId: '997',
  segments: [
    { tag: 'AK1', required: true, elements: [el('479', 'ID', 2, 2, true), el('28', 'N0', 1, 9, true)] },
    { tag: 'AK2', loopStart: true, elements: [el('143', 'ID', 3, 3, true), el('329', 'AN', 4, 9, true)] },
    {
      tag: 'AK3',
      loopStart: true,
      elements: [el('721', 'ID', 2, 3, true), el('719', 'N0', 1, 6, true), el('447', 'AN', 1, 4), el('720', 'ID', 1, 3)],
    },
    {
      tag: 'AK4',
      max: 99,
      elements: [el('722', 'N0', 1, 2, true), el('725', 'N0', 1, 4), el('723', 'ID', 1, 3, true), el('724', 'AN', 1, 99)],
    },
    {
      tag: 'AK5',
      elements: [
        el('717', 'ID', 1, 1, true, STATUS),
        el('718', 'ID', 1, 3),
        el('718', 'ID', 1, 3),
        el('718', 'ID', 1, 3),
        el('718', 'ID', 1, 3),
        el('718', 'ID', 1, 3),
      ],
    },
    {
      tag: 'AK9',
      required: true,
      elements: [
        el('715', 'ID', 1, 1, true, STATUS),
        el('97', 'N0', 1, 6, true),
        el('123', 'N0', 1, 6, true),
        el('2', 'N0', 1, 6, true),
        el('716', 'ID', 1, 3),
        el('716', 'ID', 1, 3),
        el('716', 'ID', 1, 3),
        el('716', 'ID', 1, 3),
        el('716', 'ID', 1, 3),
      ],
    },
  ],
};

/** What became of one transaction set: its envelope codes (AK502) and its segments' errors (AK3/AK4). */
export interface TransactionOutcome {
  setId: string;
  controlNumber: string;
  codes: X12TransactionError[];
  errors: EdiSegmentError[];
}

/** The 997 of a group: a set with any error is rejected (a rejected document changes nothing); the group follows. */
export function acknowledgeGroup(group: InboundGroup, outcomes: readonly TransactionOutcome[]): EdiFunctionalAck {
  const transactions = outcomes.map((o): EdiTransactionAck => {
    const codes = [...o.codes, ...(o.errors.length && !o.codes.includes('5') ? (['5'] as const) : [])];
    const status = codes.length || group.errors.length ? 'R' : 'A';
    return { transactionSetId: o.setId, controlNumber: o.controlNumber, status, codes, segments: o.errors };
  });
  const accepted = group.errors.length ? 0 : transactions.filter((t) => t.status === 'A').length;
  const status = group.errors.length || accepted === 0 ? 'R' : accepted === transactions.length ? 'A' : 'P';
  return {
    functionalId: group.functionalId,
    groupControlNumber: group.controlNumber,
    transactions,
    status,
    included: transactions.length,
    received: transactions.length,
    accepted,
    codes: group.errors,
  };
}

export function write997(ack: EdiFunctionalAck): X12SegmentData[] {
  return [
    { tag: 'AK1', elements: [ack.functionalId, ack.groupControlNumber] },
    ...ack.transactions.flatMap((t) => [
      { tag: 'AK2', elements: [t.transactionSetId, t.controlNumber] },
      ...t.segments.flatMap((s) => [
        { tag: 'AK3', elements: [s.segmentId, String(s.position), '', s.code] },
        ...s.elements.map((e) => ({ tag: 'AK4', elements: [String(e.position), e.elementRef ?? '', e.code, e.badValue ?? ''] })),
      ]),
      { tag: 'AK5', elements: [t.status, ...t.codes.slice(0, 5)] },
    ]),
    { tag: 'AK9', elements: [ack.status, String(ack.included), String(ack.received), String(ack.accepted), ...ack.codes.slice(0, 5)] },
  ];
}

const codesFrom = (elements: readonly string[], from: number) => elements.slice(from).filter((v) => v !== '');
const orNull = (v: string | undefined) => (v ? v : null);

export function read997(segments: readonly X12SegmentData[]): DocumentRead<EdiFunctionalAck> {
  return readDocument(GUIDE_997, segments, ediFunctionalAck, (all) => {
    const transactions: EdiTransactionAck[] = [];
    let ack: Partial<EdiFunctionalAck> = {};
    for (const { tag, elements: e } of all) {
      const current = transactions.at(-1);
      if (tag === 'AK1') ack = { functionalId: e[0], groupControlNumber: e[1] };
      else if (tag === 'AK2') transactions.push({ transactionSetId: e[0]!, controlNumber: e[1]!, status: 'A', codes: [], segments: [] });
      else if (tag === 'AK3' && current)
        current.segments.push({ segmentId: e[0]!, position: Number(e[1]), code: e[3] ?? '', elements: [] });
      else if (tag === 'AK4' && current?.segments.length)
        current.segments.at(-1)!.elements.push({ position: Number(e[0]), elementRef: orNull(e[1]), code: e[2]!, badValue: orNull(e[3]) });
      else if (tag === 'AK5' && current) Object.assign(current, { status: e[0], codes: codesFrom(e, 1) });
      else if (tag === 'AK9')
        Object.assign(ack, {
          status: e[0],
          included: Number(e[1]),
          received: Number(e[2]),
          accepted: Number(e[3]),
          codes: codesFrom(e, 4),
        });
    }
    return { candidate: { ...ack, transactions }, where: new Map(), problems: [] };
  });
}
