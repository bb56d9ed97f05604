import { VisualEditing } from 'next-sanity/visual-editing';
import { isDraftMode } from './draft-mode';
import { LivePreview } from './live-preview';

/**
 * Shown on every tenant page while draft mode is on, so an editor never mistakes a preview of
 * unpublished content for the live site, with the way out one click away. Inside the Studio's
 * Presentation tool, next-sanity's <VisualEditing> follows the editor's navigation, and
 * <SanityLive> (live-preview.tsx) refreshes the page as the drafts it shows change.
 */
export async function PreviewBanner() {
  if (!(await isDraftMode())) return null;
  return (
    <>
      <div role="status" className="bg-neutral-900 px-4 py-2 text-center text-sm text-white" data-testid="preview-banner">
        <span className="font-semibold">Preview mode</span> — you are seeing unpublished drafts.{' '}
        {/* A plain link: the route needs a full request to clear the cookie; it returns here via Referer. */}
        <a href="/api/draft-mode/disable" className="font-semibold underline underline-offset-2 hover:no-underline" rel="nofollow">
          Exit preview
        </a>
      </div>
      <VisualEditing />
      <LivePreview />
    </>
  );
}
