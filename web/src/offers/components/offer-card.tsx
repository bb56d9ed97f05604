import { CssIcon } from '@/components/ui/css-icon';
import { offerCategoryTitle } from '@dealer/schemas/content/offer';
import { buttonVariants } from '@/components/ui/button-variants';
import { CardPhoto } from '@/components/ui/card-photo';
import { formatPrice } from '@/lib/format';
import { offerEndsText } from '@/offers/offer-dates';
import type { OfferRecord } from '@/offers/records/offer-record';

/** A dealership offer: image, categories, title, text, price, end date (on the site's calendar), its button and the fine print. */
export function OfferCard({ offer, timeZone }: { offer: OfferRecord; timeZone: string }) {
  const ends = offerEndsText(offer.ends_at, timeZone);
  const external = /^https?:\/\//.test(offer.href);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm" data-testid="offer-card">
      <div className="relative aspect-[8/5] bg-neutral-100">
        <CardPhoto
          src={offer.image_url}
          alt=""
          width={800}
          height={500}
          sizes="(min-width: 1400px) 420px, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
          placeholder={<CssIcon name="tag" className="size-10" />}
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {offer.categories.length > 0 && (
          <ul aria-label="Categories" className="flex flex-wrap gap-1">
            {offer.categories.map((category) => (
              <li key={category} className="rounded bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-800">{offerCategoryTitle(category)}</li>
            ))}
          </ul>
        )}
        <h3 className="text-lg font-semibold">{offer.title}</h3>
        {offer.summary && <p className="text-sm text-neutral-700">{offer.summary}</p>}
        {offer.price !== undefined && (
          <p>
            <span className="text-xl font-bold">{formatPrice(offer.price)}</span>
            {offer.price_label && <span className="ml-1 text-sm text-neutral-700">{offer.price_label}</span>}
          </p>
        )}
        {ends && <p className="text-sm font-medium text-neutral-800">{ends}</p>}
        <div className="mt-auto flex flex-col gap-3 pt-2">
          <a href={offer.href} className={buttonVariants({ variant: 'primary', size: 'sm' })} {...(external ? { rel: 'noopener' } : {})}>
            View Offer<span className="sr-only">: {offer.title}</span>
          </a>
          {offer.terms && (
            <details className="text-xs text-neutral-700">
              <summary className="cursor-pointer py-1 font-medium">Terms and conditions</summary>
              <p className="mt-1">{offer.terms}</p>
            </details>
          )}
        </div>
      </div>
    </article>
  );
}
