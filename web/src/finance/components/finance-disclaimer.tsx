import { useId } from 'react';
import { ShowMore } from '@/components/ui/show-more';
import { DISCLAIMER_LIMIT, truncate } from '@/domain/truncate';

type Props = {
  /** The lender's disclaimer for the car, or the site's finance disclaimer. */
  text: string | null | undefined;
  /** 'Offer ends {date}' (domain/finance-offer.ts), null when the site's offer has no end or has ended. */
  offerEnds: string | null;
  className?: string;
};

/**
 * The finance disclaimer beside a finance figure (SPEC 9: cut at 197 characters, SPEC 4 "Finance
 * details panel": Show More/Less), after the offer's 'Offer ends' date. The full text is one click
 * away; the cut falls on a word boundary (domain/truncate.ts).
 */
export function FinanceDisclaimer({ text, offerEnds, className = 'text-xs leading-4 text-neutral-700' }: Props) {
  const id = useId();
  const full = text?.trim() ?? '';
  if (!full && !offerEnds) return null;
  const short = truncate(full, DISCLAIMER_LIMIT);
  const paragraph = (value: string) => <p data-testid="finance-disclaimer-text">{value}</p>;
  return (
    <div className={className} data-testid="finance-disclaimer">
      {offerEnds && <p className="font-semibold" data-testid="offer-ends">{offerEnds}</p>}
      {full && (short.truncated
        ? <ShowMore moreLabel="Show More" lessLabel="Show Less" controls={`${id}-disclaimer`} collapsed={paragraph(short.text)}>{paragraph(full)}</ShowMore>
        : paragraph(full))}
    </div>
  );
}
