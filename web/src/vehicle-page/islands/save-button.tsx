'use client';

import { Heart } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';

export type Favourite = { id: number; name: string; slug: string; make: string; model: string; primary_image_url: string | null };

const KEY = 'favourites';

const CHANGED = 'favourites-changed';

function raw(): string {
  try {
    return localStorage.getItem(KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

function parse(text: string): Favourite[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as Favourite[]) : [];
  } catch {
    return [];
  }
}

/** SPEC 3 "Favourite (stored locally)": toggles this car in the browser's favourites. */
export function SaveButton({ favourite }: { favourite: Favourite }) {
  // The server (and first paint) shows 'Save'; the stored state applies after hydration.
  const stored = useSyncExternalStore(subscribe, raw, () => '[]');
  const saved = parse(stored).some((f) => f.id === favourite.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
      onClick={() => {
        const rest = parse(raw()).filter((f) => f.id !== favourite.id);
        const next = saved ? rest : [...rest, favourite];
        try {
          localStorage.setItem(KEY, JSON.stringify(next));
        } catch (error) {
          console.warn('Favourite not stored', error);
        }
        window.dispatchEvent(new Event(CHANGED));
      }}
    >
      <Heart aria-hidden="true" className={saved ? 'fill-current' : undefined} />
      {saved ? 'Saved' : 'Save'}
    </button>
  );
}
