'use client';

import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';

type Prize = { key: string; label: string; description: string | null };
type Props = { promotionId: string; prizes: { key: string; label: string }[]; signInHref: string };

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'ready' }
  | { kind: 'spinning' }
  | { kind: 'won'; prize: Prize }
  | { kind: 'already'; prize: Prize | null; message: string }
  | { kind: 'closed'; message: string };

const SPIN_MS = 4500;
const FAILED = 'Sorry, the wheel could not be spun just now. Please try again in a minute.';

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Where the wheel must turn to (degrees, clockwise) to stop with prize `index` under the pointer at the top. */
function landingAngle(current: number, index: number, count: number): number {
  const centre = (index + 0.5) * (360 / count);
  const target = (360 - centre) % 360;
  return current + 5 * 360 + ((target - (current % 360) + 360) % 360);
}

/**
 * The prize wheel (SPEC 2 /spin-to-win). The browser never decides anything: it asks the server
 * for this shopper's state when it loads, sends the spin, and turns the wheel to the prize the
 * server drew. The page around it is cached alike for everyone, so all of that happens here.
 */
export function PrizeWheel({ promotionId, prizes, signInHref }: Props) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [rotation, setRotation] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    let live = true;
    fetch(`/api/spin-to-win?promotion=${encodeURIComponent(promotionId)}`, { cache: 'no-store' })
      .then(async (response) => {
        const body = (await response.json()) as { signedIn?: boolean; open?: boolean; prize?: Prize | null; message?: string | null; error?: string };
        if (!live) return;
        if (!response.ok) setState({ kind: 'closed', message: body.error ?? FAILED });
        else if (body.prize) {
          setState({ kind: 'already', prize: body.prize, message: body.message ?? '' });
          setRotation(landingAngle(0, Math.max(0, prizes.findIndex((p) => p.key === body.prize!.key)), prizes.length) % 360);
        } else if (!body.signedIn) setState({ kind: 'signed-out' });
        else if (!body.open) setState({ kind: 'closed', message: 'This promotion has ended. Thanks for your interest.' });
        else setState({ kind: 'ready' });
      })
      .catch(() => live && setState({ kind: 'ready' }));
    return () => {
      live = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [promotionId, prizes]);

  async function spin() {
    setError(null);
    setState({ kind: 'spinning' });
    let response: Response;
    try {
      response = await fetch('/api/spin-to-win', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ promotion: promotionId }) });
    } catch {
      setError(FAILED);
      setState({ kind: 'ready' });
      return;
    }
    const body = (await response.json().catch(() => ({}))) as { prize?: Prize | null; error?: string };
    if (response.status === 200 && body.prize) {
      const prize = body.prize;
      const index = Math.max(0, prizes.findIndex((p) => p.key === prize.key));
      setRotation((current) => landingAngle(current, index, prizes.length));
      timer.current = setTimeout(() => setState({ kind: 'won', prize }), reducedMotion() ? 0 : SPIN_MS);
    } else if (response.status === 409) {
      setState({ kind: 'already', prize: body.prize ?? null, message: body.error ?? '' });
    } else if (response.status === 401) {
      setState({ kind: 'signed-out' });
    } else {
      setError(body.error ?? FAILED);
      setState(response.status === 410 || response.status === 404 ? { kind: 'closed', message: body.error ?? FAILED } : { kind: 'ready' });
    }
  }

  const count = prizes.length;
  const slice = 360 / count;
  return (
    <div className="grid items-center gap-8 md:grid-cols-2">
      <div className="relative mx-auto w-full max-w-[22rem]" data-testid="prize-wheel">
        {/* The pointer: the prize under it when the wheel stops is the one won. */}
        <svg viewBox="0 0 20 16" className="absolute left-1/2 top-0 z-10 w-8 -translate-x-1/2 -translate-y-1/3 text-neutral-900" aria-hidden="true">
          <path d="M0 0h20L10 16z" fill="currentColor" />
        </svg>
        <svg
          viewBox="-100 -100 200 200"
          className="w-full rounded-full shadow-lg motion-safe:transition-transform motion-safe:duration-[4500ms] motion-safe:ease-[cubic-bezier(0.17,0.67,0.12,1)]"
          style={{ transform: `rotate(${rotation}deg)` }}
          role="img"
          aria-label={`Prize wheel: ${prizes.map((p) => p.label).join(', ')}`}
        >
          {prizes.map((prize, index) => {
            const start = ((index * slice - 90) * Math.PI) / 180;
            const end = (((index + 1) * slice - 90) * Math.PI) / 180;
            const large = slice > 180 ? 1 : 0;
            const path = `M0 0 L${(98 * Math.cos(start)).toFixed(3)} ${(98 * Math.sin(start)).toFixed(3)} A98 98 0 ${large} 1 ${(98 * Math.cos(end)).toFixed(3)} ${(98 * Math.sin(end)).toFixed(3)}Z`;
            const middle = index * slice + slice / 2;
            const even = index % 2 === 0;
            return (
              <g key={prize.key}>
                <path d={path} className={even ? 'fill-brand' : 'fill-white'} stroke="#d4d4d4" strokeWidth="0.6" />
                <text
                  transform={`rotate(${middle - 90}) translate(56 0)`}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  className={even ? 'fill-brand-foreground' : 'fill-neutral-900'}
                  fontSize={count > 8 ? 7 : 8.5}
                  fontWeight={700}
                >
                  {prize.label.length > 18 ? `${prize.label.slice(0, 17)}…` : prize.label}
                </text>
              </g>
            );
          })}
          <circle r="12" className="fill-white" stroke="#d4d4d4" />
        </svg>
      </div>

      <div className="space-y-4" aria-live="polite">
        {state.kind === 'loading' && <p className="text-neutral-700">Checking your spin…</p>}
        {state.kind === 'signed-out' && (
          <>
            <p className="text-lg">Verify your mobile number to spin. It is one spin per verified mobile, and your prize is held for you.</p>
            <a href={signInHref} className={buttonVariants({ variant: 'primary', size: 'lg' })}>Sign in to spin</a>
          </>
        )}
        {(state.kind === 'ready' || state.kind === 'spinning') && (
          <>
            <p className="text-lg">You have one spin. Good luck!</p>
            <button type="button" onClick={spin} disabled={state.kind === 'spinning'} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              {state.kind === 'spinning' ? 'Spinning…' : 'Spin the wheel'}
            </button>
          </>
        )}
        {state.kind === 'won' && (
          <div className="rounded-lg border border-green-700 bg-green-50 p-4" data-testid="spin-prize" role="status">
            <p className="text-2xl font-bold">You won {state.prize.label}!</p>
            {state.prize.description && <p className="mt-2">{state.prize.description}</p>}
            <p className="mt-2 text-neutral-700">Our team has your prize on file and will be in touch to arrange it. See the prize terms below.</p>
          </div>
        )}
        {state.kind === 'already' && (
          <div className="rounded-lg border border-neutral-300 bg-neutral-50 p-4" data-testid="spin-refused" role="status">
            <p className="font-semibold">{state.message}</p>
            {state.prize?.description && <p className="mt-2">{state.prize.description}</p>}
          </div>
        )}
        {state.kind === 'closed' && <p className="font-semibold">{state.message}</p>}
        {error && <p role="alert" className="font-semibold text-red-700">{error}</p>}
      </div>
    </div>
  );
}
