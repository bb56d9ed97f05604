import type { BlogPost } from '@/content/blog';
import type { SiteConfig } from '@/content/site';

/**
 * schema.org BlogPosting for search engines. Serialised for a <script> tag: `<` is escaped so
 * editor text can never close the tag.
 */
export function blogPostJsonLd(site: Pick<SiteConfig, 'name'>, post: BlogPost): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.seo?.description ?? post.description ?? undefined,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt ?? post.publishedAt,
    image: post.image?.url,
    author: post.author ? { '@type': 'Person', name: post.author } : { '@type': 'Organization', name: site.name },
    publisher: { '@type': 'Organization', name: site.name },
    mainEntityOfPage: `/blog/${post.slug}`,
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
