import type { BlockComponent } from '@/blocks/shared/block-types';
import { formatDateInZone, siteTimeZone } from '@/lib/time-zone';
import { signInRedirect } from '@/tenancy/gated-route';
import { LazyPrizeWheel } from './lazy-prize-wheel';

const SPIN_PATH = '/spin-to-win';

/**
 * The spin-to-win wheel (SPEC 2 /spin-to-win): the promotion's prizes on a wheel a verified
 * shopper spins once, what each prize is, and its terms. Nothing without a promotion with at
 * least two prizes. The same for every visitor (cached); the wheel asks who is spinning.
 */
export const SpinWheel: BlockComponent<'spinWheel'> = ({ heading, intro, promotion, site, isPageHeading }) => {
  if (!promotion || promotion.prizes.length < 2) return null;
  const Heading = isPageHeading ? 'h1' : 'h2';
  const prizes = promotion.prizes.map((prize) => ({ key: prize._key, label: prize.label }));
  const ends = promotion.endsAt ? formatDateInZone(new Date(promotion.endsAt), siteTimeZone(site)) : null;
  return (
    <section className="container-page space-y-8 py-10 md:py-14" aria-labelledby={`spin-${promotion._id}`}>
      <div className="max-w-3xl space-y-3">
        <Heading id={`spin-${promotion._id}`} className="text-3xl font-bold tracking-tight md:text-4xl">{heading || promotion.title}</Heading>
        {intro && <p className="text-lg text-neutral-700">{intro}</p>}
        {ends && <p className="font-medium">{`Spin before ${ends}.`}</p>}
      </div>
      <LazyPrizeWheel promotionId={promotion._id} prizes={prizes} signInHref={signInRedirect(SPIN_PATH, '', SPIN_PATH)} />
      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <h3 className="text-xl font-bold">What you can win</h3>
          <ul className="mt-3 space-y-3">
            {promotion.prizes.map((prize) => (
              <li key={prize._key} className="rounded-lg border border-neutral-200 bg-white p-4">
                <p className="font-semibold">{prize.label}</p>
                {prize.description && <p className="mt-1 text-neutral-700">{prize.description}</p>}
              </li>
            ))}
          </ul>
        </div>
        {promotion.terms && (
          <div>
            <h3 className="text-xl font-bold">Prize terms</h3>
            <div className="mt-3 space-y-2 text-sm text-neutral-700" data-testid="prize-terms">
              {promotion.terms.split(/\n+/).filter(Boolean).map((line) => <p key={line}>{line}</p>)}
            </div>
          </div>
        )}
      </div>
    </section>
  );
};
