import type { BlogCard } from '@dealer/schemas/content/blog';
import { StaticImage } from '@/components/ui/static-image';
import { formatPlainDate } from '@/lib/time-zone';

/** A post's publication date (a plain date: the dealer's day, in no zone) in words: '1 June 2025'. */
export const blogDate = (date: string): string => formatPlainDate(date);

type Props = { posts: BlogCard[]; headingLevel: 'h2' | 'h3' };

/** Blog cards (SPEC.md 3: href, heading, image, description, date) in a grid; the block and /blog share them. */
export function BlogCards({ posts, headingLevel: CardHeading }: Props) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post._id} className="tile">
          {post.image && (
            <div className="tile-photo">
              <StaticImage src={post.image.url} alt={post.image.alt ?? ''} fill sizes="(min-width: 992px) 420px, (min-width: 576px) 50vw, 100vw" className="object-cover" />
            </div>
          )}
          <div className="tile-body">
            <CardHeading>
              <a href={post.href} className="hover:underline">{post.heading}</a>
            </CardHeading>
            <p className="mt-1 text-sm text-neutral-700"><time dateTime={post.date}>{blogDate(post.date)}</time></p>
            {post.description && <p className="mt-2 text-neutral-700">{post.description}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
