'use client';

import { useSyncExternalStore } from 'react';

/**
 * A list this device remembers in localStorage (SPEC 3: favourites, viewed cars, the compare
 * selection), shared by every island of the page and by other tabs. Read defensively: storage may
 * hold an older shape or be unavailable (private mode), and a convenience must never break a page.
 */
export type DeviceList<T> = {
  read(): T[];
  write(items: T[]): void;
  subscribe(onChange: () => void): () => void;
};

const EVENT = 'device-list-changed';

/** The list on the server and in the first paint; also what an empty stored list reads as. */
const EMPTY: never[] = [];

export function deviceList<T>(key: string, isItem: (value: unknown) => value is T, max: number): DeviceList<T> {
  const raw = () => {
    try {
      return window.localStorage.getItem(key) ?? '[]';
    } catch {
      return '[]';
    }
  };
  let cachedRaw: string | null = null;
  let cached: T[] = EMPTY;
  const read = (): T[] => {
    const text = raw();
    if (text === cachedRaw) return cached;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = [];
    }
    cachedRaw = text;
    const items = Array.isArray(parsed) ? parsed.filter(isItem).slice(0, max) : [];
    // An empty list is the server's own (EMPTY): React then has no reason to render the page's
    // islands again straight after hydrating them.
    cached = items.length > 0 ? items : EMPTY;
    return cached;
  };
  const subscribe = (onChange: () => void) => {
    const onStorage = (event: Event) => {
      if (!(event instanceof StorageEvent) || event.key === key || event.key === null) onChange();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(EVENT, onChange);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(EVENT, onChange);
    };
  };
  return {
    read,
    subscribe,
    write(items) {
      try {
        window.localStorage.setItem(key, JSON.stringify(items.slice(0, max)));
      } catch (error) {
        console.warn(`${key} not stored`, error);
      }
      window.dispatchEvent(new Event(EVENT));
    },
  };
}

/** The list in a component; empty on the server and in the first paint, filled after hydration. */
export function useDeviceList<T>(list: DeviceList<T>): T[] {
  return useSyncExternalStore(list.subscribe, list.read, () => EMPTY);
}

