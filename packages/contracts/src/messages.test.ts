import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import { MESSAGES, enumMessage } from './messages.ts';

describe('generic validation messages', () => {
  it('says "Field is required" for a missing value and an empty string', () => {
    const schema = z.object({ username: z.string().min(1) });
    expect(schema.safeParse({}).error?.issues[0]?.message).toBe(MESSAGES.required);
    expect(schema.safeParse({ username: '' }).error?.issues[0]?.message).toBe(MESSAGES.required);
  });
  it('names the minimum and maximum for strings and numbers', () => {
    expect(z.string().min(3).safeParse('a').error?.issues[0]?.message).toBe('Minimum is 3 characters');
    expect(z.string().max(20).safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe('Maximum is 20 characters');
    expect(z.number().min(0).safeParse(-1).error?.issues[0]?.message).toBe('Minimum is 0');
    expect(z.number().max(20).safeParse(21).error?.issues[0]?.message).toBe('Maximum is 20');
  });
  it('says "Invalid format" on a regex mismatch', () => {
    expect(z.string().regex(/^\d+$/).safeParse('x').error?.issues[0]?.message).toBe('Invalid format');
  });
  it('lists enum options as capitalised words', () => {
    const res = z.enum(['NeedsProcessing', 'Complete']).safeParse('x');
    expect(res.error?.issues[0]?.message).toBe('The options must be one of: Needs Processing, Complete');
    expect(enumMessage(['out_of_stock'])).toBe('The options must be one of: Out Of Stock');
  });
});
