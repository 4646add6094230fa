// A small user preference kept in localStorage, shared by every component and synced across tabs (storage event).
import { useCallback, useSyncExternalStore } from 'react';

export function createStoredPreference<T extends string>(key: string, fallback: T, allowed: readonly T[]) {
  const listeners = new Set<() => void>();

  const read = (): T => {
    const value = localStorage.getItem(key);
    return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      // another tab changed it (or cleared storage)
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  const write = (value: T) => {
    localStorage.setItem(key, value);
    listeners.forEach((l) => l());
  };

  function usePreference(): [T, (value: T) => void] {
    const value = useSyncExternalStore(subscribe, read, () => fallback);
    return [value, useCallback((v: T) => write(v), [])];
  }

  return { key, read, write, usePreference };
}
