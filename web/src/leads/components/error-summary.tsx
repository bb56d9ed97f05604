'use client';

import { useEffect, useRef } from 'react';
import { SPEC_TEXT } from '@/leads/messages';
import { useLeadForm } from './form-context';

export type SummaryItem = { name: string; label: string; message: string };

/**
 * SPEC 5: "Error banner: 'Please fix the following errors:' followed by each error." Shown after a
 * failed submit and focused, so keyboard and screen-reader users land on it; each error links to
 * its field.
 */
export function ErrorSummary({ items, attempt }: { items: SummaryItem[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const focusedAttempt = useRef(0);
  const { fieldId } = useLeadForm();
  // Errors and the attempt count can arrive in separate renders: focus once both are there.
  useEffect(() => {
    if (attempt > focusedAttempt.current && ref.current) {
      focusedAttempt.current = attempt;
      ref.current.focus();
    }
  });
  if (items.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby={fieldId('error-summary')} className="rounded-md border-2 border-red-700 bg-red-50 p-4 focus:outline-none focus-visible:ring-2">
      <p id={fieldId('error-summary')} className="font-semibold text-red-800">{SPEC_TEXT.errorBanner}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800">
        {items.map((item) => (
          <li key={item.name || item.message}>
            {item.name ? (
              <a href={`#${fieldId(item.name)}`} className="underline hover:no-underline" onClick={(event) => {
                const target = document.getElementById(fieldId(item.name));
                if (!target) return;
                event.preventDefault();
                target.focus();
              }}>
                {item.label}: {item.message}
              </a>
            ) : item.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
