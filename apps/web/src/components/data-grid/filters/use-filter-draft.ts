// What a column filter's boxes hold; every change applies the whole draft, so the operator and the values never drift apart.
import { useState } from 'react';

export function useFilterDraft<D extends object>(initial: D, apply: (draft: D) => void) {
  const [draft, setDraft] = useState(initial);
  const change = (patch: Partial<D>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    apply(next);
  };
  return [draft, change] as const;
}
