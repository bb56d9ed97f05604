import { CssIcon } from '@/components/ui/css-icon';
import { CardPhoto } from '@/components/ui/card-photo';
import type { DirectoryRecord } from '@/directory/records/directory-record';
import { formatPrice } from '@/lib/format';
import { bodyLabel } from '@/search/body-label';

/** A model of the directory: photo, make and model, body, "from" price and a link to its stock. */
export function ModelCard({ model }: { model: DirectoryRecord }) {
  const name = `${model.manufacturer.name} ${model.model.name}`;
  const external = /^https?:\/\//.test(model.href);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm" data-testid="model-card">
      <div className="relative aspect-[4/3] bg-neutral-100">
        <CardPhoto src={model.model.image_url} alt="" placeholder={<CssIcon name="car" className="size-10" />} />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-sm text-neutral-700">{model.manufacturer.name}</p>
        <h3 className="text-lg font-semibold">
          {/* The whole card is the link (its ::after covers the card); the name is its accessible text. */}
          <a href={model.href} className="after:absolute after:inset-0" {...(external ? { rel: 'noopener' } : {})}>
            {name}
          </a>
        </h3>
        {model.model.body && <p className="text-sm text-neutral-700">{bodyLabel(model.model.body)}</p>}
        <p className="mt-auto pt-2 text-sm">
          {model.price_from !== null ? (
            <>From <span className="text-base font-semibold">{formatPrice(model.price_from)}</span> · {model.stock_count} in stock</>
          ) : (
            <span className="text-neutral-700">Enquire for availability</span>
          )}
        </p>
      </div>
    </article>
  );
}
