import { describe, expect, it } from 'vitest';
import { SUPPORTED_FILE_TYPES } from '../constants.ts';
import {
  addTimestampPrefix,
  checkFileSelection,
  fileExtension,
  FILE_MESSAGES,
  hasTimestampPrefix,
  IMPORT_FILE_RULES,
  stripTimestampPrefix,
} from './files.rules.ts';
import { documentUrlRequest } from './documents.schemas.ts';

const MB = 1024 * 1024;
const file = (name: string, size = 100) => ({ name, size });

describe('file selection checks', () => {
  it('refuses more than 10 files in one batch', () => {
    const files = Array.from({ length: 11 }, (_, i) => file(`f${i}.pdf`));
    expect(checkFileSelection(files, { multiple: true })).toBe('A maximum of 10 files can be uploaded at once');
    expect(checkFileSelection(files.slice(0, 10), { multiple: true })).toBeNull();
  });

  it('asks for a file when a multi upload has none', () => {
    expect(checkFileSelection([], { multiple: true })).toBe('Please select a file');
  });

  it('asks for a single file when a single upload has zero or several', () => {
    expect(checkFileSelection([], { multiple: false })).toBe('Please select a single file');
    expect(checkFileSelection([file('a.csv'), file('b.csv')], { multiple: false })).toBe('Please select a single file');
  });

  it('refuses a selection whose total size is over the limit, naming the limit', () => {
    expect(checkFileSelection([file('a.pdf', 600 * 1024), file('b.pdf', 600 * 1024)], { multiple: true, maxSizeMb: 1 })).toBe(
      'File size is too large, maximum is 1MB',
    );
    expect(checkFileSelection([file('a.pdf', MB)], { multiple: true, maxSizeMb: 1 })).toBeNull();
  });

  it('checks the type only when a list is given and the check is not skipped', () => {
    expect(checkFileSelection([file('a.exe')], { multiple: false })).toBeNull();
    expect(checkFileSelection([file('a.exe')], { multiple: false, allowedTypes: SUPPORTED_FILE_TYPES })).toBe('Unsupported file type');
    expect(checkFileSelection([file('a.exe')], { multiple: false, allowedTypes: SUPPORTED_FILE_TYPES, skipTypeCheck: true })).toBeNull();
    expect(checkFileSelection([file('REPORT.PDF')], { multiple: false, allowedTypes: SUPPORTED_FILE_TYPES })).toBeNull();
  });

  it('accepts one csv, xls or xlsx up to 10 MB for imports', () => {
    expect(checkFileSelection([file('orders.xlsx', 10 * MB)], IMPORT_FILE_RULES)).toBeNull();
    expect(checkFileSelection([file('orders.xlsx', 10 * MB + 1)], IMPORT_FILE_RULES)).toBe(FILE_MESSAGES.tooLarge(10));
    expect(checkFileSelection([file('orders.pdf')], IMPORT_FILE_RULES)).toBe('Unsupported file type');
  });

  it('reads the extension case-insensitively and finds none on dot files', () => {
    expect(fileExtension('a.b.JPEG')).toBe('jpeg');
    expect(fileExtension('.pdf')).toBe('');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
});

describe('timestamp prefix', () => {
  it('prefixes yyyyMMddHHmmss and two underscores', () => {
    expect(addTimestampPrefix('memo.pdf', new Date('2026-01-31T23:59:58Z'))).toBe('20260131235958__memo.pdf');
  });

  it('strips the prefix for download and leaves other names alone', () => {
    expect(stripTimestampPrefix('20260131235958__memo.pdf')).toBe('memo.pdf');
    expect(stripTimestampPrefix('2026013123595__memo.pdf')).toBe('2026013123595__memo.pdf');
    expect(stripTimestampPrefix('memo__20260131235958.pdf')).toBe('memo__20260131235958.pdf');
    expect(hasTimestampPrefix('20260131235958__memo.pdf')).toBe(true);
  });

  it('does not stack a second prefix on an already prefixed name', () => {
    expect(addTimestampPrefix('20250101000000__memo.pdf', new Date('2026-01-31T23:59:58Z'))).toBe('20260131235958__memo.pdf');
  });
});

describe('document file name', () => {
  const check = (value: unknown) => documentUrlRequest.safeParse({ value });
  it('accepts a prefixed name with a supported extension', () => {
    expect(check('20260131235958__Credit memo #4.pdf').success).toBe(true);
  });
  it('refuses an unsupported extension with the spec message', () => {
    expect(check('evil.html').error?.issues.map((i) => i.message)).toContain('Unsupported file type');
  });
  it('refuses path separators, empty and overlong names', () => {
    expect(check('../other/x.pdf').success).toBe(false);
    expect(check('a\\b.pdf').success).toBe(false);
    expect(check('').error?.issues[0]?.message).toBe('Field is required');
    expect(check(`${'a'.repeat(247)}.pdf`).error?.issues[0]?.message).toBe('Maximum is 250 characters');
  });
});
