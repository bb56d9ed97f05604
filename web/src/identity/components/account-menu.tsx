'use client';

import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { CssIcon } from '@/components/ui/css-icon';
import { whenIdle } from '@/lib/when-idle';

type Session = { signedIn: false } | { signedIn: true; shopper: { firstName: string | null } };

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * The header's signed-in state: a small client island that asks /api/auth/session after the
 * page loads (in an idle moment, not in the task that hydrates the page), so the cached page
 * itself stays the same for every visitor.
 */
export function AccountMenu() {
  const [session, setSession] = useState<Session | null>(null);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const cancel = whenIdle(() => {
      fetch('/api/auth/session', { cache: 'no-store', signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<Session>) : { signedIn: false as const }))
        .then(setSession, () => undefined);
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, []);

  const linkClass = `${buttonVariants({ variant: 'ghost', size: 'sm' })} max-md:size-11 max-md:px-0`;
  if (!session) return <span className="inline-block min-h-11 w-11 md:w-24" aria-hidden="true" />;
  if (!session.signedIn) {
    const path = here();
    const href = `/sign-in?${new URLSearchParams({ type: 'account', redirect: path, back: path })}`;
    return (
      <a href={href} className={linkClass}>
        <CssIcon name="user" className="text-brand-ink" />
        <span className="max-md:sr-only">Sign in</span>
      </a>
    );
  }
  const signOut = async () => {
    setSigningOut(true);
    try {
      await fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    } finally {
      window.location.reload();
    }
  };
  return (
    <span className="flex items-center gap-1">
      <span className="hidden text-sm text-neutral-800 md:inline" data-testid="signed-in-as">Hi {session.shopper.firstName ?? 'there'}</span>
      <button type="button" className={linkClass} disabled={signingOut} onClick={() => void signOut()}>
        <CssIcon name="user" className="text-brand-ink" />
        <span className="max-md:sr-only">{signingOut ? 'Signing out…' : 'Sign out'}</span>
      </button>
    </span>
  );
}
