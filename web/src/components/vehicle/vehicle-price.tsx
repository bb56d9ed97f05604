import type { PriceDisplay } from '@/domain/price-display';
import { clsx } from 'clsx';

/** The price per the display rule: amount, '/ week' or price type, and a struck was-price. */
export function VehiclePrice({ price, size = 'md', className }: { price: PriceDisplay; size?: 'md' | 'lg'; className?: string }) {
  // Without a price the text is smaller (text-xl), from md up the large size still applies.
  const amountClass = price.kind === 'noPrice'
    ? clsx('text-xl font-semibold', size === 'lg' && 'md:text-4xl')
    : clsx(size === 'lg' ? 'text-3xl md:text-4xl' : 'text-2xl', 'font-extrabold');
  return (
    <div className={clsx('leading-tight', className)}>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={`${amountClass} text-neutral-900`}>
          {price.text}
        </span>
        {price.kind === 'subscription' && <span className="font-medium text-neutral-700">{price.label}</span>}
        {price.kind === 'price' && price.priceType && <span className="text-sm text-neutral-700">{price.priceType}</span>}
      </p>
      {price.kind === 'price' && price.wasPrice && (
        <p className="mt-1 text-sm text-neutral-700">
          Was <s>{price.wasPrice}</s>
        </p>
      )}
    </div>
  );
}
