import { buttonVariants } from '@/components/ui/button-variants';
import type { PromoNode } from '@/content/promos';

/** A promo tile in the result grid, the size of a car card. */
export function PromoCard({ node }: { node: PromoNode['node'] }) {
  return (
    <article className="flex h-full flex-col justify-between gap-4 rounded-lg bg-brand p-6 text-brand-foreground">
      <div>
        <h3 className="text-xl font-bold">{node.heading}</h3>
        {node.body && <p className="mt-2">{node.body}</p>}
      </div>
      <a href={node.href} className={`${buttonVariants({ variant: 'accent', size: 'sm' })} self-start`}>
        {node.ctaLabel ?? 'Find Out More'}
      </a>
    </article>
  );
}
