import { StylesheetFallback } from '@/components/site/not-found-islands';
import { buttonVariants } from '@/components/ui/button';

/**
 * A missing page inside a tenant: rendered within the tenant's layout (header, footer, colours).
 * Links are root-relative, so they stay on the tenant's host. Every tenant page's RSC payload
 * carries it (the layout's not-found boundary): its look is the stylesheet's status-page rules.
 */
export default function SiteNotFound() {
  return (
    <div className="container-page status-page">
      <StylesheetFallback />
      <p>404</p>
      <h1>Sorry, we can&apos;t find that page</h1>
      <p>
        The page may have moved, or the vehicle may have been sold. Try our home page or search our current stock.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href="/" className={buttonVariants({ variant: 'primary' })}>Go to the home page</a>
        <a href="/search/new-used-and-demo-cars" className={buttonVariants({ variant: 'outline' })}>Search our stock</a>
      </div>
    </div>
  );
}
