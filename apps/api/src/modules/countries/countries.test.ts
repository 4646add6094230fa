import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

describe('GET /countries', () => {
  it('lists ISO 3166-1 countries by name, public and cacheable for 24 hours', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/countries' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const countries = res.json() as { value: string; label: string }[];
    expect(countries).toContainEqual({ value: 'US', label: 'United States of America' });
    expect(countries).toContainEqual({ value: 'CA', label: 'Canada' });
    expect(countries.length).toBeGreaterThan(150);
    const labels = countries.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    // Every value fits the application's 2-character country field.
    expect(countries.every((c) => /^[A-Z]{2}$/.test(c.value))).toBe(true);
  });
});

describe('GET /countries/{countryCode}/states', () => {
  it('lists the ISO 3166-2 subdivisions of the country, each code 1 or 2 characters', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/countries/US/states' });
    expect(res.statusCode).toBe(200);
    const states = res.json() as { value: string; label: string }[];
    expect(states).toContainEqual({ value: 'TX', label: 'Texas' });
    expect(states.every((s) => s.value.length >= 1 && s.value.length <= 2)).toBe(true);
    const ca = (await ctx.app.inject({ method: 'GET', url: '/api/countries/CA/states' })).json() as { value: string }[];
    expect(ca.map((s) => s.value)).toContain('ON');
    expect(ca.map((s) => s.value)).not.toContain('TX');
  });

  it('answers 404 for a country the form does not offer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/countries/XX/states' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404 });
  });
});
