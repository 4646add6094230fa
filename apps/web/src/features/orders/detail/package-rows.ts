// Package rows of the label and LTL forms: numbers are typed as text and read back for the contracts' schemas.
import { formatFacility, type Facility, type PackageType } from '@portal/contracts';

/** '' stays undefined so the schema answers 'Field is required'; other text becomes a number (NaN is refused). */
export const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));
export const textOf = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** Zod issues keyed by their dotted path ('packages.0.width'); the first message of a path wins. */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) found[issue.path.map(String).join('.')] ??= issue.message;
  return found;
}

export const activeFacilities = (facilities: readonly Facility[] | undefined) => (facilities ?? []).filter((f) => f.isActive);
export const facilityLabel = (f: Facility) => formatFacility(f);

/** The facility to preselect: the only active one, else the preferred one, else none. */
export function preselectedFacility(active: readonly Facility[], preferred: (f: Facility) => boolean): number | '' {
  if (active.length === 1) return active[0]!.id;
  return active.find(preferred)?.id ?? '';
}

/** Pickup times every 30 minutes from 00:00 to 23:30, labelled in 12-hour time. */
export const PICKUP_TIMES: { value: string; label: string }[] = Array.from({ length: 48 }, (_, i) => {
  const hours = Math.floor(i / 2);
  const minutes = i % 2 === 0 ? '00' : '30';
  const value = `${String(hours).padStart(2, '0')}:${minutes}`;
  const label = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return { value, label };
});
/** A facility's pickup time ('08:00' or '08:00:00') as one of PICKUP_TIMES, else the fallback. */
export function pickupTimeOf(value: string | null | undefined, fallback: string): string {
  const hhmm = value?.slice(0, 5);
  return PICKUP_TIMES.some((t) => t.value === hhmm) ? hhmm! : fallback;
}

/** A package row's type and measures as its inputs hold them (the label form adds boxes, the LTL form a quantity). */
export interface PackageMeasureRow {
  key: number;
  packageType: PackageType;
  width: string;
  height: string;
  depth: string;
  weight: string;
}
type Measures<T> = Record<'width' | 'height' | 'depth' | 'weight', T>;

/** Stored measures as the text of the inputs. */
export const measureTexts = (p: Measures<number | null | undefined>): Measures<string> => ({
  width: textOf(p.width),
  height: textOf(p.height),
  depth: textOf(p.depth),
  weight: textOf(p.weight),
});
/** The inputs' text read back for the schema (numberOf each). */
export const measureNumbers = (row: Measures<string>): Measures<number | undefined> => ({
  width: numberOf(row.width),
  height: numberOf(row.height),
  depth: numberOf(row.depth),
  weight: numberOf(row.weight),
});
