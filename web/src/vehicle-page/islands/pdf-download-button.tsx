'use client';

import { Download } from 'lucide-react';
import { useState } from 'react';

/**
 * SPEC 4 "Print PDF": 'Preparing...' while the server builds the PDF, then the browser saves
 * {slug}.pdf; a failure shows an alert with the message (SPEC 8).
 */
export function PdfDownloadButton({ slug }: { slug: string }) {
  const [downloading, setDownloading] = useState(false);
  return (
    <button
      type="button"
      disabled={downloading}
      className="inline-flex min-h-11 items-center gap-2 rounded-md bg-neutral-900 px-5 font-semibold text-white disabled:opacity-70 print:hidden"
      onClick={async () => {
        setDownloading(true);
        try {
          const response = await fetch(`/api/cars/${encodeURIComponent(slug)}/pdf`);
          if (!response.ok) throw new Error(((await response.json().catch(() => null)) as { message?: string } | null)?.message ?? `The PDF could not be prepared (${response.status}).`);
          const url = URL.createObjectURL(await response.blob());
          const link = document.createElement('a');
          link.href = url;
          link.download = `${slug}.pdf`;
          document.body.append(link);
          link.click();
          link.remove();
          setTimeout(() => URL.revokeObjectURL(url), 10_000);
        } catch (error) {
          alert(error instanceof Error ? error.message : String(error));
        } finally {
          setDownloading(false);
        }
      }}
    >
      <Download aria-hidden="true" className="size-4" />
      {downloading ? 'Preparing...' : 'Download PDF'}
    </button>
  );
}
