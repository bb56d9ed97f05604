import { LazySiteNotFoundBody } from '@/components/site/lazy-not-found';

/**
 * A missing page inside a tenant: rendered within the tenant's layout (header, footer, colours).
 * Every tenant page's RSC payload carries it (the layout's not-found boundary), so its body is a
 * client component, loaded only where it renders: the payload names it instead of holding its tree.
 */
export default function SiteNotFound() {
  return <LazySiteNotFoundBody />;
}
