// Reading spreadsheet cells (all text) into amounts and dates, with the messages a row error shows.
import { MESSAGES, PRICE_PATTERN } from '@portal/contracts';

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** "1,234.5", "$12", " 3 " -> "1234.50"; blank -> required; negative -> "Minimum is 0". */
export function readAmount(cell: string | null | undefined): CellResult<string> {
  const text = (cell ?? '').trim().replace(/^\$/, '').replace(/,/g, '');
  if (text === '') return { ok: false, message: MESSAGES.required };
  if (!PRICE_PATTERN.test(text)) return { ok: false, message: MESSAGES.invalidFormat };
  if (text.startsWith('-') && Number(text) !== 0) return { ok: false, message: 'Minimum is 0' };
  const [whole, fraction = ''] = text.replace(/^-/, '').split('.');
  return { ok: true, value: `${BigInt(whole!).toString()}.${fraction.padEnd(2, '0')}` };
}

/** 'yyyy-MM-dd' (optionally with a time) or US 'M/d/yyyy' -> 'yyyy-MM-dd'. */
export function readDate(cell: string | null | undefined): CellResult<string> {
  const text = (cell ?? '').trim();
  if (text === '') return { ok: false, message: MESSAGES.required };
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [y, m, d] = [Number(us[3]), Number(us[1]), Number(us[2])];
  else return { ok: false, message: 'Invalid date' };
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return { ok: false, message: 'Invalid date' };
  return { ok: true, value: date.toISOString().slice(0, 10) };
}
