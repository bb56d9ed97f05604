'use client';

import { ErrorMessage } from '@/components/site/error-message';

/** Errors inside a tenant page: the tenant's header and footer stay, the body apologises. */
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="container-page py-16">
      <ErrorMessage error={error} retry={retry} homeHref="/" homeLabel="Back to the home page" />
    </div>
  );
}
