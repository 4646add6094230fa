// "This action might take a while" once a submit has run longer than the given delay.
import { useEffect, useState } from 'react';

export const LONG_ACTION_HINT = 'This action might take a while';

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
