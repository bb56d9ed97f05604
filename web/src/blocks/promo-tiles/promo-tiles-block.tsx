import { StaticImage } from '@/components/ui/static-image';
import { itemHeading, type BlockComponent } from '../shared/block-types';

/** Promotional tiles (offers, finance, service...) each linking to its page. */
export const PromoTiles: BlockComponent<'promoTiles'> = ({ heading, tiles }) => {
  if (tiles.length === 0) return null;
  const TileHeading = itemHeading(Boolean(heading));
  return (
    <section className="container-page py-10 md:py-14">
      {heading && <h2 className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">{heading}</h2>}
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile._key} className="flex flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm">
            {tile.image && (
              <div className="relative aspect-[16/9] bg-neutral-100">
                <StaticImage
                  src={tile.image.url}
                  alt={tile.image.alt ?? ''}
                  fill
                  sizes="(min-width: 992px) 420px, (min-width: 576px) 50vw, 100vw"
                  className="object-cover"
                />
              </div>
            )}
            <div className="flex flex-1 flex-col p-5">
              <TileHeading className="text-xl font-semibold">{tile.heading}</TileHeading>
              {tile.body && <p className="mt-2 text-neutral-700">{tile.body}</p>}
              <a
                href={tile.href}
                className="mt-auto inline-flex min-h-11 items-center pt-4 font-semibold text-brand-ink underline underline-offset-4 hover:no-underline"
              >
                {tile.ctaLabel ?? 'Find out more'}
                <span className="sr-only">: {tile.heading}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};
