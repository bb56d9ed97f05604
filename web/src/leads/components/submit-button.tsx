'use client';

import { LoaderCircle } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';

/** SPEC 4 generic form submit: while submitting, a spinner and the button disabled. */
export function SubmitButton({ submitting, label, className }: { submitting: boolean; label: string; className?: string }) {
  return (
    <button type="submit" disabled={submitting} aria-disabled={submitting || undefined} className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'w-full sm:w-auto', className)}>
      {submitting && <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
      {submitting ? 'Sending…' : label}
    </button>
  );
}
