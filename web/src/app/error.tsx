'use client';

import { ErrorMessage } from '@/components/site/error-message';

/** Errors outside a tenant's layout (the directory, a site config that failed to load). */
export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="main" className="container-page py-16">
      <ErrorMessage error={error} retry={retry} homeHref="/" homeLabel="Go to the home page" />
    </main>
  );
}
