// Whether a running action has gone on long enough to tell the user it may take a while.
// The order dialogs and the orders list word the hint differently; each keeps its own text and delay beside its call.
import { useEffect, useState } from 'react';

export function useLongActionHint(active: boolean, delayMs: number): boolean {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!active) {
      setShow(false);
      return;
    }
    const timer = window.setTimeout(() => setShow(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs]);
  return show;
}
