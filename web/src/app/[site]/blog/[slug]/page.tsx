import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogDate } from '@/blocks/blog-list/blog-cards';
import { PortableText } from '@/blocks/rich-text/portable-text';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { StaticImage } from '@/components/ui/static-image';
import { getBlogPost } from '@/content/blog';
import { findSite, requireSite } from '../../require-site';
import { blogPostJsonLd } from './blog-post-json-ld';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

type Props = { params: Promise<{ site: string; slug: string }> };

/** The same for every shopper: served whole from the route cache (server/cache/route-cache.ts). */
export const generateStaticParams = renderedOnFirstRequest('slug');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: siteSlug, slug } = await params;
  const site = await findSite(siteSlug);
  const post = site ? await getBlogPost(site, slug).catch(() => null) : null;
  if (!site || !post) return {};
  const description = post.seo?.description ?? post.description ?? undefined;
  // Editors often write the dealer's name into the SEO title already; don't append it twice.
  const title = post.seo?.title?.includes(site.name) ? { absolute: post.seo.title } : (post.seo?.title ?? post.title);
  return {
    title,
    description,
    alternates: { canonical: `/blog/${post.slug}` },
    openGraph: {
      type: 'article',
      title: post.seo?.title ?? post.title,
      description,
      publishedTime: post.publishedAt,
      authors: [post.author ?? site.name],
      images: post.image ? [{ url: post.image.url, alt: post.image.alt ?? '' }] : undefined,
    },
  };
}

/**
 * /blog/{slug}: one article of this site. A slug that is not one of this site's posts (unknown,
 * or another dealer's) is a 404.
 */
export default async function BlogPostPage({ params }: Props) {
  const { site: siteSlug, slug } = await params;
  const site = await requireSite(siteSlug);
  const post = await getBlogPost(site, slug);
  if (!post) notFound();
  const reviews = post.category === 'vehicle-reviews';

  return (
    <article className="container-page py-8 md:py-12">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: blogPostJsonLd(site, post) }} />
      <Breadcrumbs items={[
        { label: 'Home', href: '/' },
        { label: 'Blog', href: '/blog' },
        ...(reviews ? [{ label: 'Vehicle Reviews', href: '/blog/vehicle-reviews' }] : []),
        { label: post.title },
      ]} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{post.title}</h1>
        <p className="mt-3 text-neutral-700">
          By {post.author ?? site.name} · <time dateTime={post.publishedAt}>{blogDate(post.publishedAt)}</time>
        </p>
        {post.description && <p className="mt-4 text-lg text-neutral-800">{post.description}</p>}
      </header>
      {post.image && (
        <div className="relative mt-6 aspect-[16/9] max-w-4xl overflow-hidden rounded-lg bg-neutral-100">
          <StaticImage src={post.image.url} alt={post.image.alt ?? ''} fill sizes="(min-width: 1200px) 896px, 100vw" className="object-cover" lcp />
        </div>
      )}
      <div className="mt-8 max-w-3xl space-y-4 text-neutral-800">
        <PortableText value={post.body} />
      </div>
      <p className="mt-10">
        <a href={reviews ? '/blog/vehicle-reviews' : '/blog'} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 hover:no-underline">
          {reviews ? 'More vehicle reviews' : 'Back to the blog'}
        </a>
      </p>
    </article>
  );
}
