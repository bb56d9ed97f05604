import { buttonVariants } from '@/components/ui/button';

type Props = { heading?: string | null; intro?: string | null; fallbackHeading: string; href: string; label: string };

/**
 * What a fixed feature block shows until its feature renders inline: the heading and intro the
 * editor set, and a clear link to the feature's own page (which works on every tenant).
 */
export function FixedFeature({ heading, intro, fallbackHeading, href, label }: Props) {
  return (
    <section className="block-section">
      <div className="rounded-lg border border-neutral-200 bg-neutral-50 p-6 md:p-8">
        <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading || fallbackHeading}</h2>
        {intro && <p className="mt-2 max-w-2xl text-neutral-700">{intro}</p>}
        <a href={href} className={`${buttonVariants({ variant: 'primary', size: 'lg' })} mt-5`}>{label}</a>
      </div>
    </section>
  );
}
