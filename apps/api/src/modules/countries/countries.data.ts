// Countries (ISO 3166-1, English names from i18n-iso-countries) and their states (ISO 3166-2 subdivisions from
// country-region-data), built once from the maintained packages, never typed by hand. The spec's state field is 1 to
// 2 characters and required, so a country is offered when every subdivision it has carries a unique code of 1 or 2
// characters (US, CA, DE, IN, ...; docs/decisions/application.md lists why AU, GB or FR are not).
import { createRequire } from 'node:module';
import type { CountryOption } from '@portal/contracts';

const require = createRequire(import.meta.url);

interface RegionData {
  countryShortCode: string;
  regions: { name: string; shortCode?: string }[];
}
interface IsoCountries {
  registerLocale(locale: unknown): void;
  getName(code: string, lang: string, options?: { select: 'official' | 'alias' | 'all' }): string | undefined;
}

const collator = new Intl.Collator('en');
const byLabel = (a: CountryOption, b: CountryOption) => collator.compare(a.label, b.label);

function build(): { countries: CountryOption[]; states: Map<string, CountryOption[]> } {
  const iso = require('i18n-iso-countries') as IsoCountries;
  iso.registerLocale(require('i18n-iso-countries/langs/en.json'));
  const regions = require('country-region-data/data.json') as RegionData[];
  const countries: CountryOption[] = [];
  const states = new Map<string, CountryOption[]>();
  for (const country of regions) {
    const codes = country.regions.map((r) => r.shortCode ?? '');
    const fits = codes.length > 0 && codes.every((c) => c.length >= 1 && c.length <= 2) && new Set(codes).size === codes.length;
    const label = iso.getName(country.countryShortCode, 'en', { select: 'official' });
    if (!fits || !label) continue;
    countries.push({ value: country.countryShortCode, label });
    states.set(country.countryShortCode, country.regions.map((r) => ({ value: r.shortCode!, label: r.name })).sort(byLabel));
  }
  return { countries: countries.sort(byLabel), states };
}

let cache: ReturnType<typeof build> | undefined;
const data = () => (cache ??= build());

export const listCountries = (): readonly CountryOption[] => data().countries;

/** The states of a country offered by listCountries; undefined for any other code. */
export const listStates = (countryCode: string): readonly CountryOption[] | undefined => data().states.get(countryCode.toUpperCase());

export const isKnownCountry = (countryCode: string): boolean => data().states.has(countryCode);

export const isStateOf = (countryCode: string, stateCode: string): boolean =>
  data()
    .states.get(countryCode)
    ?.some((s) => s.value === stateCode) ?? false;
