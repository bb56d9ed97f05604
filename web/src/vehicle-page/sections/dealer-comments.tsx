import { COMMENTS_LIMIT, truncate } from '@/domain/truncate';
import { ShowMore } from '@/components/ui/show-more';

export const COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';

/** SPEC 4 "Dealer comments": truncated at 400 characters with Show More/Less; a pending note when empty. */
export function DealerComments({ text }: { text: string | null }) {
  const comments = text?.trim();
  if (!comments) return <p className="leading-relaxed text-neutral-800">{COMMENTS_PENDING}</p>;
  const short = truncate(comments, COMMENTS_LIMIT);
  const body = (value: string) => <p className="leading-relaxed whitespace-pre-line text-neutral-800">{value}</p>;
  if (!short.truncated) return body(comments);
  return (
    <ShowMore moreLabel="Show More" lessLabel="Show Less" controls="dealer-comments-text" collapsed={body(short.text)}>
      {body(comments)}
    </ShowMore>
  );
}
