import { buttonVariants } from '@/components/ui/button';

/**
 * A missing page inside a tenant: rendered within the tenant's layout (header, footer, colours).
 * Links are root-relative, so they stay on the tenant's host.
 */
export default function SiteNotFound() {
  return (
    <div className="container-page py-16 md:py-24">
      <p className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">Sorry, we can&apos;t find that page</h1>
      <p className="mt-4 max-w-xl text-neutral-700">
        The page may have moved, or the vehicle may have been sold. Try our home page or search our current stock.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href="/" className={buttonVariants({ variant: 'primary' })}>Go to the home page</a>
        <a href="/search/new-used-and-demo-cars" className={buttonVariants({ variant: 'outline' })}>Search our stock</a>
      </div>
    </div>
  );
}
