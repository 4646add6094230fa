import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { errorAt } from './error-at.ts';

describe('errorAt', () => {
  const errors = {
    estimatedValue: { type: 'custom', message: 'Field is required' },
    packages: Object.assign([{ width: { type: 'too_small', message: 'Minimum is 0' } }], {
      root: { type: 'too_small', message: 'At least one box must be provided' },
    }),
    items: { type: 'too_small', message: 'At least one package is required' },
  } as unknown as FieldErrors;

  it('reads a field message at a dotted path, also inside an array', () => {
    expect(errorAt(errors, 'estimatedValue')).toBe('Field is required');
    expect(errorAt(errors, 'packages.0.width')).toBe('Minimum is 0');
  });

  it('reads the message of an array whether the schema put it on the array or on its root', () => {
    expect(errorAt(errors, 'packages')).toBe('At least one box must be provided');
    expect(errorAt(errors, 'items')).toBe('At least one package is required');
  });

  it('answers undefined where there is no message', () => {
    expect(errorAt(errors, 'packages.0.height')).toBeUndefined();
    expect(errorAt(errors, 'date')).toBeUndefined();
  });
});
