'use client';

import { Link2, Mail, MessageSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { notify } from '@/components/toasts/notify';
import { useHydrated } from '@/lib/use-hydrated';

type Props = { url: string; title: string; hideTwitter: boolean };

/** SPEC 9: the copy link button reads 'Copied' for 1.5 s. */
export const COPIED_MS = 1500;
/** SPEC 9: the copy toast stays 3 s. */
export const COPY_TOAST_MS = 3000;

// One class (app/globals.css share-link) for the half-dozen links and the copy button.
const link = 'share-link';

/**
 * Share bar (SPEC 2): Facebook, Twitter (unless hidden; it needs the url and arrays for
 * hashtags and related), WhatsApp, email, SMS and copy link. Copying also raises the toast
 * 'Copied {car name} to your clipboard!'.
 */
export function ShareBar({ url, title, hideTwitter }: Props) {
  const [copied, setCopied] = useState(false);
  // The bar's code loads after the page: until it has, its server-rendered button refuses a click
  // (disabled) rather than dropping it.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const twitter = { url, hashtags: [] as string[], related: [] as string[] };
  return (
    <section id="share-bar" aria-labelledby="share-heading" className="scroll-mt-24">
      <h2 id="share-heading" className="text-lg font-bold">Share this vehicle</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        <li><a className={link} href={`https://www.facebook.com/sharer/sharer.php?u=${u}`} target="_blank" rel="noopener noreferrer">Facebook</a></li>
        {!hideTwitter && (
          <li>
            <a className={link} target="_blank" rel="noopener noreferrer"
              href={`https://twitter.com/intent/tweet?url=${encodeURIComponent(twitter.url)}&text=${t}&hashtags=${twitter.hashtags.join(',')}&related=${twitter.related.join(',')}`}>Twitter</a>
          </li>
        )}
        <li><a className={link} href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`} target="_blank" rel="noopener noreferrer">WhatsApp</a></li>
        <li><a className={link} href={`mailto:?subject=${t}&body=${u}`}><Mail aria-hidden="true" className="size-4" />Email</a></li>
        <li><a className={link} href={`sms:?&body=${encodeURIComponent(`${title} ${url}`)}`}><MessageSquare aria-hidden="true" className="size-4" />SMS</a></li>
        <li>
          <button
            type="button"
            disabled={!hydrated}
            className={link}
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(url);
              } catch (error) {
                console.warn('Copy failed', error);
              }
              setCopied(true);
              notify({ message: `Copied ${title} to your clipboard!`, durationMs: COPY_TOAST_MS });
            }}
          >
            <Link2 aria-hidden="true" className="size-4" />
            {copied ? 'Copied' : 'Copy link'}
          </button>
        </li>
      </ul>
    </section>
  );
}
