import type { PriceDisplay } from '@/domain/price-display';
import { cn } from '@/lib/utils';

/** The price per the display rule: amount, '/ week' or price type, and a struck was-price. */
export function VehiclePrice({ price, size = 'md', className }: { price: PriceDisplay; size?: 'md' | 'lg'; className?: string }) {
  const amountClass = size === 'lg' ? 'text-3xl md:text-4xl' : 'text-2xl';
  return (
    <div className={cn('leading-tight', className)}>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={cn(amountClass, price.kind === 'noPrice' ? 'text-xl font-semibold' : 'font-extrabold', 'text-neutral-900')}>
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
