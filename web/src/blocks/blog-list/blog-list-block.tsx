import { itemHeading, type BlockComponent } from '../shared/block-types';
import { BlogCards } from './blog-cards';

/** Blog cards of the site, newest first, with a link to the whole blog. */
export const BlogList: BlockComponent<'blogList'> = ({ heading, category, posts }) => {
  if (posts.length === 0) return null;
  const all = category === 'vehicle-reviews' ? { href: '/blog/vehicle-reviews', label: 'All vehicle reviews' } : { href: '/blog', label: 'All articles' };
  return (
    <section className="block-section">
      <div className="block-header">
        {heading && <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading}</h2>}
        <a href={all.href} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 hover:no-underline">{all.label}</a>
      </div>
      <BlogCards posts={posts} headingLevel={itemHeading(Boolean(heading))} />
    </section>
  );
};
