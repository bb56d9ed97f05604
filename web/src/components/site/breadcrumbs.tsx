export type Crumb = { label: string; href?: string };

/** Breadcrumb trail; the last crumb is the current page (aria-current, not a link). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="crumbs">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index}>
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
