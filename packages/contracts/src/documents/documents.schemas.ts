// Requests and responses of the documents calls (platform document section 7, order document section 7).
import { z } from '../zod.ts';
import { MESSAGES } from '../messages.ts';
import { SUPPORTED_FILE_TYPES } from '../constants.ts';
import { FILE_MESSAGES, FILE_NAME_MAX_LENGTH, isSupportedFileType } from './files.rules.ts';

/** Each supported extension in either case ([pP][dD][fF]): JSON Schema patterns take no flags. */
const EXTENSIONS = SUPPORTED_FILE_TYPES.map((type) => [...type].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c)).join(''));
/** The refinements below as one pattern, for the API document: no separator or control character, no leading space. */
const FILE_NAME_PATTERN = `^(?!\\s)[^/\\\\\\u0000-\\u001f\\u007f]+\\.(?:${EXTENSIONS.join('|')})$`;

/** A stored file name: a single name (never a path) with a supported extension. */
export const documentFileName = z
  .string()
  .min(1)
  .max(FILE_NAME_MAX_LENGTH)
  // Separators and control characters would let a name escape the supplier's folder or break headers.
  .refine((name) => !/[/\\]/.test(name) && !/[\u0000-\u001f\u007f]/.test(name) && name.trim() === name, MESSAGES.invalidFormat)
  .refine((name) => isSupportedFileType(name), FILE_MESSAGES.unsupportedType)
  .meta({ pattern: FILE_NAME_PATTERN });

/** POST /documents/upload-url (name with its timestamp prefix) and POST /documents/download-url. */
export const documentUrlRequest = z.strictObject({ value: documentFileName });
export type DocumentUrlRequest = z.infer<typeof documentUrlRequest>;

/** Both calls answer with the address as a JSON string. */
export const documentUrlResponse = z.string();
export type DocumentUrlResponse = z.infer<typeof documentUrlResponse>;
