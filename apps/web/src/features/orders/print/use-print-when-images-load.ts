// Opens the print dialog once, after every image inside the container has loaded (or failed).
import { useEffect, useRef, type RefObject } from 'react';

export function usePrintWhenImagesLoad(container: RefObject<HTMLElement | null>, ready: boolean, print: () => void = () => window.print()) {
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current || !container.current) return;
    const images = [...container.current.querySelectorAll('img')];
    const pending = images.filter((img) => !img.complete);
    let cancelled = false;
    const done = () => {
      if (cancelled || printed.current) return;
      printed.current = true;
      print();
    };
    if (pending.length === 0) {
      done();
      return;
    }
    let left = pending.length;
    const settle = () => {
      left -= 1;
      if (left === 0) done();
    };
    pending.forEach((img) => {
      img.addEventListener('load', settle, { once: true });
      img.addEventListener('error', settle, { once: true });
    });
    return () => {
      cancelled = true;
    };
  }, [container, ready, print]);
}
