// 'This action may take a while' once a call has run for 3000 ms (spec 4 and 9).
import { useEffect, useState } from 'react';

export const LONG_ACTION_HINT = 'This action may take a while';
export const LONG_ACTION_HINT_MS = 3000;

export function useLongActionHint(active: boolean, delayMs = LONG_ACTION_HINT_MS): boolean {
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
