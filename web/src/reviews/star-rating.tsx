import { starFills } from './stars';

const STAR = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7.3L12 17.8 5.7 21.5l1.7-7.3L2 9.5l7.1-.6z';

const Star = ({ colour, className }: { colour: string; className: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className={`${className} shrink-0`}><path d={STAR} fill={colour} /></svg>
);

/** Five stars filled to the rating (SPEC 9: up to four full and one partial), named for screen readers. */
export function StarRating({ rating, className = 'size-5' }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex items-center" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      {starFills(rating).map((fill, index) => (
        <span key={index} className="relative inline-flex">
          <Star colour="#d4d4d4" className={className} />
          {fill > 0 && (
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star colour="#b45309" className={className} />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
