// Optimistic concurrency in an edit dialog (docs/decisions/safe-writes.md): the dialog saves with the version it was filled from; when the server refuses the save as stale (412, someone
// saved meanwhile), the caller's queries refetch and the form is filled again from the fresh data once it arrives.
import { useEffect, useRef, useState } from 'react';

export const isStaleWrite = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 412;

export function useEditedVersion<T extends { version: string }>(data: T | undefined, refill: (fresh: T) => void) {
  const [version, setVersion] = useState(data?.version);
  const [staleVersion, setStaleVersion] = useState<string | null>(null);
  const refillRef = useRef(refill);
  useEffect(() => {
    refillRef.current = refill;
  });
  useEffect(() => {
    if (staleVersion === null || !data || data.version === staleVersion) return;
    setStaleVersion(null);
    setVersion(data.version);
    refillRef.current(data);
  }, [data, staleVersion]);
  return {
    /** The version the form was filled from: sent as If-Match. */
    version,
    /** After a failed save: a stale write waits for the fresh data to refill the form. */
    onSaveError: (error: unknown) => {
      if (isStaleWrite(error) && version !== undefined) setStaleVersion(version);
    },
  };
}
