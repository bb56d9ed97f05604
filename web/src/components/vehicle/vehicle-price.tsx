import type { PriceDisplay } from '@/domain/price-display';
import { clsx } from 'clsx';

/** The price per the display rule: amount, '/ week' or price type, and a struck was-price. */
export function VehiclePrice({ price, size = 'md', className }: { price: PriceDisplay; size?: 'md' | 'lg'; className?: string }) {
  // Without a price the text is smaller (text-xl), from md up the large size still applies. The
  // card's size is one class (`price-amount`, app/globals.css): a page repeats it in every card.
  const amountClass = price.kind === 'noPrice'
    ? clsx('text-xl font-semibold text-neutral-900', size === 'lg' && 'md:text-4xl')
    : size === 'lg' ? 'text-3xl font-extrabold text-neutral-900 md:text-4xl' : 'price-amount';
  return (
    <div className={clsx('vehicle-price', className)}>
      <p>
        <span className={amountClass}>
          {price.text}
        </span>
        {price.kind === 'subscription' && <span className="font-medium text-neutral-700">{price.label}</span>}
        {price.kind === 'price' && price.priceType && <span className="note">{price.priceType}</span>}
      </p>
      {price.kind === 'price' && price.wasPrice && (
        <p className="note mt-1">
          Was <s>{price.wasPrice}</s>
        </p>
      )}
    </div>
  );
}
