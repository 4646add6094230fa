// Decimals in requests (money, a rule's value, a price): decimal text matching a pattern, and the API document says
// exactly that (`type: string` with the pattern). A JSON number is still read the same way (older clients and forms
// send one), but the document asks for text: a float is not a decimal, and `multipleOf: 0.01` is not checkable on
// floats (0.07 / 0.01 is not a whole number in binary).
import { z } from '../zod.ts';
import { MESSAGES } from '../messages.ts';

/** Up to 10 digits, up to two decimals ("12.5", "0.00"). */
export const DECIMAL_TEXT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
/** The same, at least 0.01 (not zero in any spelling). */
export const POSITIVE_DECIMAL_TEXT_PATTERN = /^(?!0+(\.0{1,2})?$)\d{1,10}(\.\d{1,2})?$/;

/** The pattern that refuses zero in any spelling, in front of a decimal pattern that starts with ^. */
export const notZero = (pattern: RegExp): RegExp => new RegExp(`^(?!0+(?:\\.0+)?$)${pattern.source.slice(1)}`);

/** A decimal of a request as text (a number read as its text), checked by one pattern: the document's. */
export const decimalText = (pattern: RegExp, example: string, message: string = MESSAGES.invalidFormat) =>
  z
    .union([z.number(), z.string()], { error: (iss) => (iss.input === undefined || iss.input === null ? MESSAGES.required : message) })
    .refine((v) => pattern.test(String(v).trim()), message)
    .meta({ anyOf: undefined, type: 'string', pattern: pattern.source, examples: [example] });
