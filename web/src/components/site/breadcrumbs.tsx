import { CssIcon } from '@/components/ui/css-icon';

export type Crumb = { label: string; href?: string };

/** Breadcrumb trail; the last crumb is the current page (aria-current, not a link). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1 text-sm text-neutral-700">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-x-1">
              {index > 0 && <CssIcon name="chevron-right" className="text-neutral-500" />}
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-neutral-900' : undefined}>
                  {item.label}
                </span>
              ) : (
                <a href={item.href} className="crumb-link">
                  {item.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
