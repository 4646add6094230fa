// ISA/GS/ST envelopes: writing one interchange (node-x12 serializes it and keeps the trailers' counts) and reading one
// back with every envelope check the guide asks for, answered with the X12 codes (TA1 I18, AK9 716, AK5 718).
import { X12FatInterchange, X12Interchange, X12Parser, type X12Segment } from 'node-x12';
import {
  EDI_DOCUMENTS,
  EDI_ISA_VERSION,
  EDI_USAGE,
  EDI_VERSION,
  interchangeControlNumber,
  isGroupControlNumber,
  isInterchangeControlNumber,
  isTransactionControlNumber,
  transactionControlNumber,
  X12_INTERCHANGE_ERRORS,
  type EdiDocumentType,
  type EdiParty,
  type X12GroupError,
  type X12InterchangeError,
  type X12TransactionError,
} from '@portal/contracts';

/** A segment as the translators see it: its tag and its elements (ELEMENT01 first). */
export interface X12SegmentData {
  tag: string;
  elements: string[];
}

export const X12_DELIMITERS = { segmentTerminator: '~', elementDelimiter: '*', subElementDelimiter: '>', endOfLine: '\n', format: true };

export interface OutboundInterchange {
  sender: EdiParty;
  receiver: EdiParty;
  /** GS03: the receiver's application code when it is not its ISA id (the partner's GS id). */
  receiverGsId?: string | null;
  /** GS02: the sender's application code when it is not its ISA id (a partner's file: its GS id). */
  senderGsId?: string | null;
  /** ISA13, and GS06 of its one group. */
  controlNumber: number;
  test: boolean;
  at: Date;
  functionalId: string;
  transactions: readonly { setId: EdiDocumentType; segments: readonly X12SegmentData[] }[];
}

const yymmdd = (at: Date) => at.toISOString().slice(2, 10).replaceAll('-', '');
const ccyymmdd = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');
const hhmm = (at: Date) => at.toISOString().slice(11, 16).replace(':', '');

/** One interchange of one functional group; ST02 numbers its transaction sets from 0001. Times are UTC. */
export function writeInterchange(out: OutboundInterchange): string {
  const interchange = new X12Interchange(X12_DELIMITERS);
  const control = interchangeControlNumber(out.controlNumber);
  interchange.setHeader([
    '00',
    '',
    '00',
    '',
    out.sender.qualifier,
    out.sender.id,
    out.receiver.qualifier,
    out.receiver.id,
    yymmdd(out.at),
    hhmm(out.at),
    'U',
    EDI_ISA_VERSION,
    control,
    '0',
    out.test ? EDI_USAGE.test : EDI_USAGE.production,
    X12_DELIMITERS.subElementDelimiter,
  ]);
  const group = interchange.addFunctionalGroup();
  group.setHeader([
    out.functionalId,
    out.senderGsId ?? out.sender.id,
    out.receiverGsId ?? out.receiver.id,
    ccyymmdd(out.at),
    hhmm(out.at),
    String(out.controlNumber),
    'X',
    EDI_VERSION,
  ]);
  out.transactions.forEach((t, i) => {
    const transaction = group.addTransaction();
    transaction.setHeader([t.setId, transactionControlNumber(i + 1)]);
    for (const segment of t.segments) transaction.addSegment(segment.tag, segment.elements);
  });
  return interchange.toString() + X12_DELIMITERS.endOfLine;
}

export interface InboundTransaction {
  setId: string;
  controlNumber: string;
  /** Envelope errors of the set (AK502); its segments are not read when there is one. */
  errors: X12TransactionError[];
  segments: X12SegmentData[];
}
export interface InboundGroup {
  functionalId: string;
  /** GS02: the sender's application code, checked against the partner's GS id (edi-inbound.ts). */
  applicationSender: string;
  controlNumber: string;
  version: string;
  /** Envelope errors of the group (AK905): the whole group is rejected. */
  errors: X12GroupError[];
  transactions: InboundTransaction[];
}
export interface InboundInterchange {
  sender: EdiParty;
  receiver: EdiParty;
  /** ISA13 as sent: nine digits. */
  controlNumber: string;
  test: boolean;
  groups: InboundGroup[];
}
export type ReadInterchange = { ok: true; interchange: InboundInterchange } | { ok: false; code: X12InterchangeError; reason: string };

const ISA_LENGTH = 106;
const refuse = (code: X12InterchangeError, reason: string = X12_INTERCHANGE_ERRORS[code]): ReadInterchange => ({ ok: false, code, reason });
const data = (segment: X12Segment): X12SegmentData => ({ tag: segment.tag, elements: segment.elements.map((e) => e.value) });
const isPartyQualifier = (v: string) => /^[0-9A-Z]{2}$/.test(v);

/** The ISA as sent (fixed width: its elements at fixed places), checked before the library reads the rest. */
function readIsa(raw: string): { ok: true; isa: string[] } | { ok: false; refusal: ReadInterchange } {
  if (raw.length < ISA_LENGTH) return { ok: false, refusal: refuse('023') };
  if (!raw.startsWith('ISA')) return { ok: false, refusal: refuse('024', 'The file does not begin with an ISA segment.') };
  const delimiter = raw.charAt(3);
  const isa = raw.slice(4, ISA_LENGTH - 1).split(delimiter);
  if (isa.length !== 16) return { ok: false, refusal: refuse('024', 'The ISA segment is not 106 characters with 16 elements.') };
  const checks: [boolean, X12InterchangeError][] = [
    [isPartyQualifier(isa[4]!), '005'],
    [isa[5]!.trim().length > 0, '006'],
    [isPartyQualifier(isa[6]!), '007'],
    [isa[7]!.trim().length > 0, '008'],
    [isa[10] === 'U', '011'],
    [isa[11] === EDI_ISA_VERSION, '012'],
    [isInterchangeControlNumber(isa[12]!), '018'],
    [isa[14] === EDI_USAGE.production || isa[14] === EDI_USAGE.test, '020'],
  ];
  const failed = checks.find(([ok]) => !ok);
  return failed ? { ok: false, refusal: refuse(failed[1]) } : { ok: true, isa };
}

function readGroup(group: X12Interchange['functionalGroups'][number]): InboundGroup {
  const errors: X12GroupError[] = [];
  const header = data(group.header);
  const [functionalId = '', applicationSender = '', , , , controlNumber = '', , version = ''] = header.elements;
  if (!Object.values(EDI_DOCUMENTS).some((d) => d.functionalId === functionalId)) errors.push('1');
  if (version !== EDI_VERSION) errors.push('2');
  if (!isGroupControlNumber(controlNumber)) errors.push('6');
  if (!group.trailer) errors.push('3');
  else {
    const [count, trailerControl] = data(group.trailer).elements;
    if (trailerControl !== controlNumber) errors.push('4');
    if (Number(count) !== group.transactions.length) errors.push('5');
  }
  const seen = new Set<string>();
  const transactions = group.transactions.map((t): InboundTransaction => {
    const [setId = '', control = ''] = data(t.header).elements;
    const tErrors: X12TransactionError[] = [];
    if (!/^\d{3}$/.test(setId)) tErrors.push('6');
    else if (!(setId in EDI_DOCUMENTS)) tErrors.push('1');
    if (!isTransactionControlNumber(control)) tErrors.push('7');
    else if (seen.has(control)) tErrors.push('23');
    seen.add(control);
    if (!t.trailer) tErrors.push('2');
    else {
      const [count, trailerControl] = data(t.trailer).elements;
      if (trailerControl !== control) tErrors.push('3');
      if (Number(count) !== t.segments.length + 2) tErrors.push('4');
    }
    return { setId, controlNumber: control, errors: tErrors, segments: t.segments.map(data) };
  });
  return { functionalId, applicationSender, controlNumber, version, errors, transactions };
}

/** One interchange per file; anything wrong with the interchange itself refuses it whole (no 997 can answer that). */
export function readInterchange(raw: string): ReadInterchange {
  const head = readIsa(raw);
  if (!head.ok) return head.refusal;
  let parsed: X12Interchange | X12FatInterchange;
  try {
    parsed = new X12Parser(false).parse(raw);
  } catch (error) {
    return refuse('024', `The file is not well-formed X12: ${(error as Error).message}`);
  }
  if (parsed instanceof X12FatInterchange) return refuse('024', 'A file carries one interchange.');
  if (!parsed?.header) return refuse('024');
  if (!parsed.trailer) return refuse('023');
  const [groupCount, trailerControl] = data(parsed.trailer).elements;
  // the library reads ISA13 and IEA02 as numbers (leading zeros dropped); the ISA as sent was checked above
  if (Number(trailerControl) !== Number(head.isa[12])) return refuse('001');
  if (Number(groupCount) !== parsed.functionalGroups.length) return refuse('021');
  const isa = head.isa;
  return {
    ok: true,
    interchange: {
      sender: { qualifier: isa[4]!, id: isa[5]!.trim() },
      receiver: { qualifier: isa[6]!, id: isa[7]!.trim() },
      controlNumber: isa[12]!,
      test: isa[14] === EDI_USAGE.test,
      groups: parsed.functionalGroups.map(readGroup),
    },
  };
}
