import { StaticImage } from '@/components/ui/static-image';
import { itemHeading, type BlockComponent } from '../block-types';

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Brisbane' });

/** Blog cards (SPEC.md 3: href, heading, image, description, date), newest first. */
export const BlogList: BlockComponent<'blogList'> = ({ heading, posts }) => {
  if (posts.length === 0) return null;
  const CardHeading = itemHeading(Boolean(heading));
  return (
    <section className="container-page py-10 md:py-14">
      {heading && <h2 className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">{heading}</h2>}
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post._id} className="flex flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm">
            {post.image && (
              <div className="relative aspect-[16/9] bg-neutral-100">
                <StaticImage src={post.image.url} alt={post.image.alt ?? ''} fill sizes="(min-width: 992px) 420px, (min-width: 576px) 50vw, 100vw" className="object-cover" />
              </div>
            )}
            <div className="flex flex-1 flex-col p-5">
              <CardHeading className="text-xl font-semibold">
                <a href={post.href} className="hover:underline">{post.heading}</a>
              </CardHeading>
              <p className="mt-1 text-sm text-neutral-600"><time dateTime={post.date}>{dateFormat.format(new Date(`${post.date}T00:00:00+10:00`))}</time></p>
              {post.description && <p className="mt-2 text-neutral-700">{post.description}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};
