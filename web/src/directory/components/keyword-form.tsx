import { CssIcon } from '@/components/ui/css-icon';
import { buttonVariants } from '@/components/ui/button-variants';

type Props = {
  /** The page the form searches (/models, /special-offers). */
  action: string;
  label: string;
  query: string;
  /** Active filters kept when the keyword changes; the page is dropped (SPEC.md 2). */
  keep: Record<string, string | null>;
};

/** A keyword search that works without JavaScript: a GET form back to the same page. */
export function KeywordForm({ action, label, query, keep }: Props) {
  return (
    <form role="search" method="get" action={action} className="flex gap-2">
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <div className="relative flex-1">
        <label htmlFor="listing-query" className="sr-only">{label}</label>
        <CssIcon name="search" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-600" />
        <input
          id="listing-query"
          name="query"
          type="search"
          defaultValue={query}
          placeholder={label}
          autoComplete="off"
          maxLength={200}
          className="min-h-11 w-full rounded-md border border-neutral-400 bg-white py-2 pr-3 pl-10 text-base"
        />
      </div>
      <button type="submit" className={buttonVariants({ variant: 'primary' })}>Search</button>
    </form>
  );
}
