'use client';

import { Printer } from 'lucide-react';

export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="inline-flex min-h-11 items-center gap-2 rounded-md border border-neutral-900 px-5 font-semibold print:hidden">
      <Printer aria-hidden="true" className="size-4" />
      Print
    </button>
  );
}
