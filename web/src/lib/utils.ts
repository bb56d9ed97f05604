import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * shadcn/ui's class combiner: conditional classes, later Tailwind utilities win over earlier ones.
 * For server components: in a client component it brings tailwind-merge (~8 KB gzip) into the
 * page's first-load JavaScript; there use clsx with classes that do not conflict, or a variant.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
