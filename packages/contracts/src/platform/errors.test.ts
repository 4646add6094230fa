import { describe, expect, it } from 'vitest';
import { apiErrorSchema, asApiErrorBody, errorText, formBannerText, normalizeErrorPath, toJsonPath, MESSAGES } from '../index.ts';

describe('error paths', () => {
  it('removes the leading $. and turns array indexes into dotted segments', () => {
    expect(normalizeErrorPath('$.confirmPassword')).toBe('confirmPassword');
    expect(normalizeErrorPath('$.items[3].invoiceNumber')).toBe('items.3.invoiceNumber');
  });
  it('builds JSON paths from issue paths', () => {
    expect(toJsonPath(['items', 0, 'sku'])).toBe('$.items[0].sku');
    expect(toJsonPath([])).toBe('$');
  });
});

describe('error text priority', () => {
  it('prefers the response detail', () => {
    expect(errorText({ status: 403, body: { title: 'x', status: 403, detail: 'Nope' } })).toBe('Nope');
  });
  it('maps 403 to the scope message', () => {
    expect(errorText({ status: 403, body: {} })).toBe(MESSAGES.forbidden);
  });
  it('falls back to the status text and then the raw message', () => {
    expect(errorText({ status: 500 })).toBe('An error occurred with status code 500');
    expect(errorText({ message: 'Network down' })).toBe('Network down');
  });
});

describe('form banner', () => {
  it('uses the fixed text when a field has errors and lists field messages without $ keys', () => {
    const res = formBannerText({
      title: 'Bad',
      status: 400,
      detail: 'd',
      errors: { '$.newPassword': ['Minimum is 10 characters'], $: ['whole body'] },
    });
    expect(res.title).toBe(MESSAGES.formHasFieldErrors);
    expect(res.fieldMessages).toEqual(['Minimum is 10 characters']);
  });
  it('uses the detail or the generic text otherwise', () => {
    expect(formBannerText({ title: 't', status: 409, detail: 'Conflict here' }).title).toBe('Conflict here');
    expect(formBannerText({ title: 't', status: 409 }).title).toBe(MESSAGES.formGeneric);
  });
});

describe('asApiErrorBody', () => {
  // the zod-free reader answers as the API's schema does, sample by sample
  const samples: unknown[] = [
    { title: 'Bad Request', status: 400 },
    { title: 'Bad Request', status: 400, detail: 'Invalid', errors: { '$.name': ['Field is required'] } },
    { title: 'Bad Request', status: 400, errors: { name: 'Field is required' } },
    { title: 'Bad Request', status: '400' },
    { title: 'Bad Request', status: 400.5 },
    { status: 400 },
    { title: 'Conflict', status: 409, detail: 7 },
    { title: 'x', status: 400, errors: null },
    { title: 'x', status: 400, errors: [['a']] },
    'Internal Server Error',
    null,
    undefined,
    [],
  ];
  it.each(samples.map((sample) => [JSON.stringify(sample) ?? 'undefined', sample]))('reads %s as apiErrorSchema does', (_, sample) => {
    expect(asApiErrorBody(sample) !== undefined).toBe(apiErrorSchema.safeParse(sample).success);
  });
});
