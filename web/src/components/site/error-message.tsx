'use client';

import { useEffect } from 'react';

type Props = { error: unknown; retry: () => void; homeHref: string; homeLabel: string };

/**
 * The friendly body of the error boundaries. It never prints the error: in production the
 * server's message is replaced anyway, and in development a stack on a dealer page helps nobody.
 */
export function ErrorMessage({ error, retry, homeHref, homeLabel }: Props) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : null;

  return (
    <div role="alert" className="max-w-xl">
      <h1 className="text-3xl font-bold tracking-tight">Sorry, something went wrong</h1>
      <p className="mt-4 text-neutral-700">
        This page could not be loaded just now. Please try again in a moment.
      </p>
      {digest && <p className="mt-2 text-sm text-neutral-600">Reference: {digest}</p>}
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="inline-flex min-h-11 items-center rounded-md bg-neutral-900 px-5 font-semibold text-white hover:bg-neutral-700"
        >
          Try again
        </button>
        <a href={homeHref} className="inline-flex min-h-11 items-center rounded-md border border-neutral-400 px-5 font-semibold hover:bg-neutral-100">
          {homeLabel}
        </a>
      </div>
    </div>
  );
}
