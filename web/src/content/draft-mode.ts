import { draftMode } from 'next/headers';
import type { ContentPerspective } from '@/ports/content/content-port';

/**
 * Whether this request is an editor's preview (Next's draft mode, switched on by
 * /api/draft-mode/enable after the Studio's secret is checked). Outside a request (scripts,
 * tests, build-time work) there is no draft mode.
 */
export async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/** The content perspective of this request: drafts in draft mode, else published. */
export async function requestPerspective(): Promise<ContentPerspective> {
  return (await isDraftMode()) ? 'drafts' : 'published';
}
