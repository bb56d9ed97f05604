import { cn } from '@/lib/utils';

export type FacetOption = { label: string; href: string; count?: number; selected: boolean };

/**
 * A single-choice filter as plain links (works without JavaScript; each is a crawlable URL).
 * The selected option is marked with aria-current and links back to "all".
 */
export function FacetLinks({ title, options }: { title: string; options: FacetOption[] }) {
  if (options.length === 0) return null;
  const headingId = `facet-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-semibold">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.href}>
            <a
              href={option.href}
              aria-current={option.selected ? 'true' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm',
                option.selected ? 'border-neutral-900 bg-neutral-900 text-white' : 'border-neutral-300 bg-white text-neutral-900 hover:border-neutral-500',
              )}
            >
              {option.label}
              {option.count !== undefined && <span className={option.selected ? 'text-neutral-200' : 'text-neutral-600'}>({option.count})</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
