/**
 * How a card attempt that did not go through, or is not finished, reads on its page (a
 * reservation's, an online payment's receipt): what happened, that nothing was charged, and
 * where to try again.
 */
export function CardAttemptFailed({ heading, failure, retryHref }: { heading: string; failure: string; retryHref: string | null }) {
  return (
    <div className="space-y-3">
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      <p role="alert">{failure} Nothing was charged.</p>
      {retryHref && <a className="underline" href={retryHref}>Try again</a>}
    </div>
  );
}

/** The card is still with the processor (authentication, a webhook on its way). */
export function CardAttemptPending({ doing }: { doing: 'authorised' | 'checked' }) {
  return (
    <div className="space-y-3">
      <h1 className="text-3xl font-bold tracking-tight">Almost there</h1>
      <p role="status">Your card is still being {doing}. Refresh this page in a moment.</p>
    </div>
  );
}
