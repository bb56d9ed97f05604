import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogCards } from '@/blocks/blog-list/blog-cards';
import { Breadcrumbs, type Crumb } from '@/components/site/breadcrumbs';
import { getBlogCards, type BlogCategory } from '@/content/blog';
import { blogPageHref, blogPageSlice, parseBlogPage } from '@/content/blog-pages';
import type { SiteConfig } from '@/content/site';

export type BlogListing = {
  /** '/blog' or '/blog/vehicle-reviews'. */
  basePath: string;
  title: string;
  intro: string;
  category: BlogCategory | null;
  crumbs: Crumb[];
};

export type PageParam = string | string[] | undefined;

/** The page's title and canonical URL (page 1 is the bare path, so it is never indexed twice). */
export function blogListingMetadata(listing: BlogListing, pageParam: PageParam): Metadata {
  const page = parseBlogPage(pageParam) ?? 1;
  return {
    title: page > 1 ? `${listing.title}, page ${page}` : listing.title,
    description: listing.intro,
    alternates: { canonical: blogPageHref(listing.basePath, page) },
  };
}

const pageLink = 'inline-flex min-h-11 items-center rounded-md border border-neutral-300 px-4 font-semibold hover:bg-neutral-100';

/**
 * A blog list page: the site's posts newest first, nine a page, with newer/older links. A page
 * parameter that is not a page of this list is a 404, not an empty page.
 */
export async function BlogIndex({ site, listing, pageParam }: { site: SiteConfig; listing: BlogListing; pageParam: PageParam }) {
  const page = parseBlogPage(pageParam);
  if (page === null) notFound();
  const slice = blogPageSlice(await getBlogCards(site, listing.category), page);
  if (!slice) notFound();

  return (
    <div className="container-page py-8 md:py-12">
      <Breadcrumbs items={listing.crumbs} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">{listing.title}</h1>
      <p className="mt-2 max-w-2xl text-neutral-700">{listing.intro}</p>
      <div className="mt-8">
        {slice.items.length > 0 ? (
          <BlogCards posts={slice.items} headingLevel="h2" />
        ) : (
          <p className="rounded-lg border border-neutral-200 bg-neutral-50 p-6">
            There are no articles here yet. <a href="/" className="font-semibold underline underline-offset-4">Back to the home page</a>
          </p>
        )}
      </div>
      {slice.pageCount > 1 && (
        <nav aria-label="Blog pages" className="mt-10 flex flex-wrap items-center justify-between gap-4">
          {slice.page > 1 ? <a href={blogPageHref(listing.basePath, slice.page - 1)} rel="prev" className={pageLink}>Newer articles</a> : <span />}
          <p className="text-sm text-neutral-700">Page {slice.page} of {slice.pageCount}</p>
          {slice.page < slice.pageCount ? <a href={blogPageHref(listing.basePath, slice.page + 1)} rel="next" className={pageLink}>Older articles</a> : <span />}
        </nav>
      )}
    </div>
  );
}
