// PostgreSQL's unique violation (23505), on the error or any error it wraps (drizzle wraps the driver's).
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}
