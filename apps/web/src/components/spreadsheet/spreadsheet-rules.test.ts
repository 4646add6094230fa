import { describe, expect, it } from 'vitest';
import { utils } from '@e965/xlsx';
import { checkImportFile, neutraliseFormula, neutraliseRow, SPREADSHEET_MESSAGES, toParseResult } from './spreadsheet-rules.ts';

describe('formula neutralisation', () => {
  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx'])('prefixes %j with a single quote', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });
  it('leaves plain text, numbers and empty cells alone', () => {
    expect(neutraliseFormula('PO-1')).toBe('PO-1');
    expect(neutraliseFormula(-5)).toBe(-5);
    expect(neutraliseFormula('')).toBe('');
    expect(neutraliseRow({ a: '=1', b: 'x' })).toEqual({ a: "'=1", b: 'x' });
  });
});

describe('column rules', () => {
  it('drops columns whose name contains EMPTY and keeps text cells', () => {
    const sheet = utils.aoa_to_sheet([
      ['PO number', '', 'Tax'],
      ['PO-1', 'junk', 1.5],
    ]);
    const header = utils.sheet_to_json<unknown[]>(sheet, { header: 1 })[0];
    const rows = utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: '', raw: false });
    expect(toParseResult(header, rows)).toEqual({ columns: ['PO number', 'Tax'], content: [{ 'PO number': 'PO-1', Tax: '1.5' }] });
  });

  it('keeps the header of a sheet without data rows', () => {
    expect(toParseResult(['A', 'B'], [])).toEqual({ columns: ['A', 'B'], content: [] });
  });

  it('refuses an empty sheet', () => {
    expect(() => toParseResult(undefined, [])).toThrow(SPREADSHEET_MESSAGES.noColumns);
  });

  it('needs at least one column after the dropped ones', () => {
    expect(() => toParseResult(undefined, [{ __EMPTY: 'x', __EMPTY_1: 'y' }])).toThrow(SPREADSHEET_MESSAGES.atLeastOneColumn);
  });
});

describe('import file check', () => {
  it('accepts one csv, xls or xlsx up to 10 MB', () => {
    expect(checkImportFile([{ name: 'a.XLSX', size: 10 * 1024 * 1024 }])).toBeNull();
  });
  it('refuses other types, sizes and counts with the spec messages', () => {
    expect(checkImportFile([{ name: 'a.pdf', size: 1 }])).toBe('Unsupported file type');
    expect(checkImportFile([{ name: 'a.csv', size: 10 * 1024 * 1024 + 1 }])).toBe('File size is too large, maximum is 10MB');
    expect(checkImportFile([])).toBe('Please select a single file');
  });
});
