// What a session leaves in memory (the query cache, the answers started at page load) goes when it ends or another
// begins. The caches register here, so the sign-in page and the transport need none of their code.
const resets = new Set<() => void>();

/** Registers a cache to drop; returns the unregister function. */
export function onSessionCachesReset(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export function resetSessionCaches(): void {
  for (const reset of resets) reset();
}
