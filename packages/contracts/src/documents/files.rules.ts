// The spec's client file checks (platform document, section 5 "Files") and the stored-name timestamp prefix,
// shared by the upload components and the documents calls.
import { IMPORT_FILE_MAX_MB, MAX_FILES_PER_BATCH, SUPPORTED_FILE_TYPES } from '../constants.ts';

export const FILE_MESSAGES = {
  tooManyFiles: `A maximum of ${MAX_FILES_PER_BATCH} files can be uploaded at once`,
  tooLarge: (maxMb: number) => `File size is too large, maximum is ${maxMb}MB`,
  unsupportedType: 'Unsupported file type',
  selectSingleFile: 'Please select a single file',
  selectFile: 'Please select a file',
  uploadUrlFailed: 'An unexpected error occurred while fetching the upload URL.',
} as const;

/** Longest stored file name (credit memo file name "up to 250"), prefix included. */
export const FILE_NAME_MAX_LENGTH = 250;

/** What the checks need from a browser File (or anything shaped like one). */
export interface FileLike {
  name: string;
  size: number;
}

export interface FileSelectionRules {
  /** Multi upload: 1..MAX_FILES_PER_BATCH files; single upload: exactly one. */
  multiple: boolean;
  /** Limit on the total size of the selection, in MB (decimal megabytes are not used: 1 MB = 1024 * 1024 bytes). */
  maxSizeMb?: number;
  /** Allowed extensions without the dot; the type check runs only when a list is given. */
  allowedTypes?: readonly string[];
  skipTypeCheck?: boolean;
}

/** Lower-case extension without the dot, '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isSupportedFileType(name: string, allowed: readonly string[] = SUPPORTED_FILE_TYPES): boolean {
  const ext = fileExtension(name);
  return ext !== '' && allowed.some((t) => t.toLowerCase() === ext);
}

/** The first message that refuses the selection, or null when it may be uploaded. */
export function checkFileSelection(files: readonly FileLike[], rules: FileSelectionRules): string | null {
  if (rules.multiple) {
    if (files.length === 0) return FILE_MESSAGES.selectFile;
    if (files.length > MAX_FILES_PER_BATCH) return FILE_MESSAGES.tooManyFiles;
  } else if (files.length !== 1) {
    return FILE_MESSAGES.selectSingleFile;
  }
  if (rules.maxSizeMb !== undefined) {
    const total = files.reduce((sum, f) => sum + f.size, 0);
    if (total > rules.maxSizeMb * 1024 * 1024) return FILE_MESSAGES.tooLarge(rules.maxSizeMb);
  }
  if (rules.allowedTypes && !rules.skipTypeCheck && files.some((f) => !isSupportedFileType(f.name, rules.allowedTypes))) {
    return FILE_MESSAGES.unsupportedType;
  }
  return null;
}

/** Import dialogs: one csv, xls or xlsx file of at most 10 MB. */
export const IMPORT_FILE_RULES: FileSelectionRules = {
  multiple: false,
  maxSizeMb: IMPORT_FILE_MAX_MB,
  allowedTypes: ['csv', 'xls', 'xlsx'],
};

export const TIMESTAMP_PREFIX_SEPARATOR = '__';
const TIMESTAMP_PREFIX = /^\d{14}__/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "20260131235959__invoice.pdf": yyyyMMddHHmmss in UTC (see docs/decisions/files-and-pdfs.md) then "__". */
export function addTimestampPrefix(name: string, at: Date = new Date()): string {
  const stamp =
    pad(at.getUTCFullYear(), 4) +
    pad(at.getUTCMonth() + 1) +
    pad(at.getUTCDate()) +
    pad(at.getUTCHours()) +
    pad(at.getUTCMinutes()) +
    pad(at.getUTCSeconds());
  return `${stamp}${TIMESTAMP_PREFIX_SEPARATOR}${stripTimestampPrefix(name)}`;
}

/** The name the user sees and downloads: the stored name without its timestamp prefix. */
export function stripTimestampPrefix(name: string): string {
  return name.replace(TIMESTAMP_PREFIX, '');
}

export function hasTimestampPrefix(name: string): boolean {
  return TIMESTAMP_PREFIX.test(name);
}
