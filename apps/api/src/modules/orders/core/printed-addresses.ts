// The address block printed on labels and bills of lading.
export interface PrintedAddress {
  name: string;
  company?: string | null;
  address1: string;
  address2?: string | null;
  address3?: string | null;
  city: string;
  state: string;
  zip: string;
  country?: string | null;
  phone?: string | null;
}

/** Lines in print order, empty parts skipped; the last is "city, state zip" like the spec's address display. */
export function addressLines(a: PrintedAddress): string[] {
  const lines = [a.name, a.company, a.address1, a.address2, a.address3].filter((l): l is string => Boolean(l && l.trim()));
  const cityLine = `${a.city}, ${a.state} ${a.zip}`.trim();
  return [...lines, a.country && a.country !== 'US' ? `${cityLine} ${a.country}` : cityLine];
}
