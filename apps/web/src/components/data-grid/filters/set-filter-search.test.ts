import { describe, expect, it } from 'vitest';
import { searchSetOptions } from './set-filter-search.ts';

const options = [
  { value: 'a', label: 'Café Crème' },
  { value: 'b', label: 'Awaiting shipment' },
  { value: 'c', label: 'Needs processing' },
];

describe('set filter search', () => {
  it('ignores case and accents', () => {
    expect(searchSetOptions(options, 'cafe creme').map((o) => o.value)).toEqual(['a']);
    expect(searchSetOptions(options, 'CAFÉ').map((o) => o.value)).toEqual(['a']);
  });
  it('matches anywhere in the label', () => {
    expect(searchSetOptions(options, 'ship').map((o) => o.value)).toEqual(['b']);
  });
  it('returns every option for a blank search', () => {
    expect(searchSetOptions(options, '  ')).toHaveLength(3);
  });
});
