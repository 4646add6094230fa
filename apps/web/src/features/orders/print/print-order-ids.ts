// orderIds of the print route: comma-separated numbers; non-numeric entries are dropped.
export function parsePrintOrderIds(raw: string | null): number[] {
  return (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}
