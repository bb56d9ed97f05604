/** First focusable element on every tenant page: jumps keyboard users past the header. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="skip-link"
    >
      Skip to main content
    </a>
  );
}
